import {
  searchFiltersFromParams,
  serviceSearchApiPath,
  type SearchFilters,
  type ServiceSearchPage,
} from '@sevak/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { api } from '../../../lib/api';
import { categoriesQuery } from '../../../lib/categories';

/** A next page: its cursor, and the words and place the first page was corrected to (if it was). */
type NextPage = { cursor: string; q: string; place: string };

/**
 * GET /services/search, keyset-paged; the API's parameter names are the page's own. When the
 * first page says it corrected a typo, the next pages ask with the corrected words.
 */
export function serviceSearchQuery(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: ['services', 'search', filters],
    queryFn: ({ pageParam, signal }) =>
      api.get<ServiceSearchPage>(
        pageParam
          ? serviceSearchApiPath({ ...filters, q: pageParam.q, place: pageParam.place }, pageParam.cursor)
          : serviceSearchApiPath(filters),
        { signal },
      ),
    initialPageParam: null as NextPage | null,
    getNextPageParam: (last, pages): NextPage | undefined => {
      if (!last.nextCursor) return undefined;
      const corrected = pages[0]?.correctedTo;
      return {
        cursor: last.nextCursor,
        q: corrected?.q ?? filters.q,
        place: corrected?.place ?? filters.place,
      };
    },
  });
}

export function useServiceSearch(filters: SearchFilters) {
  // The last results stay on screen while the next search's answer loads.
  return useInfiniteQuery({ ...serviceSearchQuery(filters), placeholderData: keepPreviousData });
}

/**
 * The services page's route loader: the search and the category list start loading as the router
 * starts, alongside the page's code and while a first visit's start loader shows, instead of once
 * the page renders. Not awaited: a new search shows the page at once, with its own
 * loading state.
 */
export function servicesLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    void queryClient.prefetchInfiniteQuery(
      serviceSearchQuery(searchFiltersFromParams(new URL(request.url).searchParams)),
    );
    void queryClient.prefetchQuery(categoriesQuery());
    return null;
  };
}
