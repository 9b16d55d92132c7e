import { SEARCH_SORTS, type SearchSort, type ServiceSearchPage } from '@sevak/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SEARCH_PARAMS } from '../../../lib/search';

/** What the services page searches for; '' when a filter is not set. */
export type SearchFilters = { q: string; place: string; category: string; sort: SearchSort };

function isSort(value: string | null): value is SearchSort {
  return (SEARCH_SORTS as readonly (string | null)[]).includes(value);
}

/** The filters of /servises?q=&place=&category=&sort= (an unknown sort is relevance). */
export function searchFiltersFromParams(params: URLSearchParams): SearchFilters {
  const sort = params.get(SEARCH_PARAMS.sort);
  return {
    q: params.get(SEARCH_PARAMS.query)?.trim() ?? '',
    place: params.get(SEARCH_PARAMS.place)?.trim() ?? '',
    category: params.get(SEARCH_PARAMS.category)?.trim() ?? '',
    sort: isSort(sort) ? sort : 'relevance',
  };
}

/** The page's URL for these filters: empty ones and the default sort are left out. */
export function searchParamsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set(SEARCH_PARAMS.query, filters.q.trim());
  if (filters.place.trim()) params.set(SEARCH_PARAMS.place, filters.place.trim());
  if (filters.category) params.set(SEARCH_PARAMS.category, filters.category);
  if (filters.sort !== 'relevance') params.set(SEARCH_PARAMS.sort, filters.sort);
  return params;
}

/** A next page: its cursor, and the words and place the first page was corrected to (if it was). */
type NextPage = { cursor: string; q: string; place: string };

/**
 * GET /services/search, keyset-paged; the API's parameter names are the page's own. When the
 * first page says it corrected a typo, the next pages ask with the corrected words.
 */
export function serviceSearchQuery(filters: SearchFilters) {
  return infiniteQueryOptions({
    queryKey: ['services', 'search', filters],
    queryFn: ({ pageParam, signal }) => {
      const params = searchParamsFromFilters(
        pageParam ? { ...filters, q: pageParam.q, place: pageParam.place } : filters,
      );
      params.set(SEARCH_PARAMS.sort, filters.sort);
      if (pageParam) params.set('cursor', pageParam.cursor);
      return api.get<ServiceSearchPage>(`/services/search?${params}`, { signal });
    },
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
