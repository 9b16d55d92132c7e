import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createMember, createTestApp, type TestApp } from '../../../test/app.js';
import { loadConfig } from '../../platform/config.js';
import { notify } from './notifications.service.js';
import { createPushSender, type PushClient, type PushMessage } from './push.js';

const WEB_CONFIG = {
  apiKey: 'k',
  authDomain: 'sevak.firebaseapp.com',
  projectId: 'sevak',
  messagingSenderId: '1',
  appId: 'a',
  vapidKey: 'BPublicKey',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Firebase's side, recorded: the one external service here (its SDK needs Google's servers). */
function recordingClient(fail?: { code: string }) {
  const sent: PushMessage[] = [];
  const client: PushClient = {
    send: async (message) => {
      if (fail) throw Object.assign(new Error(fail.code), fail);
      sent.push(message);
      return 'projects/sevak/messages/1';
    },
  };
  return { client, sent };
}
const silent = { info: () => undefined, warn: () => undefined } as never;

describe('push messages', () => {
  it('sends each notification once to the member’s browser, however many instances hear it', async () => {
    const m = await createMember(t.db, { fcmToken: 'browser-token-1' });
    const { client, sent } = recordingClient();
    const instanceA = createPushSender(t.db, client, silent);
    const instanceB = createPushSender(t.db, client, silent);
    const n = await t.db.transaction((tx) =>
      notify(tx, m.id, { title: 'Your support ticket is resolved', body: 'Done', link: '/ViewTickits' }),
    );
    await Promise.all([instanceA(n), instanceB(n), instanceA(n)]);
    expect(sent).toEqual([
      {
        token: 'browser-token-1',
        data: { title: 'Your support ticket is resolved', body: 'Done', link: '/ViewTickits' },
      },
    ]);
  });

  it('skips members without a token, and forgets a token Firebase no longer knows', async () => {
    const none = await createMember(t.db);
    const { client, sent } = recordingClient();
    await createPushSender(
      t.db,
      client,
      silent,
    )(await t.db.transaction((tx) => notify(tx, none.id, { title: 'x', body: 'y' })));
    expect(sent).toEqual([]);

    const stale = await createMember(t.db, { fcmToken: 'stale-token' });
    const failing = recordingClient({ code: 'messaging/registration-token-not-registered' });
    await createPushSender(
      t.db,
      failing.client,
      silent,
    )(await t.db.transaction((tx) => notify(tx, stale.id, { title: 'x', body: 'y' })));
    const [row] = await t.db.select({ token: users.fcmToken }).from(users).where(eq(users.id, stale.id));
    expect(row?.token).toBeNull();
  });

  it('the browser’s token is saved for the signed-in member only', async () => {
    const m = await createMember(t.db);
    const { signIn } = await import('../../../test/app.js');
    const { cookie } = await signIn(t.app, m);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/token',
      headers: { cookie },
      payload: { token: 'new-browser-token' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select({ token: users.fcmToken }).from(users).where(eq(users.id, m.id));
    expect(row?.token).toBe('new-browser-token');
  });
});

describe('push configuration', () => {
  it('is off by default: no push settings for the web app and no service worker', async () => {
    expect((await t.app.inject({ url: '/api/config/public' })).json().push).toBeNull();
    expect((await t.app.inject({ url: '/firebase-messaging-sw.js' })).statusCode).toBe(404);
  });

  it('needs both Firebase settings, each valid JSON', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/sevak-config-test', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...base, FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG) })).toThrow(
      /must be set together/,
    );
    expect(() =>
      loadConfig({ ...base, FIREBASE_SERVICE_ACCOUNT: '{not json', FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG) }),
    ).toThrow(/FIREBASE_SERVICE_ACCOUNT must be the service account JSON/);
    const config = loadConfig({
      ...base,
      FIREBASE_SERVICE_ACCOUNT: '{"project_id":"sevak"}',
      FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG),
    });
    expect(config.FIREBASE_WEB_CONFIG).toEqual(WEB_CONFIG);
  });

  it('configured: the web app gets the public settings, the service worker is served, and the CSP allows Firebase', async () => {
    const { buildApp } = await import('../../app.js');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/sevak-config-test',
      APP_SECRET: 'x'.repeat(32),
      FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG),
      FIREBASE_SERVICE_ACCOUNT: '{}',
    });
    // The service account is not used here: the app is built without it (no Google credentials in tests).
    const app = await buildApp({
      config: { ...config, FIREBASE_SERVICE_ACCOUNT: undefined },
      database: t.database,
      webRoot: false,
    });
    try {
      expect((await app.inject({ url: '/api/config/public' })).json().push).toEqual(WEB_CONFIG);
      const sw = await app.inject({ url: '/firebase-messaging-sw.js' });
      expect(sw.headers['content-type']).toContain('javascript');
      expect(sw.body).toContain('"projectId":"sevak"');
      expect(sw.body).not.toContain('BPublicKey');
      expect(sw.headers['content-security-policy']).toContain('https://www.gstatic.com');
    } finally {
      await app.close();
    }
  });
});
