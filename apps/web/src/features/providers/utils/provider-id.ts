const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ?id= of a provider's URLs, or null when it cannot be a provider id (nothing is asked then). */
export function providerIdOf(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim() ?? '';
  return UUID.test(id) ? id : null;
}
