import type { PushConfig } from '@sevak/shared';

/**
 * Push notifications through Firebase Cloud Messaging (docs/product-spec.md §1, §7 Push, §8 Push), only when the
 * server's public config has `push`. The steps: load the Firebase SDK → ask for permission →
 * register /firebase-messaging-sw.js → get this browser's token → POST it. Nothing here shows text
 * to the person (docs/product-spec.md §8): outcomes go to the console.
 */

export type PushSettings = NonNullable<PushConfig>;

/** The one call of Firebase Cloud Messaging the app needs. */
export type PushMessaging = {
  getToken: (options: {
    vapidKey: string;
    serviceWorkerRegistration: ServiceWorkerRegistration;
  }) => Promise<string | null>;
};

/** Loads the SDK for `config`; null when push cannot work in this browser or build. */
export type LoadPushMessaging = (config: PushSettings) => Promise<PushMessaging | null>;

/** The browser's side of it (a seam for tests). */
export type PushBrowser = {
  supported: () => boolean;
  requestPermission: () => Promise<NotificationPermission>;
  registerServiceWorker: (url: string) => Promise<ServiceWorkerRegistration>;
};

export const SERVICE_WORKER_URL = '/firebase-messaging-sw.js';

/**
 * Push's worker has a scope of its own (Firebase's default one), not '/': a scope holds one worker,
 * and '/' is the installable app's (/sw.js). Push messages reach the worker that
 * subscribed, whatever its scope; a notification's click opens the page through `clients`.
 */
export const PUSH_SCOPE = '/firebase-cloud-messaging-push-scope';

export const PUSH_LOG = {
  permissionDenied: 'Notification permission denied.',
  noToken: 'No push token was returned.',
  failed: 'Could not get a push token.',
} as const;

export const browserPush: PushBrowser = {
  supported: () => typeof window.Notification === 'function' && 'serviceWorker' in navigator,
  requestPermission: () => window.Notification.requestPermission(),
  registerServiceWorker: (url) => navigator.serviceWorker.register(url, { scope: PUSH_SCOPE }),
};

/**
 * The Firebase SDK (the `firebase` package), loaded only when push is configured: its own chunks,
 * never on a page of someone without push. Null when this browser cannot receive push.
 */
export const loadFirebaseMessaging: LoadPushMessaging = async (config) => {
  const [{ getApps, initializeApp }, { getMessaging, getToken, isSupported }] = await Promise.all([
    import('firebase/app'),
    import('firebase/messaging'),
  ]);
  if (!(await isSupported())) return null;
  const { vapidKey: _vapidKey, ...options } = config;
  const messaging = getMessaging(getApps()[0] ?? initializeApp(options));
  return { getToken: (tokenOptions) => getToken(messaging, tokenOptions) };
};

export type PushOutcome = 'unsupported' | 'denied' | 'no-token' | 'saved' | 'failed' | 'cancelled';

type RegisterPushOptions = {
  saveToken: (token: string) => Promise<unknown>;
  loadMessaging?: LoadPushMessaging;
  browser?: PushBrowser;
  /** Aborted when the person signs out meanwhile: the token is then not sent. */
  signal?: AbortSignal;
};

export async function registerPush(
  config: PushSettings,
  { saveToken, loadMessaging = loadFirebaseMessaging, browser = browserPush, signal }: RegisterPushOptions,
): Promise<PushOutcome> {
  if (!browser.supported()) return 'unsupported';
  try {
    // The SDK first: a browser (or build) that cannot receive push is never asked for permission.
    const messaging = await loadMessaging(config);
    if (!messaging) return 'unsupported';
    if (signal?.aborted) return 'cancelled';
    const permission = await browser.requestPermission();
    if (permission !== 'granted') {
      console.info(PUSH_LOG.permissionDenied);
      return 'denied';
    }
    const registration = await browser.registerServiceWorker(SERVICE_WORKER_URL);
    const token = await messaging.getToken({ vapidKey: config.vapidKey, serviceWorkerRegistration: registration });
    if (!token) {
      console.warn(PUSH_LOG.noToken);
      return 'no-token';
    }
    if (signal?.aborted) return 'cancelled';
    await saveToken(token);
    return 'saved';
  } catch (error) {
    console.error(PUSH_LOG.failed, error);
    return 'failed';
  }
}
