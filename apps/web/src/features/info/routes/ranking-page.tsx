import { List, Stack, Text, Title } from '@mantine/core';
import {
  DEFAULT_AVAILABILITY,
  formatPaise,
  REGISTRATION_FEE_PAISE,
  SEARCH_SORTS,
  SERVICE_RADIUS_KM,
} from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import { SectionCard } from '../../../components/section';
import { usePageTitle } from '../../../lib/page-title';

/** The rules of one kind: each the search's own word for it (a field, a sort), then what it does. */
function Rules({ rules }: { rules: readonly { term: string; text: string }[] }) {
  return (
    <Stack component="dl" gap="sm" m={0}>
      {rules.map((rule) => (
        <div key={rule.term}>
          <Text component="dt" fw={700}>
            {rule.term}
          </Text>
          <Text component="dd" m={0}>
            {rule.text}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/**
 * /how-results-are-ranked (Consumer Protection (E-Commerce) Rules 2020: the main parameters of
 * ranking, in plain words): what GET /services/search filters and orders by, as
 * apps/server/src/features/services (services.service.ts `runSearch`, services.repo.ts
 * `prepareSearch`) does it. Change this page with that code. The fields and sorts are named with
 * the search page's own words.
 */
export function RankingPage() {
  const { t } = useTranslation('info');
  const search = useTranslation('services').t;
  const common = useTranslation().t;
  usePageTitle(t('ranking.pageTitle'));
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1}>{t('ranking.title')}</Title>
        <Text c="dimmed">{t('ranking.intro')}</Text>
      </Stack>
      <SectionCard id="ranking-no-pay" title={t('ranking.noPay.title')}>
        <Text>{t('ranking.noPay.body', { fee: formatPaise(REGISTRATION_FEE_PAISE) })}</Text>
      </SectionCard>
      <SectionCard id="ranking-listed" title={t('ranking.listed.title')}>
        <List spacing="xs">
          <List.Item>{t('ranking.listed.approved')}</List.Item>
          <List.Item>{t('ranking.listed.offers')}</List.Item>
        </List>
      </SectionCard>
      <SectionCard id="ranking-filters" title={t('ranking.filters.title')}>
        <Stack gap="sm">
          <Text>{t('ranking.filters.intro')}</Text>
          <Rules
            rules={[
              { term: common('whatWhere.what'), text: t('ranking.filters.words') },
              { term: search('searchForm.category'), text: t('ranking.filters.category') },
              { term: common('whatWhere.where'), text: t('ranking.filters.place') },
              {
                term: t('ranking.filters.nearTerm'),
                text: t('ranking.filters.near', {
                  min: SERVICE_RADIUS_KM.min,
                  max: SERVICE_RADIUS_KM.max,
                  default: DEFAULT_AVAILABILITY.serviceRadiusKm,
                }),
              },
              { term: search('searchForm.freeOn'), text: t('ranking.filters.freeOn') },
              { term: search('searchForm.online'), text: t('ranking.filters.online') },
            ]}
          />
          <Text>{t('ranking.filters.spelling')}</Text>
        </Stack>
      </SectionCard>
      <SectionCard id="ranking-order" title={t('ranking.order.title')}>
        <Stack gap="sm">
          <Text>{t('ranking.order.intro')}</Text>
          {/* Every sort the API takes: a new one fails the type check here until it is described. */}
          <Rules
            rules={SEARCH_SORTS.map((sort) => ({
              term: search(`searchForm.sort.${sort}`),
              text: t(`ranking.order.${sort}`),
            }))}
          />
          <Text>{t('ranking.order.ties')}</Text>
        </Stack>
      </SectionCard>
      <SectionCard id="ranking-area" title={t('ranking.area.title')}>
        <Text>{t('ranking.area.body')}</Text>
      </SectionCard>
      <SectionCard id="ranking-not-used" title={t('ranking.notUsed.title')}>
        <Text>{t('ranking.notUsed.body')}</Text>
      </SectionCard>
    </Stack>
  );
}
