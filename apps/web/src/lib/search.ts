import { paths, searchParamsFromFilters } from '@sevak/shared';

/**
 * The marketplace's URLs: /servises?q=<what>&place=<where>&category=<name>&sort=…, a provider's
 * page /serviceDetail?id=<id>, and the request form /work/sendrequest?id=<provider id>.
 */
export function servicesSearchPath(query: string, place = '', category = ''): string {
  const search = searchParamsFromFilters({ q: query, place, category: category.trim(), sort: 'relevance' }).toString();
  return search ? `${paths.services}?${search}` : paths.services;
}

/** The services page for one category: /servises?category=Plumber */
export function categorySearchPath(category: string): string {
  return servicesSearchPath('', '', category);
}

export function providerPath(providerId: string): string {
  return `${paths.serviceDetail}?id=${encodeURIComponent(providerId)}`;
}

export function sendRequestPath(providerId: string): string {
  return `${paths.sendRequest}?id=${encodeURIComponent(providerId)}`;
}
