import { Button, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  searchFiltersFromParams,
  searchParamsFromFilters,
  type SearchFilters,
  type ServiceSearchPage,
} from '@sevak/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useServiceSearch } from '../api/search';
import { ProviderCard } from '../components/provider-card';
import { SearchForm } from '../components/search-form';
import { LoadFailed } from '../../../components/load-failed';

export const NO_PROVIDERS_TEXT = 'No providers found';

/** 'plumber in Bengaluru', or whichever part there is. */
function describeSearch({ q, place }: { q: string | null; place: string | null }): string {
  return [q, place].filter(Boolean).join(' in ');
}

/** Nobody matched the words typed; the results are for the nearest words search knows. */
function CorrectionNote({
  typed,
  corrected,
}: {
  typed: SearchFilters;
  corrected: NonNullable<ServiceSearchPage['correctedTo']>;
}) {
  return (
    <Stack gap={2} role="status">
      <Text fw={600}>Showing results for “{describeSearch({ q: corrected.q, place: corrected.place })}”</Text>
      <Text size="sm" c="dimmed">
        No providers matched “{describeSearch(typed)}”.
      </Text>
    </Stack>
  );
}

/** /servises: verified providers by what, where and category. The URL holds the search. */
export function ServicesPage() {
  usePageTitle('Find a service');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => searchFiltersFromParams(params), [params]);
  const results = useServiceSearch(filters);
  const providers = useMemo(() => results.data?.pages.flatMap((page) => page.providers) ?? [], [results.data]);
  const firstPage = results.data?.pages[0];
  // Each search is a new history entry, so Back returns to the previous one.
  const search = (next: SearchFilters) => setParams(searchParamsFromFilters(next));
  const filtered = Boolean(filters.q || filters.place || filters.category);

  let body;
  if (results.isPending) body = <Loader size="sm" aria-label="Loading providers" />;
  else if (results.isError && !results.isFetchNextPageError) {
    body = (
      <LoadFailed
        title="The search could not be completed"
        message={errorMessage(results.error)}
        onRetry={() => void results.refetch()}
      />
    );
  } else if (providers.length === 0) {
    body = (
      <Stack gap={4}>
        <Text fw={600}>{NO_PROVIDERS_TEXT}</Text>
        <Text size="sm" c="dimmed">
          Try fewer or shorter words, a nearby city or your state instead of a pincode, or any category.
        </Text>
        {filtered && (
          <Button
            variant="default"
            mt="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => search({ ...filters, q: '', place: '', category: '' })}
          >
            Clear filters
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
            Providers in {firstPage.area} first
          </Text>
        )}
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          aria-label="Providers"
          aria-busy={results.isPlaceholderData || undefined}
          // The previous search's cards, dimmed, until the new answer comes.
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: results.isPlaceholderData ? 0.6 : 1 }}
        >
          {providers.map((provider) => (
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
              ? { title: 'More providers could not be loaded', message: errorMessage(results.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap={4}>
        <Title order={1}>Find a service</Title>
        <Text c="dimmed">Every provider here has a checked identity and was approved by our team.</Text>
      </Stack>
      <SearchForm filters={filters} onSearch={search} />
      {body}
    </Stack>
  );
}
