import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMonthYear, type ProviderCard as Provider } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { RatingSummary } from '../../../components/rating-summary';
import { useCategoryLabel } from '../../../lib/categories';
import { formatArea } from '../../../lib/place';
import { providerPath } from '../../../lib/search';

/** Categories shown on a card before '+N more'. */
const SHOWN_CATEGORIES = 4;

/**
 * One search result: who, what they do, where, how they are rated, and since when; `outside`
 * names the seeker's own area when the provider is not in it.
 */
export function ProviderCard({ provider, outside }: { provider: Provider; outside?: string | undefined }) {
  const { t } = useTranslation('services');
  const label = useCategoryLabel();
  const place = formatArea(provider.city, provider.state);
  const hidden = provider.businessCategory.length - SHOWN_CATEGORIES;
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={providerPath(provider._id)} inherit>
                {provider.businessName ?? provider.name}
              </Anchor>
            </Title>
            {provider.businessName && (
              <Text size="sm" c="dimmed">
                {provider.name}
              </Text>
            )}
          </div>
          {provider.verified && (
            <Badge color="teal" variant="light" title={t('card.verifiedTitle')} style={{ flexShrink: 0 }}>
              {t('card.verified')}
            </Badge>
          )}
        </Group>
        {provider.businessCategory.length > 0 && (
          <Group gap={6}>
            {provider.businessCategory.slice(0, SHOWN_CATEGORIES).map((category) => (
              <Badge key={category} variant="outline" color="gray" tt="none" fw={500} maw="100%">
                {label(category)}
              </Badge>
            ))}
            {hidden > 0 && (
              <Badge variant="transparent" color="gray" tt="none" fw={500}>
                {t('card.more', { hidden })}
              </Badge>
            )}
          </Group>
        )}
        {(place || outside) && (
          <Text size="sm">
            {place}
            {outside && (
              <Text span size="sm" c="dimmed">
                {place && ' · '}
                {t('card.outside', { area: outside })}
              </Text>
            )}
          </Text>
        )}
        <RatingSummary rating={provider.rating} reviewCount={provider.reviewCount} />
        <Text size="xs" c="dimmed">
          {t('card.memberSince', { date: formatMonthYear(provider.memberSince) })}
        </Text>
      </Stack>
    </Paper>
  );
}
