// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  browserPush,
  PUSH_LOG,
  PUSH_SCOPE,
  registerPush,
  SERVICE_WORKER_URL,
  type PushBrowser,
  type PushSettings,
} from './push';

const CONFIG: PushSettings = {
  apiKey: 'key',
  authDomain: 'sevak.firebaseapp.com',
  projectId: 'sevak',
  messagingSenderId: '123',
  appId: '1:123:web:abc',
  vapidKey: 'vapid-public-key',
};

const registration = { scope: '/' } as ServiceWorkerRegistration;

function fakeBrowser(permission: NotificationPermission = 'granted'): PushBrowser & {
  requestPermission: ReturnType<typeof vi.fn>;
  registerServiceWorker: ReturnType<typeof vi.fn>;
} {
  return {
    supported: () => true,
    requestPermission: vi.fn(async () => permission),
    registerServiceWorker: vi.fn(async () => registration),
  };
}

const messagingWith = (getToken: () => Promise<string | null>) => {
  const messaging = { getToken: vi.fn(getToken) };
  return { messaging, loadMessaging: vi.fn(async () => messaging) };
};

describe('registerPush', () => {
  it('granted: registers the service worker, gets a token with the public key and saves it', async () => {
    const browser = fakeBrowser('granted');
    const { messaging, loadMessaging } = messagingWith(async () => 'fcm-token');
    const saveToken = vi.fn(async () => undefined);
    expect(await registerPush(CONFIG, { saveToken, loadMessaging, browser })).toBe('saved');
    expect(loadMessaging).toHaveBeenCalledWith(CONFIG);
    expect(browser.registerServiceWorker).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/firebase-messaging-sw.js');
    expect(messaging.getToken).toHaveBeenCalledWith({
      vapidKey: 'vapid-public-key',
      serviceWorkerRegistration: registration,
    });
    expect(saveToken).toHaveBeenCalledWith('fcm-token');
  });

  it.each(['denied', 'default'] as const)('permission %s: logs it and stops', async (permission) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const browser = fakeBrowser(permission);
    const saveToken = vi.fn();
    const { loadMessaging } = messagingWith(async () => 'fcm-token');
    expect(await registerPush(CONFIG, { saveToken, loadMessaging, browser })).toBe('denied');
    expect(info).toHaveBeenCalledWith('Notification permission denied.');
    expect(browser.registerServiceWorker).not.toHaveBeenCalled();
    expect(saveToken).not.toHaveBeenCalled();
  });

  it('no token: a warning, nothing saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const saveToken = vi.fn();
    const { loadMessaging } = messagingWith(async () => null);
    expect(await registerPush(CONFIG, { saveToken, loadMessaging, browser: fakeBrowser() })).toBe('no-token');
    expect(warn).toHaveBeenCalledWith(PUSH_LOG.noToken);
    expect(saveToken).not.toHaveBeenCalled();
  });

  it('a failure is logged as an error, never shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loadMessaging } = messagingWith(async () => {
      throw new Error('messaging/token-subscribe-failed');
    });
    expect(await registerPush(CONFIG, { saveToken: vi.fn(), loadMessaging, browser: fakeBrowser() })).toBe('failed');
    expect(error).toHaveBeenCalledWith(PUSH_LOG.failed, expect.any(Error));
  });

  it('asks nothing when push cannot work here (no SDK or unsupported browser)', async () => {
    const browser = fakeBrowser();
    expect(await registerPush(CONFIG, { saveToken: vi.fn(), loadMessaging: async () => null, browser })).toBe(
      'unsupported',
    );
    expect(browser.requestPermission).not.toHaveBeenCalled();
    const unsupported = { ...fakeBrowser(), supported: () => false };
    const { loadMessaging } = messagingWith(async () => 'fcm-token');
    expect(await registerPush(CONFIG, { saveToken: vi.fn(), loadMessaging, browser: unsupported })).toBe('unsupported');
    expect(loadMessaging).not.toHaveBeenCalled();
  });

  it('the real Firebase SDK, where the browser has no Push API (happy-dom): unsupported, nothing asked', async () => {
    const browser = fakeBrowser();
    expect(await registerPush(CONFIG, { saveToken: vi.fn(), browser })).toBe('unsupported');
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('does not send the token after a sign-out meanwhile', async () => {
    const controller = new AbortController();
    const saveToken = vi.fn();
    const { loadMessaging } = messagingWith(async () => {
      controller.abort();
      return 'fcm-token';
    });
    expect(
      await registerPush(CONFIG, { saveToken, loadMessaging, browser: fakeBrowser(), signal: controller.signal }),
    ).toBe('cancelled');
    expect(saveToken).not.toHaveBeenCalled();
  });
});

describe('push beside the installable app', () => {
  it("registers push's worker in a scope of its own, leaving '/' to the app's /sw.js", async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    await browserPush.registerServiceWorker(SERVICE_WORKER_URL);
    expect(register).toHaveBeenCalledWith('/firebase-messaging-sw.js', { scope: PUSH_SCOPE });
    expect(PUSH_SCOPE).not.toBe('/');
  });
});
