import type { RequestFormValues } from './request-form';

/**
 * A visitor's filled-in request, kept while they sign in so they come back to what they typed.
 * sessionStorage, per provider: this tab only, and nothing secret in it (docs/contract.md §12).
 */
const draftKey = (providerId: string) => `sevak.work.draft.${providerId}`;

const ADDRESS_KEYS = ['area', 'city', 'state', 'country', 'pincode'] as const;
const TEXT_KEYS = ['category', 'description', 'date', 'time', 'contactPhone'] as const;

function isDraft(value: unknown): value is RequestFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  const address = draft.address as Record<string, unknown> | null | undefined;
  return (
    TEXT_KEYS.every((key) => typeof draft[key] === 'string') &&
    typeof address === 'object' &&
    address !== null &&
    ADDRESS_KEYS.every((key) => typeof address[key] === 'string')
  );
}

export function saveRequestDraft(providerId: string, values: RequestFormValues): void {
  try {
    sessionStorage.setItem(draftKey(providerId), JSON.stringify(values));
  } catch {
    // Storage can be unavailable (private mode, quota): they type it again.
  }
}

export function loadRequestDraft(providerId: string): RequestFormValues | null {
  try {
    const raw = sessionStorage.getItem(draftKey(providerId));
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearRequestDraft(providerId: string): void {
  try {
    sessionStorage.removeItem(draftKey(providerId));
  } catch {
    // Nothing to clear.
  }
}
