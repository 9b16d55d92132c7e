import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { workMessages, type ProviderDetail } from '@sevak/shared';
import { Link } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { RatingSummary } from '../../../components/rating-summary';
import { awaitsApproval } from '../../../lib/approval';
import { usePageTitle } from '../../../lib/page-title';
import { providerPath } from '../../../lib/search';
import { useSession } from '../../../lib/session';
import { AwaitingApprovalNote } from '../components/awaiting-approval-note';
import { ProviderLoader } from '../components/provider-loader';
import { SendRequestForm } from '../components/send-request-form';

/** Who the request goes to. */
function ProviderSummary({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation('providers');
  return (
    <Paper withBorder p="md" component="section" aria-label={t('sendRequest.provider')}>
      <Group justify="space-between" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={providerPath(provider._id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {provider.businessName ?? provider.name}
          </Anchor>
          {provider.businessName && (
            <Text size="sm" c="dimmed">
              {provider.name}
            </Text>
          )}
        </div>
        <RatingSummary rating={provider.rating} reviewCount={provider.reviewCount} />
      </Group>
    </Paper>
  );
}

/** The form, or why this person cannot send a request (their own page, awaiting approval). */
function RequestBody({ provider }: { provider: ProviderDetail }) {
  const { user } = useSession();
  if (user?._id === provider._id) return <Alert color="blue">{translateText(workMessages.selfRequest)}</Alert>;
  if (awaitsApproval(user)) return <AwaitingApprovalNote user={user} />;
  return <SendRequestForm provider={provider} user={user} />;
}

function SendRequestContent({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation('providers');
  usePageTitle(t('sendRequest.title'));
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1} size="h2">
        {t('sendRequest.title')}
      </Title>
      <ProviderSummary provider={provider} />
      <RequestBody provider={provider} />
    </Stack>
  );
}

/**
 * /work/sendrequest?id=<provider id>, open to visitors: they fill the form, sign in when sending,
 * and come back to what they typed.
 */
export function SendRequestPage() {
  return <ProviderLoader>{(provider) => <SendRequestContent provider={provider} />}</ProviderLoader>;
}
