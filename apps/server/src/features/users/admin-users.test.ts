import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { makePhoto } from '../../../test/images.js';
import { insertPayment } from '../payments/payments.repo.js';

let t: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db);
  admin = { id: a.id, cookie: (await signIn(t.app, a)).cookie };
});
afterAll(() => t.close());

const put = (url: string, cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: cookie ? { cookie } : {}, payload });

describe('Aadhaar number and permanent address', () => {
  it('refuses a number whose check digit is wrong, saving nothing', async () => {
    const m = await createMember(t.db);
    const res = await put('/api/auth/updateUserAddressAndAadhar', admin.cookie, {
      userId: m.id,
      permanentAddress: 'Village Rampur',
      aadharNumber: '2345 6789 0123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'aadharNumber', msg: 'Please enter a valid 12-digit Aadhaar number.', code: 'AADHAAR_INVALID' },
    ]);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ permanentAddress: null, aadhaarLast4: null, aadhaarNumberEncrypted: null });
  });

  it('stores it encrypted: the member sees it masked, an admin who opens the record sees it whole (audited)', async () => {
    const m = await createMember(t.db);
    const session = await signIn(t.app, m);
    const res = await put('/api/auth/updateUserAddressAndAadhar', admin.cookie, {
      userId: m.id,
      permanentAddress: 'House 12, Village Rampur, Sitapur',
      aadharNumber: '2345 6789 0124',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row?.aadhaarNumberEncrypted).not.toContain('234567890124');
    expect(row?.aadhaarLast4).toBe('0124');

    const mine = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: session.cookie } });
    expect(mine.json().user).toMatchObject({
      aadharNumber: 'XXXX XXXX 0124',
      permanentAddress: 'House 12, Village Rampur, Sitapur',
    });
    expect(mine.body).not.toContain('234567890124');
    const self = await t.app.inject({ url: `/api/auth/getUserById/${m.id}`, headers: { cookie: session.cookie } });
    expect(self.json().user.aadharNumber).toBe('XXXX XXXX 0124');

    const opened = await t.app.inject({ url: `/api/auth/getUserById/${m.id}`, headers: { cookie: admin.cookie } });
    expect(opened.json().user.aadharNumber).toBe('2345 6789 0124');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, m.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['update_address_aadhaar', 'view_aadhaar']);
    // The audit trail itself never holds the number.
    expect(JSON.stringify(audits)).not.toContain('234567890124');
  });

  it("another member cannot open someone's record", async () => {
    const a = await createMember(t.db);
    const b = await signIn(t.app, await createMember(t.db, { isAdminApproved: true }));
    expect(
      (await t.app.inject({ url: `/api/auth/getUserById/${a.id}`, headers: { cookie: b.cookie } })).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/auth/deleteUser', () => {
  it('erases personal data and documents, ends the sessions, keeps payments', async () => {
    const m = await createMember(t.db, { name: 'Leaving Person', aadhaarLast4: '0124', permanentAddress: 'Somewhere' });
    const session = await signIn(t.app, m);
    const form = new FormData();
    form.append('userId', m.id);
    const photo = await makePhoto();
    for (const slot of ['frontAadhar', 'backAadhar'])
      form.append(slot, new Blob([photo], { type: 'image/jpeg' }), `${slot}.jpg`);
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateUserProfile',
      headers: { cookie: session.cookie },
      payload: form,
    });
    const docUrl = upload.json().frontAadharUrl as string;
    await insertPayment(t.db, {
      userId: m.id,
      provider: 'local',
      providerOrderId: 'order_leaving',
      receipt: 'SVK-R-LEAVING001',
      amountPaise: 12100,
      status: 'captured',
      capturedAt: new Date(),
    });

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: admin.cookie },
      payload: { id: m.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'User deleted successfully' });

    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ name: 'Deleted member', permanentAddress: null, aadhaarLast4: null, address: null });
    expect(row?.email).not.toContain(m.email.split('@')[0]);
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: session.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: docUrl, headers: { cookie: admin.cookie } })).statusCode).toBe(404);
    expect(await t.db.$count(payments, eq(payments.receipt, 'SVK-R-LEAVING001'))).toBe(1);
    // Nobody can sign in as the deleted member any more.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { emailOrPhone: m.email, password: m.password },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses to delete yourself', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: admin.cookie },
      payload: { id: admin.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot delete your own account here.');
  });
});

describe('POST /api/auth/setReferral', () => {
  const assign = (referrerPhone: string, referredPhone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/setReferral',
      headers: { cookie: admin.cookie },
      payload: { referrerPhone, referredPhone },
    });

  it('links a member to their referrer; refuses unknown phones, self-referral and loops', async () => {
    const a = await createMember(t.db, { name: 'Referrer A' });
    const b = await createMember(t.db, { name: 'Referred B' });
    const c = await createMember(t.db, { name: 'Referred C' });
    const ok = await assign(a.phone, b.phone);
    expect(ok.json()).toEqual({ message: 'Referral assigned successfully' });
    expect((await assign(b.phone, c.phone)).statusCode).toBe(200);
    const session = await signIn(t.app, b);
    expect(
      (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: session.cookie } })).json().user.referredBy,
    ).toEqual([{ _id: a.id, name: 'Referrer A' }]);

    const unknown = await assign('9999999999', b.phone);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No member has the phone number 9999999999.');
    expect((await assign(a.phone, a.phone)).json().message).toBe('A member cannot refer themselves.');
    // c was referred by b, who was referred by a: a cannot become c's referral.
    const loop = await assign(c.phone, a.phone);
    expect(loop.statusCode).toBe(400);
    expect(loop.json().message).toBe('This referral would make a loop: the referrer was referred by this member.');
    const empty = await assign('', '');
    expect(empty.json().errors).toEqual([
      { path: 'referrerPhone', msg: 'Please fill all fields!' },
      { path: 'referredPhone', msg: 'Please fill all fields!' },
    ]);
  });

  it('two or three assignments at once never close a loop, also through members they do not share (PostgreSQL shows races)', async () => {
    const referrerOf = async (id: string) =>
      (await t.db.select({ by: users.referredBy }).from(users).where(eq(users.id, id)))[0]?.by ?? null;
    /** Walks up from each member; a loop is a walk that comes back to a member it passed. */
    const hasLoop = async (ids: string[]) => {
      for (const start of ids) {
        const seen = new Set<string>();
        for (let at: string | null = start; at; at = await referrerOf(at)) {
          if (seen.has(at)) return true;
          seen.add(at);
        }
      }
      return false;
    };
    for (let round = 0; round < 10; round++) {
      const [x, y] = [await createMember(t.db), await createMember(t.db)];
      const answers = await Promise.all([assign(x.phone, y.phone), assign(y.phone, x.phone)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(await hasLoop([x.id, y.id])).toBe(false);
    }
    const [a, b, c] = [await createMember(t.db), await createMember(t.db), await createMember(t.db)];
    await Promise.all([assign(a.phone, b.phone), assign(b.phone, c.phone), assign(c.phone, a.phone)]);
    expect(await hasLoop([a.id, b.id, c.id])).toBe(false);
    // p1 → p2 and q1 → q2 exist; p2 → q1 and q2 → p1 at once share no member, yet together close a loop.
    const [p1, p2, q1, q2] = [
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db),
      await createMember(t.db),
    ];
    await assign(p1.phone, p2.phone);
    await assign(q1.phone, q2.phone);
    const crossing = await Promise.all([assign(p2.phone, q1.phone), assign(q2.phone, p1.phone)]);
    expect(crossing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await hasLoop([p1.id, p2.id, q1.id, q2.id])).toBe(false);
  });
});
