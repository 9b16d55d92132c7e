/** UI timings and texts that only the web app needs (docs/product-spec.md §2, §9; docs/contract.md §12). */

/** The start loader stays up this long, counted from navigation start (docs/product-spec.md §2: 2 s). */
export const START_LOADER_MS = 2000;

/** Product toasts close after 3 s (docs/contract.md §12; notifications use NOTIFICATION_TOAST_MS, 5 s). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Shown when the request never reached the server (docs/product-spec.md §8 wording). */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again';

export const APP_NAME = 'Sevak';
