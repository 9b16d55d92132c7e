import { Loader, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '../../../components/load-failed';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useMyAvailability } from '../api/availability';
import { HoursForm } from '../components/hours-form';

/**
 * /services/hours: a provider's working hours (docs/contract.md §5c "Services and hours",
 * docs/decisions/034): the switches, the week, changed days, the gap between jobs and the radius.
 */
export function MyHoursPage() {
  const { t } = useTranslation('availability');
  usePageTitle(t('title'));
  const plan = useMyAvailability();
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto" w="100%">
      <Stack gap="xs">
        <Title order={1} size="h2" id="hours-title">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {plan.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : plan.isError ? (
        <LoadFailed title={t('loadFailed')} message={errorMessage(plan.error)} onRetry={() => void plan.refetch()} />
      ) : (
        <HoursForm plan={plan.data} />
      )}
    </Stack>
  );
}
