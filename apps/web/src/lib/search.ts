import { paths } from '@sevak/shared';

/**
 * The services search URL: /servises?q=<what>&place=<where>. The services page (later work)
 * reads the same two parameters.
 */
export const SEARCH_PARAMS = { query: 'q', place: 'place' } as const;

export function servicesSearchPath(query: string, place = ''): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set(SEARCH_PARAMS.query, query.trim());
  if (place.trim()) params.set(SEARCH_PARAMS.place, place.trim());
  const search = params.toString();
  return search ? `${paths.services}?${search}` : paths.services;
}
