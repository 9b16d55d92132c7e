/**
 * The services page's search, as its URL and the API's hold it: /servises?q=&place=&category=&sort=
 * and GET /services/search with the same names. Apart from the search schemas (services.ts), so
 * the page does not bring zod along; the server reads it too, to preload the page's
 * first search (`serviceSearchApiPath`).
 */
export const SEARCH_SORTS = ['relevance', 'rating', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PARAMS = { query: 'q', place: 'place', category: 'category', sort: 'sort' } as const;

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

/** The page's URL parameters for these filters: empty ones and the default sort are left out. */
export function searchParamsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set(SEARCH_PARAMS.query, filters.q.trim());
  if (filters.place.trim()) params.set(SEARCH_PARAMS.place, filters.place.trim());
  if (filters.category) params.set(SEARCH_PARAMS.category, filters.category);
  if (filters.sort !== 'relevance') params.set(SEARCH_PARAMS.sort, filters.sort);
  return params;
}

/**
 * The API address of a search's first page, or of the page after `cursor`: the same text wherever
 * it is built, so the server's preload of a first page is the request the page then makes.
 */
export function serviceSearchApiPath(filters: SearchFilters, cursor?: string): string {
  const params = searchParamsFromFilters(filters);
  params.set(SEARCH_PARAMS.sort, filters.sort);
  if (cursor) params.set('cursor', cursor);
  return `/services/search?${params}`;
}
