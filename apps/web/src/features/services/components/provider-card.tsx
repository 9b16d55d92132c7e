import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMonthYear, formatRupees, type ServiceSearchPage } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { RatingSummary } from '../../../components/rating-summary';
import { useCategoryLabel } from '../../../lib/categories';
import { formatArea } from '../../../lib/place';
import { providerPath } from '../../../lib/search';
import { useSlotWords } from '../../../lib/slot-words';

type Provider = ServiceSearchPage['providers'][number];

/** Categories shown on a card before '+N more'. */
const SHOWN_CATEGORIES = 4;

/**
 * How far, from what price, and how much work through Sevak: '3.2 km · from ₹499 · 12 jobs done'.
 * Each only when known: no point, no fixed price. No jobs yet says nothing (not 'New on Sevak'):
 * a provider of years who is new to bookings is not new, and "Member since" already says how long.
 */
function useFacts(provider: Provider): string[] {
  const { t, i18n } = useTranslation('services');
  const facts: string[] = [];
  const km = provider.distanceKm;
  if (km !== null) {
    // Points are pincode centroids, a few km across: under 1 km is as close as they can say.
    const number = new Intl.NumberFormat(`${i18n.language}-IN`, { maximumFractionDigits: 1 });
    facts.push(km < 1 ? t('card.distanceUnderOne') : t('card.distance', { km: number.format(km) }));
  }
  if (provider.priceFrom !== null) facts.push(t('card.priceFrom', { price: formatRupees(provider.priceFrom) }));
  if (provider.jobsDone > 0) facts.push(t('card.jobsDone', { count: provider.jobsDone }));
  return facts;
}

/**
 * One search result: who, what they do, where, how far, from what price, their next free time,
 * how they are rated, and since when; `outside` names the seeker's own area when the provider is
 * not in it.
 */
export function ProviderCard({ provider, outside }: { provider: Provider; outside?: string | undefined }) {
  const { t } = useTranslation('services');
  const label = useCategoryLabel();
  const slotWords = useSlotWords();
  const facts = useFacts(provider);
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
        {facts.length > 0 && <Text size="sm">{facts.join(' · ')}</Text>}
        {provider.nextSlot && (
          <Text size="sm" c="teal.9" fw={600}>
            {t('card.nextSlot', { when: slotWords.when(provider.nextSlot) })}
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
