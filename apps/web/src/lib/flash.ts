/**
 * A toast that survives one full page load (e.g. "Logout Successful..." shown after the
 * logout reload). Kept in sessionStorage: non-secret UI state only (docs/contract.md §12).
 */
const FLASH_KEY = 'sevak.flash';

export type Flash = { message: string; kind: 'success' | 'error' | 'info' };

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage can be unavailable (private mode, quota); the toast is a nicety.
  }
}

export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(FLASH_KEY);
    const value = JSON.parse(raw) as Partial<Flash>;
    if (typeof value.message !== 'string') return null;
    return { message: value.message, kind: value.kind ?? 'info' };
  } catch {
    return null;
  }
}
