import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, texts, users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

let t: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db);
  admin = { id: a.id, cookie: (await signIn(t.app, a)).cookie };
});
afterAll(() => t.close());

/** As the admin unless another cookie (or null: a visitor) is given. */
const approve = (payload: object, cookie: string | null = admin.cookie) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/approveUser', headers: cookie ? { cookie } : {}, payload });

const approvalNotices = (userId: string) =>
  t.db.$count(
    notifications,
    and(eq(notifications.userId, userId), eq(notifications.title, 'Your account is approved')),
  );
const approvalAudits = (userId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'approve_user')));
const approved = async (userId: string) =>
  (await t.db.select({ approved: users.isAdminApproved }).from(users).where(eq(users.id, userId)))[0]?.approved;

describe('PUT /api/auth/approveUser', () => {
  it('approves a member who paid, unlocking the member-only API, with an audit row and one notification', async () => {
    const m = await createMember(t.db, { paymentVerified: true });
    const session = await signIn(t.app, m);
    const res = await approve({ userId: m.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User approved successfully' });
    const me = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: session.cookie } });
    expect(me.json().user.isAdminApproved).toBe(true);
    const audits = await approvalAudits(m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, targetType: 'user', after: { isAdminApproved: true } });
    expect(audits[0]!.after).not.toHaveProperty('approvedUnpaid');
    expect(await approvalNotices(m.id)).toBe(1);
  });

  it('is for admins only, and is 404 for an unknown member', async () => {
    const m = await createMember(t.db, { paymentVerified: true });
    const member = await signIn(t.app, await createMember(t.db, { isAdminApproved: true }));
    expect((await approve({ userId: m.id }, null)).statusCode).toBe(401);
    expect((await approve({ userId: m.id }, member.cookie)).statusCode).toBe(403);
    expect(await approved(m.id)).toBe(false);
    const unknown = await approve({ userId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
  });

  it('is 404 for a deleted member, who is neither approved nor notified', async () => {
    const m = await createMember(t.db, { paymentVerified: true });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/auth/deleteUser',
          headers: { cookie: admin.cookie },
          payload: { id: m.id },
        })
      ).statusCode,
    ).toBe(200);
    for (const allowUnpaid of [false, true]) {
      const res = await approve({ userId: m.id, allowUnpaid });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
    }
    expect(await approved(m.id)).toBe(false);
    expect(await approvalNotices(m.id)).toBe(0);
    expect(await approvalAudits(m.id)).toHaveLength(0);
  });

  it('refuses an unpaid member with 409 unless allowUnpaid is true; the audit row says it was approved unpaid', async () => {
    const m = await createMember(t.db);
    const refused = await approve({ userId: m.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'FEE_UNPAID',
      message: 'This member has not paid the registration fee. Confirm to approve them anyway.',
    });
    expect((await approve({ userId: m.id, allowUnpaid: false })).statusCode).toBe(409);
    expect(await approved(m.id)).toBe(false);
    expect(await approvalNotices(m.id)).toBe(0);

    const bad = await approve({ userId: m.id, allowUnpaid: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: 'allowUnpaid', msg: expect.any(String) }]);

    const res = await approve({ userId: m.id, allowUnpaid: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User approved successfully' });
    expect(await approved(m.id)).toBe(true);
    const audits = await approvalAudits(m.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { isAdminApproved: false, paymentVerified: false },
      after: { isAdminApproved: true, approvedUnpaid: true },
    });
    expect(await approvalNotices(m.id)).toBe(1);
  });

  it('approving an approved member answers as the first approval did, changes nothing and sends no second notification', async () => {
    const m = await createMember(t.db, { paymentVerified: true });
    expect((await approve({ userId: m.id })).json()).toEqual({ message: 'User approved successfully' });
    const again = await approve({ userId: m.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'User approved successfully' });
    // Approved, so the fee no longer matters: no 409 either.
    const unpaidButApproved = await createMember(t.db, { isAdminApproved: true });
    expect((await approve({ userId: unpaidButApproved.id })).json()).toEqual({ message: 'User approved successfully' });
    expect(await approvalNotices(m.id)).toBe(1);
    expect(await approvalAudits(m.id)).toHaveLength(1);
    expect(await approvalNotices(unpaidButApproved.id)).toBe(0);
  });

  it('the same approval 100 times at once approves, audits, notifies and texts once', async () => {
    const paid = await createMember(t.db, { paymentVerified: true });
    const unpaid = await createMember(t.db);
    const answers = await Promise.all([
      ...Array.from({ length: 100 }, () => approve({ userId: paid.id })),
      ...Array.from({ length: 100 }, () => approve({ userId: unpaid.id, allowUnpaid: true })),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    for (const m of [paid, unpaid]) {
      expect(await approvalNotices(m.id)).toBe(1);
      expect(await approvalAudits(m.id)).toHaveLength(1);
      // And one SMS or WhatsApp message saying so.
      expect(await t.db.$count(texts, and(eq(texts.userId, m.id), eq(texts.template, 'accountApproved')))).toBe(1);
    }
    const messages = answers.map((a) => a.json<{ message: string }>().message);
    expect(messages.filter((text) => text === 'User approved successfully')).toHaveLength(200);
  }, 60_000);
});

describe('GET /api/auth/approval-time', () => {
  it('the median hours from registration to approval over the last 90 days, for any signed-in member', async () => {
    const fresh = await createTestApp();
    try {
      const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
      const waiting = await createMember(fresh.db);
      const cookie = (await signIn(fresh.app, waiting)).cookie;
      const ask = async () => (await fresh.app.inject({ url: '/api/auth/approval-time', headers: { cookie } })).json();
      expect(await ask()).toEqual({ medianHours: null, approvals: 0 });
      for (const [registered, approvedAt] of [
        [30, 20],
        [12, 6],
        [50, 2],
      ] as const) {
        await createMember(fresh.db, {
          createdAt: hoursAgo(registered),
          approvedAt: hoursAgo(approvedAt),
          isAdminApproved: true,
        });
      }
      // An approval 100 days ago is left out.
      await createMember(fresh.db, { createdAt: hoursAgo(2500), approvedAt: hoursAgo(2400), isAdminApproved: true });
      expect(await ask()).toEqual({ medianHours: 10, approvals: 3 });
      expect((await fresh.app.inject({ url: '/api/auth/approval-time' })).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
