import { paths, SEARCH_PARAMS } from '@sevak/shared';

/**
 * The marketplace's URLs: /servises?q=<what>&place=<where>&category=<name>&sort=…, a provider's
 * page /serviceDetail?id=<id>, and the request form /work/sendrequest?id=<provider id>.
 */
export function servicesSearchPath(query: string, place = '', category = ''): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set(SEARCH_PARAMS.query, query.trim());
  if (place.trim()) params.set(SEARCH_PARAMS.place, place.trim());
  if (category.trim()) params.set(SEARCH_PARAMS.category, category.trim());
  const search = params.toString();
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
