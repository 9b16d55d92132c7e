import { Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  NO_SEARCH_FILTERS,
  searchFiltersFromParams,
  searchParamsFromFilters,
  type SearchFilters,
  type ServiceSearchPage,
} from '@sevak/shared';
import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { ApiError, errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useServiceSearch } from '../api/search';
import { ProviderCard } from '../components/provider-card';
import { SearchForm, type SearchFieldErrors } from '../components/search-form';
import { LoadFailed } from '../../../components/load-failed';

/** 'plumber in Bengaluru', or whichever part there is. */
function useDescribeSearch() {
  const { t } = useTranslation('services');
  return ({ q, place }: { q: string | null; place: string | null }): string =>
    q && place ? t('results.whatIn', { what: q, place }) : (q ?? place ?? '');
}

/** Nobody matched the words typed; the results are for the nearest words search knows. */
function CorrectionNote({
  typed,
  corrected,
}: {
  typed: SearchFilters;
  corrected: NonNullable<ServiceSearchPage['correctedTo']>;
}) {
  const { t } = useTranslation('services');
  const describeSearch = useDescribeSearch();
  return (
    <Stack gap={2} role="status">
      <Text fw={600}>
        {t('results.showingFor', { search: describeSearch({ q: corrected.q, place: corrected.place }) })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('results.noMatch', { search: describeSearch(typed) })}
      </Text>
    </Stack>
  );
}

/** Cards rendered with the page; a phone's screen shows fewer. */
const FIRST_CARDS = 4;

/**
 * False for the page's first render, then true in a transition: the first cards show with the
 * page (its heading, the form) and the rest of the page of results renders just after, in the
 * background, so the page's first paint does not wait for twenty cards (LCP, TBT).
 */
function useEveryCard(): boolean {
  const [every, setEvery] = useState(false);
  useEffect(() => startTransition(() => setEvery(true)), []);
  return every;
}

/** The API's place parameters: their refusals (an unknown pincode, a point outside India) go under Where?. */
const WHERE_PATHS = new Set(['place', 'near', 'lat', 'lng']);

/** A refusal of the search's own fields, said under them instead of in place of the results; else null. */
function fieldErrorsOf(error: unknown): SearchFieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const where = error.errors.find((item) => WHERE_PATHS.has(item.path))?.msg;
  const availableOn = error.errors.find((item) => item.path === 'availableOn')?.msg;
  return where || availableOn ? { where, availableOn } : null;
}

/**
 * /servises: verified providers by what, where (a place, a pincode or Near me), category, a free
 * day and whether they take work now. The URL holds the search.
 */
export function ServicesPage() {
  const { t } = useTranslation('services');
  usePageTitle(t('page.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => searchFiltersFromParams(params), [params]);
  const results = useServiceSearch(filters);
  const providers = useMemo(() => results.data?.pages.flatMap((page) => page.providers) ?? [], [results.data]);
  // The cards render in the background, in slices (a deferred value), not in the one task in
  // which the answer arrives: the query's update is synchronous, and a page of cards in one go
  // kept a phone's main thread busy for a long task (Total Blocking Time, docs/contract.md §10).
  // The list is deferred, not the query's result: that is a new object on every render, which
  // would start another background render each time.
  const cards = useDeferredValue(providers);
  const everyCard = useEveryCard();
  const shown = everyCard ? cards : cards.slice(0, FIRST_CARDS);
  // The previous search's cards until the new ones are drawn.
  const previous = results.isPlaceholderData || cards !== providers;
  const firstPage = results.data?.pages[0];
  // Each search is a new history entry, so Back returns to the previous one.
  const search = (next: SearchFilters) => setParams(searchParamsFromFilters(next));
  const filtered = searchParamsFromFilters({ ...filters, sort: 'relevance' }).size > 0;
  const fieldErrors = results.isError && !results.isFetchNextPageError ? fieldErrorsOf(results.error) : null;

  let body;
  if (results.isPending || (cards.length === 0 && providers.length > 0))
    body = <Loader size="sm" aria-label={t('results.loading')} />;
  else if (fieldErrors) body = null;
  else if (results.isError && !results.isFetchNextPageError) {
    body = (
      <LoadFailed
        title={t('results.failed')}
        message={errorMessage(results.error)}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (providers.length === 0) {
    body = (
      <Stack gap={4}>
        <Text fw={600}>{t('results.none')}</Text>
        <Text size="sm" c="dimmed">
          {t('results.noneHint')}
        </Text>
        {filtered && (
          <Button
            variant="default"
            mt="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              search({ ...NO_SEARCH_FILTERS, sort: filters.sort === 'distance' ? 'relevance' : filters.sort })
            }
          >
            {t('results.clearFilters')}
          </Button>
        )}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        {firstPage?.correctedTo && <CorrectionNote typed={filters} corrected={firstPage.correctedTo} />}
        {firstPage?.area && (
          <Text size="sm" c="dimmed">
            {t('results.areaFirst', { area: firstPage.area })}
          </Text>
        )}
        {/* The cards' "from ₹499" is what is paid (the release takes GST from inside it). */}
        <Text size="sm" c="dimmed">
          {t('results.pricesInclusive')}
        </Text>
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          aria-label={t('results.label')}
          aria-busy={previous || undefined}
          // The previous search's cards, dimmed, until the new answer comes.
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: previous ? 0.6 : 1 }}
        >
          {shown.map((provider) => (
            <ProviderCard
              key={provider._id}
              provider={provider}
              outside={provider.inArea === false ? (firstPage?.area ?? undefined) : undefined}
            />
          ))}
        </SimpleGrid>
        <LoadMore
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          fetchNextPage={results.fetchNextPage}
          failed={
            results.isFetchNextPageError
              ? { title: t('results.moreFailed'), message: errorMessage(results.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{t('page.intro')}</Text>
      </Stack>
      <SearchForm filters={filters} onSearch={search} errors={fieldErrors} />
      {/* Where distances are from: the pincode typed, or the one nearest the browser's location. */}
      {firstPage?.point && !fieldErrors && (
        <Text fw={600}>
          {t('results.near', { pincode: firstPage.point.pincode, district: firstPage.point.district })}
        </Text>
      )}
      {body}
    </Stack>
  );
}
