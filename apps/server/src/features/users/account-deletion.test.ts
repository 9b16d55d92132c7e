import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users, withdrawals } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { memberWithDocuments } from '../../../test/documents.js';
import { payFee } from '../../../test/ledger.js';
import { memberReadyToWithdraw, requestWithdrawal } from '../../../test/withdrawals.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

const check = (cookie: string) => t.app.inject({ url: '/api/auth/delete-account', headers: { cookie } });
let address = 0;
/** POST /auth/delete-account, each from an address of its own (the route's per-address limit is 10 an hour). */
const remove = (cookie: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/delete-account',
    headers: { cookie },
    payload: { password },
    remoteAddress: `10.0.0.${++address}`,
  });
const isDeleted = async (id: string) =>
  (await t.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, id)))[0]!.deletedAt !== null;

describe('a member deletes their own account (DPDP Act 2023 §12)', () => {
  it('confirms with the password; then nothing of them signs in, an admin sees a deleted member, payments stay', async () => {
    const member = await memberWithDocuments(t.app, t.db);
    await payFee(t, member.cookie);
    expect((await check(member.cookie)).json()).toEqual({
      openWithdrawals: 0,
      activeInvestments: 0,
      balance: 0,
      canDelete: true,
    });

    // A wrong password changes nothing.
    const wrong = await remove(member.cookie, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      errors: [{ path: 'password', msg: 'Your current password is not correct.' }],
    });
    const empty = await remove(member.cookie, '');
    expect(empty.json().errors).toEqual([{ path: 'password', msg: 'Please enter your password.' }]);
    expect(await isDeleted(member.id)).toBe(false);

    const done = await remove(member.cookie, member.password);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your account has been deleted. We are sorry to see you go.' });
    expect(String(done.headers['set-cookie'])).toMatch(/sevak_session=;/);
    expect(await isDeleted(member.id)).toBe(true);
    // The session is over and the password opens nothing.
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: member.cookie } })).statusCode).toBe(403);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: member.email, password: member.password },
    });
    expect(login.statusCode).toBe(401);
    // The admin finds a deleted member whose payment is kept.
    const paid = await t.app.inject({ url: '/api/auth/paidusers', headers: { cookie: admin } });
    const listed = (
      paid.json().users as { _id: string; name: string; phone: string; paymentHistory: unknown[] }[]
    ).find((u) => u._id === member.id);
    expect(listed).toMatchObject({
      name: 'Deleted member',
      phone: '',
      paymentHistory: [expect.objectContaining({ status: 'captured' })],
    });
    expect(await t.db.$count(payments, eq(payments.userId, member.id))).toBe(1);
    // In the audit log as the member's own act, with no personal data.
    const audit = await t.app.inject({
      url: `/api/admin/audit?targetId=${member.id}&action=delete_user`,
      headers: { cookie: admin },
    });
    expect(audit.json().entries[0]).toMatchObject({ after: { deleted: true, byMember: true }, before: null });
  });

  it('waits for open withdrawals and investments, and says so; an admin is removed by another admin', async () => {
    const member = await memberReadyToWithdraw(t.app, t.db, admin, 500);
    const asked = await requestWithdrawal(t.app, member.cookie, 200);
    expect(asked.statusCode).toBe(201);
    expect((await check(member.cookie)).json()).toEqual({
      openWithdrawals: 1,
      activeInvestments: 0,
      balance: 500,
      canDelete: false,
    });
    const refused = await remove(member.cookie, member.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_HAS_OPEN_MONEY',
      message: 'Settle your open withdrawals and investments before deleting your account.',
    });
    expect(await isDeleted(member.id)).toBe(false);

    const anAdmin = await createAdminMember(t.db);
    const own = await remove((await signIn(t.app, anAdmin)).cookie, anAdmin.password);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'ADMIN_SELF_DELETE',
      message: 'An admin account is removed by another admin.',
    });
    expect(await isDeleted(anAdmin.id)).toBe(false);
  });

  // PostgreSQL shows the race; PGlite runs one statement at a time.
  it("erases once when the member's own deletions and an admin's arrive together", async () => {
    const member = await memberWithDocuments(t.app, t.db);
    const byAdmin = () =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/auth/deleteUser',
        headers: { cookie: admin },
        payload: { id: member.id },
      });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? byAdmin() : remove(member.cookie, member.password))),
    );
    const codes = answers.map((answer) => answer.statusCode);
    // One erasure; every other request finds no live member (or, for the member's own, no session).
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.every((code) => [200, 403, 404].includes(code))).toBe(true);
    const audit = await t.app.inject({
      url: `/api/admin/audit?targetId=${member.id}&action=delete_user`,
      headers: { cookie: admin },
    });
    expect(audit.json().entries).toHaveLength(1);
    expect(await isDeleted(member.id)).toBe(true);
  });

  it('never leaves a deleted member with an open withdrawal, however the requests meet', async () => {
    for (let round = 0; round < 6; round++) {
      const member = await memberReadyToWithdraw(t.app, t.db, admin, 500);
      // Withdrawals sent just before, with, and just after the deletion.
      const ask = () => requestWithdrawal(t.app, member.cookie, 50);
      const answers = await Promise.all([ask(), ask(), remove(member.cookie, member.password), ask(), ask(), ask()]);
      const open = await t.db.$count(withdrawals, eq(withdrawals.userId, member.id));
      const deleted = await isDeleted(member.id);
      // A deleted member has no withdrawal; a withdrawal made keeps the account (409 to the deletion).
      if (deleted) expect(open).toBe(0);
      else expect(answers[2]!.statusCode).toBe(409);
      expect(answers[2]!.statusCode).toBe(deleted ? 200 : 409);
    }
  });
});
