import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { registrationForm } from '../../../test/images.js';

/** Who may read a registration's documents, and registering someone else (an admin's Create User). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function register(form: FormData, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/auth/registerUserweb', payload: form, headers });
}

describe('GET /api/files/{id}', () => {
  it('serves a document to its owner and admins only: other members 403, visitors 401', async () => {
    const res = await register(await registrationForm({ email: 'owner.docs@gmail.com', phone: '9876501244' }));
    const url = res.json().user.backAadhar as string;
    const owner = await signIn(t.app, { email: 'owner.docs@gmail.com', password: 'Mera-Ghar-2026' });
    const other = await signIn(t.app, await createMember(t.db, { isAdminApproved: true }));
    const admin = await signIn(t.app, await createAdminMember(t.db));
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url, headers: { authorization: admin.bearer } })).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          url: '/api/files/00000000-0000-4000-8000-000000000000',
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404, not 500, for a document whose file is gone (removed since the row was read)', async () => {
    const res = await register(await registrationForm({ email: 'gone.docs@gmail.com', phone: '9876501245' }));
    const url = res.json().user.frontAadhar as string;
    const owner = await signIn(t.app, { email: 'gone.docs@gmail.com', password: 'Mera-Ghar-2026' });
    const [doc] = await t.db
      .select({ key: documents.storageKey })
      .from(documents)
      .where(eq(documents.id, url.split('/').pop()!));
    await t.app.storage.remove(doc!.key);
    const gone = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('POST /api/auth/registerUserweb by an admin (Create User)', () => {
  it('links the referrer by phone, audits the creation, and leaves the account awaiting approval', async () => {
    const referrer = await createMember(t.db, { isAdminApproved: true });
    const admin = await createAdminMember(t.db);
    const { cookie } = await signIn(t.app, admin);
    const res = await register(
      await registrationForm({ email: 'camp.member@gmail.com', phone: '9876502001', referrerPhone: referrer.phone }),
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      isAdminApproved: false,
      referredBy: [{ _id: referrer.id, name: referrer.name }],
      // The admin cannot consent for the member: they accept the notice at first sign-in.
      noticeVersion: null,
      noticeAcceptedAt: null,
      marketingConsent: false,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, res.json().user._id));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'create_user' });
    // The admin stays signed in as the admin: no session of the new member is given to them.
    expect(res.cookies.find((c) => c.name === 'sevak_session')).toBeUndefined();
    expect(res.json().token).toBeUndefined();
  });

  it('refuses an unknown referrer phone on its field, saving nothing', async () => {
    const { cookie } = await signIn(t.app, await createAdminMember(t.db));
    const res = await register(
      await registrationForm({ email: 'camp.member2@gmail.com', phone: '9876502002', referrerPhone: '9999988888' }),
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'referrerPhone', msg: 'No member has the phone number 9999988888.', code: 'REFERRER_PHONE_UNKNOWN' },
    ]);
    expect(await t.db.select().from(users).where(eq(users.phone, '9876502002'))).toEqual([]);
  });

  it('ignores referrerPhone from anyone but an admin', async () => {
    const referrer = await createMember(t.db);
    const res = await register(
      await registrationForm({ email: 'self.signup@gmail.com', phone: '9876502003', referrerPhone: referrer.phone }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user.referredBy).toEqual([]);
  });
});
