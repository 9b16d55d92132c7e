import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createMember, createTestApp, type TestApp } from '../../../test/app.js';
import { loadConfig } from '../../platform/config.js';
import { notices } from './notices.js';
import type { NotificationEvent } from './notifications.hub.js';
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
      notify(tx, m.id, { notice: notices.ticketResolved('Leaking tap', 'Done'), link: '/ViewTickits' }),
    );
    const event = { notification: n };
    await Promise.all([instanceA(event), instanceB(event), instanceA(event)]);
    expect(sent).toEqual([
      {
        token: 'browser-token-1',
        data: { title: 'Your support ticket is resolved', body: 'Leaking tap: Done', link: '/ViewTickits' },
      },
    ]);
  });

  it('speaks the member’s language: a Hindi member’s push is in Hindi, an English member’s unchanged', async () => {
    const hindi = await createMember(t.db, { fcmToken: 'hindi-browser', language: 'hi' });
    const english = await createMember(t.db, { fcmToken: 'english-browser' });
    const { client, sent } = recordingClient();
    const push = createPushSender(t.db, client, silent);
    // As the app wires it: every event the channel delivers goes to the push sender.
    const heard: Promise<void>[] = [];
    const stop = t.app.notificationHub.onEvery((event) => {
      if (event.userId === hindi.id || event.userId === english.id) heard.push(push(event));
    });
    try {
      for (const member of [hindi, english]) {
        const n = await t.db.transaction((tx) =>
          notify(tx, member.id, { notice: notices.withdrawalPaid('₹1,500.00', 'UTR12345678'), link: '/wallete' }),
        );
        // The bell keeps the API's English words for both (the web app shows them in the reader's language).
        expect(n).toMatchObject({ title: '₹1,500.00 paid to your bank' });
        await vi.waitUntil(() => heard.length === (member === hindi ? 1 : 2));
        await Promise.all(heard);
      }
    } finally {
      stop();
    }
    expect(sent).toEqual([
      {
        token: 'hindi-browser',
        data: {
          title: '₹1,500.00 आपके बैंक खाते में भेजे गए',
          body: 'आपकी निकासी का भुगतान हो गया। बैंक रेफ़रेंस (UTR): UTR12345678।',
          link: '/wallete',
        },
      },
      {
        token: 'english-browser',
        data: {
          title: '₹1,500.00 paid to your bank',
          body: 'Your withdrawal was paid. Bank reference (UTR): UTR12345678.',
          link: '/wallete',
        },
      },
    ]);
  });

  it('an announcement too long for PostgreSQL with the Hindi words too pushes the English ones', async () => {
    const hindi = await createMember(t.db, { fcmToken: 'hindi-browser-2', language: 'hi' });
    const heard: NotificationEvent[] = [];
    const stop = t.app.notificationHub.onEvery((event) => {
      if (event.userId === hindi.id) heard.push(event);
    });
    try {
      // Control characters take 6 bytes each in JSON: 1000 of them in both languages pass 8000.
      const reason = '\u0001'.repeat(1000);
      const n = await t.db.transaction((tx) => notify(tx, hindi.id, { notice: notices.walletCredited('₹1', reason) }));
      await vi.waitUntil(() => heard.length === 1);
      expect(heard[0]).toEqual({ userId: hindi.id, notification: n });
    } finally {
      stop();
    }
  });

  it('skips members without a token, and forgets a token Firebase no longer knows', async () => {
    const none = await createMember(t.db);
    const { client, sent } = recordingClient();
    await createPushSender(
      t.db,
      client,
      silent,
    )({ notification: await t.db.transaction((tx) => notify(tx, none.id, { notice: notices.ekycApproved() })) });
    expect(sent).toEqual([]);

    const stale = await createMember(t.db, { fcmToken: 'stale-token' });
    const failing = recordingClient({ code: 'messaging/registration-token-not-registered' });
    await createPushSender(
      t.db,
      failing.client,
      silent,
    )({ notification: await t.db.transaction((tx) => notify(tx, stale.id, { notice: notices.ekycApproved() })) });
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
