import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMonthYear, paths, type ProviderDetail } from '@sevak/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { Link } from 'react-router';
import { RatingSummary } from '../../../components/rating-summary';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';
import { useCategoryLabel } from '../../../lib/categories';
import { categorySearchPath, sendRequestPath } from '../../../lib/search';
import { useSession } from '../../../lib/session';
import { awaitsApproval } from '../../../lib/approval';
import { AwaitingApprovalNote } from '../components/awaiting-approval-note';
import { ProviderLoader } from '../components/provider-loader';
import { ProviderServices } from '../components/provider-services';
import { ReviewList } from '../components/review-list';
import { formatArea } from '../../../lib/place';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * What anyone may know of a provider — the seller details a marketplace shows before a purchase
 * (Consumer Protection (E-Commerce) Rules 2020): names, checks, services, city and state, rating
 * and reviews, when their phone is shared and how to complain. Never their phone, email, address
 * lines or documents (the API does not send them either).
 */
function ProviderProfile({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation('providers');
  const label = useCategoryLabel();
  const title = provider.businessName ?? provider.name;
  usePageTitle(title);
  const { user } = useSession();
  const area = formatArea(provider.city, provider.state);
  const details = provider.businessDetails?.trim();
  const own = user?._id === provider._id;
  // The page's one way to ask this provider for work (not on their own page, not while awaiting approval).
  const requestPath = !own && !awaitsApproval(user) ? sendRequestPath(provider._id) : null;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Title>
            {provider.businessName && <Text c="dimmed">{provider.name}</Text>}
            <Group gap="xs">
              <Badge color="teal" variant="light" tt="none">
                {t('profile.verified')}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('profile.checked')}
              </Text>
            </Group>
            <RatingSummary rating={provider.rating} reviewCount={provider.reviewCount} />
          </Stack>
          {requestPath && (
            <Button component={Link} to={requestPath}>
              {t('profile.sendRequest')}
            </Button>
          )}
        </Group>
        {awaitsApproval(user) && (
          <Box mt="md">
            <AwaitingApprovalNote user={user} />
          </Box>
        )}

        <Box component="dl" mt="md" mb={0} style={{ display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
          {provider.businessCategory.length > 0 && (
            <Fact term={t('profile.services')}>
              <Group component="span" gap={6} mt={4}>
                {provider.businessCategory.map((category) => (
                  <Badge
                    key={category}
                    component={Link}
                    to={categorySearchPath(category)}
                    variant="outline"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                  >
                    {label(category)}
                  </Badge>
                ))}
              </Group>
            </Fact>
          )}
          {area && <Fact term={t('profile.area')}>{area}</Fact>}
          <Fact term={t('profile.memberSince')}>{formatMonthYear(provider.memberSince)}</Fact>
          {/* For the others (not on their own page): no contacts before anything is bought
              (Consumer Protection (E-Commerce) Rules 2020), and complaints go to Sevak. */}
          {!own && <Fact term={t('profile.contact')}>{t('profile.contactText')}</Fact>}
          {!own && (
            <Fact term={t('profile.complaints')}>
              {t('profile.complaintsText')}{' '}
              <Anchor component={Link} to={paths.support} underline="always" inherit>
                {t('profile.complain')}
              </Anchor>
            </Fact>
          )}
        </Box>
      </Paper>

      {details && (
        <SectionCard id="provider-about" title={t('profile.about')}>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{details}</Text>
        </SectionCard>
      )}

      <ProviderServices providerId={provider._id} requestPath={requestPath} />

      <SectionCard id="provider-reviews" title={t('profile.reviews')}>
        <ReviewList providerId={provider._id} />
      </SectionCard>
    </Stack>
  );
}

/**
 * /serviceDetail?id=<provider id>: a provider's page for every signed-in member, with "Send
 * request" for everyone but them; a member awaiting approval is told when they can send one.
 */
export function ProviderPage() {
  return <ProviderLoader>{(provider) => <ProviderProfile provider={provider} />}</ProviderLoader>;
}
