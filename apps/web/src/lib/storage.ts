/**
 * localStorage keys of docs/product-spec.md §3 that belong to the signed-in person; cleared at logout (docs/product-spec.md §4).
 * The session token is never among them: it lives in an httpOnly cookie (docs/contract.md §12).
 */
export const USER_STORAGE_KEYS = [
  'token',
  'kyc_modal_shown',
  'isAvailable',
  'rzp_checkout_anon_id',
  'rzp_device_id',
] as const;

export function clearUserStorage(): void {
  try {
    for (const key of USER_STORAGE_KEYS) localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
