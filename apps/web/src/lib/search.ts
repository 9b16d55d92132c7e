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

export function sendRequestPath(providerId: string): string {
  return `${paths.sendRequest}?${new URLSearchParams({ id: providerId })}`;
}
