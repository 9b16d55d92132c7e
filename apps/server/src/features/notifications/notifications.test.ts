import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { insertPayment } from '../payments/payments.repo.js';
import { capturePayment } from '../payments/payments.service.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { registrationForm } from '../../../test/images.js';
import { payFee } from '../../../test/ledger.js';
import { startSecondInstance } from '../../../test/second-instance-process.js';
import { openStream } from '../../../test/sse.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

async function raiseAndResolve(app: TestApp['app'], memberCookie: string, issue: string) {
  const ticket = (
    await app.inject({
      method: 'POST',
      url: '/api/support/addIssue',
      headers: { cookie: memberCookie },
      payload: { issue, description: 'Please help' },
    })
  ).json().ticket;
  const res = await app.inject({
    method: 'PUT',
    url: `/api/support/updateTicketStatus/${ticket._id}/status`,
    headers: { cookie: admin },
    payload: { status: 'Resolved', resolutionMessage: 'Done for you' },
  });
  expect(res.statusCode).toBe(200);
}

describe('notifications', () => {
  it('the bell lists a member’s own notifications with the unread count; read one, read all', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    const other = await createMember(t.db, { isAdminApproved: true });
    const cookie = (await signIn(t.app, m)).cookie;
    const otherCookie = (await signIn(t.app, other)).cookie;
    await raiseAndResolve(t.app, cookie, 'First');
    await raiseAndResolve(t.app, cookie, 'Second');
    const list = (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
    expect(list.unread).toBe(2);
    expect(list.notifications.map((n: { body: string }) => n.body)).toEqual([
      'Second: Done for you',
      'First: Done for you',
    ]);
    // Another member can neither see nor mark them.
    expect((await t.app.inject({ url: '/api/notifications', headers: { cookie: otherCookie } })).json()).toEqual({
      notifications: [],
      unread: 0,
    });
    // Another member's notification is not theirs to see: 404, and it stays unread.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${list.notifications[0]._id}/read`,
      headers: { cookie: otherCookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json().unread).toBe(2);
    await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${list.notifications[0]._id}/read`,
      headers: { cookie },
    });
    expect((await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json().unread).toBe(1);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: { cookie } });
    const after = (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
    expect(after.unread).toBe(0);
    expect(after.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('approval and a captured fee notify the member too', async () => {
    const m = await createMember(t.db);
    // Approved before paying: the admin confirmed it (allowUnpaid).
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/approveUser',
      headers: { cookie: admin },
      payload: { userId: m.id, allowUnpaid: true },
    });
    const cookie = (await signIn(t.app, m)).cookie;
    const payment = await insertPayment(t.db, {
      userId: m.id,
      provider: 'local',
      providerOrderId: `o_${m.id}`,
      receipt: `r_${m.id}`,
      amountPaise: 12_100,
    });
    await t.db.transaction((tx) =>
      capturePayment(tx, payment.id, `pay_${m.id.slice(0, 8)}`, new Date(), { referralRewardPaise: 0 }),
    );
    const list = (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json();
    expect(list.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Registration fee paid',
      'Your account is approved',
    ]);
    expect(list.notifications[1]).toMatchObject({ link: '/', read: false });
  });

  it('streams a member’s new notifications live (SSE), and only theirs; visitors get 401', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const m = await createMember(t.db, { isAdminApproved: true });
    const other = await createMember(t.db, { isAdminApproved: true });
    const cookie = (await signIn(t.app, m)).cookie;
    const otherCookie = (await signIn(t.app, other)).cookie;
    expect((await fetch(`${address}/api/notifications/stream`)).status).toBe(401);
    const mine = await openStream(`${address}/api/notifications/stream`, cookie);
    const theirs = await openStream(`${address}/api/notifications/stream`, otherCookie);
    expect(mine.res.headers.get('content-type')).toContain('text/event-stream');
    await mine.waitFor(/event: ready/);
    await theirs.waitFor(/event: ready/);
    await raiseAndResolve(t.app, cookie, 'Live one');
    const text = await mine.waitFor(/event: notification\ndata: .*Live one/);
    const data = JSON.parse(/event: notification\ndata: (.*)\n/.exec(text)![1]!);
    expect(data).toMatchObject({
      title: 'Your support ticket is resolved',
      body: 'Live one: Done for you',
      link: '/ViewTickits',
      read: false,
    });
    // The other member's stream got nothing but its greeting.
    await raiseAndResolve(t.app, otherCookie, 'Theirs');
    expect(await theirs.waitFor(/Theirs/)).not.toMatch(/Live one/);
    mine.close();
    theirs.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reaches a stream held on another API process on the same PostgreSQL (LISTEN/NOTIFY)',
    async () => {
      const second = await startSecondInstance({ DATABASE_URL: t.database.pool!.options.connectionString! });
      try {
        const m = await createMember(t.db, { isAdminApproved: true });
        const cookie = (await signIn(t.app, m)).cookie;
        const stream = await openStream(`${second.base}/api/notifications/stream`, cookie);
        await stream.waitFor(/event: ready/);
        // Raised through this process's app; the stream is held by the other process.
        await raiseAndResolve(t.app, cookie, 'Across instances');
        expect(await stream.waitFor(/Across instances/)).toMatch(/event: notification/);
        stream.close();
      } finally {
        second.stop();
      }
    },
    30_000,
  );
});

describe('admins are told what waits for them', () => {
  it('a registration and a fee paid reach every admin’s bell, linked to Pending Approval', async () => {
    const second = await createAdminMember(t.db);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registerUserweb',
      payload: await registrationForm({ name: 'Naya Sadasya', email: 'naya.sadasya@gmail.com', phone: '9812300001' }),
    });
    expect(registered.statusCode).toBe(201);
    const member = { email: 'naya.sadasya@gmail.com', password: 'Mera-Ghar-2026' };
    expect((await payFee(t, (await signIn(t.app, member)).cookie)).statusCode).toBe(200);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, second.id));
    expect(notes.map((n) => [n.title, n.body, n.link]).sort()).toEqual([
      ['New registration', 'Naya Sadasya registered and awaits approval.', '/admin/aprove'],
      ['Registration fee paid', 'Naya Sadasya paid the registration fee.', '/admin/aprove'],
    ]);
  });
});
