/** 'Pune, Maharashtra' from a provider's city and state; null when neither is known. */
export function formatArea(city: string | null, state: string | null): string | null {
  return [city, state].filter((part) => part?.trim()).join(', ') || null;
}
