/**
 * The services page's search, as its URL and the API's hold it:
 * /servises?q=&place=&category=&sort=&near=&lat=&lng=&availableOn=&online= and GET /services/search
 * with the same names. Apart from the search schemas (services.ts), so
 * the page does not bring zod along; the server reads it too, to preload the page's
 * first search (`serviceSearchApiPath`).
 */
export const SEARCH_SORTS = ['relevance', 'rating', 'newest', 'distance', 'price'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_PARAMS = {
  query: 'q',
  place: 'place',
  category: 'category',
  sort: 'sort',
  near: 'near',
  lat: 'lat',
  lng: 'lng',
  availableOn: 'availableOn',
  online: 'online',
} as const;

/**
 * What the services page searches for; '' when a filter is not set. A point to measure distance
 * from is `near` (a pincode) or `lat` + `lng` (the browser's location, as text); `online` lists
 * only providers taking work now.
 */
export type SearchFilters = {
  q: string;
  place: string;
  category: string;
  sort: SearchSort;
  near: string;
  lat: string;
  lng: string;
  availableOn: string;
  online: boolean;
};

/** No filter set, the default sort. */
export const NO_SEARCH_FILTERS: SearchFilters = {
  q: '',
  place: '',
  category: '',
  sort: 'relevance',
  near: '',
  lat: '',
  lng: '',
  availableOn: '',
  online: false,
};

/** Whether the search measures distance from a point (a pincode or the browser's location). */
export function hasSearchPoint(filters: Pick<SearchFilters, 'near' | 'lat' | 'lng'>): boolean {
  return filters.near !== '' || (filters.lat !== '' && filters.lng !== '');
}

function isSort(value: string | null): value is SearchSort {
  return (SEARCH_SORTS as readonly (string | null)[]).includes(value);
}

/** The filters of the services page's URL (an unknown sort is relevance). */
export function searchFiltersFromParams(params: URLSearchParams): SearchFilters {
  const sort = params.get(SEARCH_PARAMS.sort);
  const text = (name: string) => params.get(name)?.trim() ?? '';
  return {
    q: text(SEARCH_PARAMS.query),
    place: text(SEARCH_PARAMS.place),
    category: text(SEARCH_PARAMS.category),
    sort: isSort(sort) ? sort : 'relevance',
    near: text(SEARCH_PARAMS.near),
    lat: text(SEARCH_PARAMS.lat),
    lng: text(SEARCH_PARAMS.lng),
    availableOn: text(SEARCH_PARAMS.availableOn),
    online: params.get(SEARCH_PARAMS.online) === 'true',
  };
}

/** The page's URL parameters for these filters: empty ones and the default sort are left out. */
export function searchParamsFromFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const put = (name: string, value: string) => {
    if (value.trim()) params.set(name, value.trim());
  };
  put(SEARCH_PARAMS.query, filters.q);
  put(SEARCH_PARAMS.place, filters.place);
  put(SEARCH_PARAMS.category, filters.category);
  if (filters.sort !== 'relevance') params.set(SEARCH_PARAMS.sort, filters.sort);
  put(SEARCH_PARAMS.near, filters.near);
  put(SEARCH_PARAMS.lat, filters.lat);
  put(SEARCH_PARAMS.lng, filters.lng);
  put(SEARCH_PARAMS.availableOn, filters.availableOn);
  if (filters.online) params.set(SEARCH_PARAMS.online, 'true');
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
