import { isUuid } from '@sevak/shared';

/** The ?id= of a provider's URLs, or null when it cannot be a provider id (nothing is asked then). */
export function providerIdOf(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim() ?? '';
  return isUuid(id) ? id : null;
}
