import { NO_SEARCH_FILTERS, paths, searchParamsFromFilters, type SearchFilters } from '@sevak/shared';

/**
 * The marketplace's URLs: /servises?q=<what>&place=<where>&category=<name>&sort=…&near=…, a
 * provider's page /serviceDetail?id=<id>, and the request form /work/sendrequest?id=<provider id>.
 */
export function servicesPathOf(filters: Partial<SearchFilters>): string {
  const search = searchParamsFromFilters({ ...NO_SEARCH_FILTERS, ...filters }).toString();
  return search ? `${paths.services}?${search}` : paths.services;
}

export function servicesSearchPath(query: string, place = '', category = ''): string {
  return servicesPathOf({ q: query, place, category: category.trim() });
}

/** The services page for one category: /servises?category=Plumber */
export function categorySearchPath(category: string): string {
  return servicesSearchPath('', '', category);
}

export function providerPath(providerId: string): string {
  return `${paths.serviceDetail}?id=${encodeURIComponent(providerId)}`;
}

/**
 * What the request form starts with when a seeker comes from a time they chose on the provider's
 * page: the service's category, the day (yyyy-MM-dd, India) and the time (HH:mm, India).
 */
export type RequestPreset = { category: string; date: string; time: string };

export const REQUEST_PRESET_PARAMS = { category: 'category', date: 'date', time: 'time' } as const;

export function sendRequestPath(providerId: string, preset?: RequestPreset): string {
  const params = new URLSearchParams({ id: providerId });
  if (preset) {
    for (const key of ['category', 'date', 'time'] as const) {
      if (preset[key]) params.set(REQUEST_PRESET_PARAMS[key], preset[key]);
    }
  }
  return `${paths.sendRequest}?${params}`;
}
