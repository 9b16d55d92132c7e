import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, users } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { documentsOf, isStored, memberWithDocuments, uploadAadhaar } from '../../../test/documents.js';
import { makePhoto } from '../../../test/images.js';

/**
 * Aadhaar images re-uploaded after approval wait for an admin's review (docs/decisions/007):
 * they replace the verified ones only when accepted.
 */
let t: TestApp;
let admin: { cookie: string };
let otherPhoto: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, await createAdminMember(t.db));
  otherPhoto = await makePhoto({ width: 640, height: 480 });
});
afterAll(() => t.close());

const getuser = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie } })).json().user;
const review = (userId: string, verb: 'accept' | 'reject', cookie = admin.cookie, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/documents/${userId}/${verb}`,
    headers: { cookie },
    ...(payload && { payload }),
  });

describe('PUT /api/auth/updateUserProfile after approval', () => {
  it('keeps the approved images current and shows the new ones as awaiting review', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    const before = await getuser(member.cookie);
    const res = await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      pendingReview: true,
      message: 'Aadhaar photos received. They will replace your current ones once our team has checked them.',
    });

    const after = await getuser(member.cookie);
    expect(after.frontAadhar).toBe(before.frontAadhar);
    expect(after.backAadhar).toBe(before.backAadhar);
    expect(after.pendingAadhaar).toEqual({
      frontAadhar: res.json().frontAadharUrl,
      backAadhar: res.json().backAadharUrl,
      uploadedAt: expect.any(String),
    });
    // The member sees their own new images; admins list them under Pending Approval.
    expect(
      (await t.app.inject({ url: res.json().frontAadharUrl, headers: { cookie: member.cookie } })).statusCode,
    ).toBe(200);
    const list = await t.app.inject({
      url: '/api/auth/getAllUser?aadhaarReview=true',
      headers: { cookie: admin.cookie },
    });
    expect(list.json().user.map((u: { _id: string }) => u._id)).toContain(member.id);
    expect(list.json().user.find((u: { _id: string }) => u._id === member.id).pendingAadhaar.frontAadhar).toBe(
      res.json().frontAadharUrl,
    );
  });

  it('a second re-upload replaces the images still awaiting review (their files go)', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    const firstPending = (await documentsOf(t.db, member.id)).filter((d) => d.state === 'pending');
    await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    const docs = await documentsOf(t.db, member.id);
    expect(docs.filter((d) => d.state === 'pending')).toHaveLength(2);
    expect(docs.filter((d) => d.state === 'current')).toHaveLength(3);
    for (const doc of firstPending) {
      expect(docs.some((d) => d.id === doc.id)).toBe(false);
      expect(isStored(t.app, doc.storageKey)).toBe(false);
    }
  });

  it('before approval a re-upload still replaces the images at once', async () => {
    const member = await memberWithDocuments(t.app, t.db);
    const before = await getuser(member.cookie);
    const res = await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    expect(res.json()).toMatchObject({ pendingReview: false, message: 'Aadhaar photos updated successfully!' });
    const after = await getuser(member.cookie);
    expect(after.frontAadhar).toBe(res.json().frontAadharUrl);
    expect(after.frontAadhar).not.toBe(before.frontAadhar);
    expect(after.pendingAadhaar).toBeNull();
  });
});

describe('POST /api/admin/documents/{userId}/accept and /reject', () => {
  it('accept: the new images replace the approved ones, old files go, audited, member notified', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    const oldDocs = (await documentsOf(t.db, member.id)).filter((d) => d.slot !== 'profilePic');
    const upload = (await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto)).json();

    const res = await review(member.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The new Aadhaar images are now on record.' });
    const user = await getuser(member.cookie);
    expect(user).toMatchObject({
      frontAadhar: upload.frontAadharUrl,
      backAadhar: upload.backAadharUrl,
      pendingAadhaar: null,
      aadhaarPurgedAt: null,
    });
    for (const doc of oldDocs) expect(isStored(t.app, doc.storageKey)).toBe(false);
    expect(
      await t.db.$count(auditLog, and(eq(auditLog.action, 'accept_documents'), eq(auditLog.targetId, member.id))),
    ).toBe(1);
    expect(
      await t.db.$count(
        notifications,
        and(eq(notifications.userId, member.id), eq(notifications.title, 'Your new Aadhaar images are accepted')),
      ),
    ).toBe(1);
    // Nothing waits any more.
    expect((await review(member.id, 'accept')).statusCode).toBe(409);
  });

  it('accept after the retention purge: the record shows images again, and their period starts anew', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    await t.db
      .update(users)
      .set({ aadhaarVerifiedAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(users.id, member.id));
    await t.app.jobs.runNow('purge-verified-aadhaar');
    expect((await getuser(member.cookie)).aadhaarPurgedAt).toEqual(expect.any(String));
    await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    expect((await review(member.id, 'accept')).statusCode).toBe(200);
    const user = await getuser(member.cookie);
    expect(user.aadhaarPurgedAt).toBeNull();
    expect(user.frontAadhar).toMatch(/^\/api\/files\//);
    expect(Date.now() - new Date(user.aadhaarVerifiedAt).getTime()).toBeLessThan(60_000);
  });

  it('reject: the new images are discarded with a reason; the approved ones stay', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    const before = await getuser(member.cookie);
    await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    const pending = (await documentsOf(t.db, member.id)).filter((d) => d.state === 'pending');

    expect((await review(member.id, 'reject', admin.cookie, { reason: ' ' })).statusCode).toBe(400);
    const res = await review(member.id, 'reject', admin.cookie, { reason: 'The photo of the back is blurred' });
    expect(res.statusCode).toBe(200);
    const user = await getuser(member.cookie);
    expect(user).toMatchObject({
      frontAadhar: before.frontAadhar,
      backAadhar: before.backAadhar,
      pendingAadhaar: null,
    });
    for (const doc of pending) expect(isStored(t.app, doc.storageKey)).toBe(false);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reject_documents'), eq(auditLog.targetId, member.id)));
    expect(audit?.after).toMatchObject({ reason: 'The photo of the back is blurred' });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, member.id), eq(notifications.title, 'Your new Aadhaar images were not accepted')),
      );
    expect(notice?.body).toContain('The photo of the back is blurred.');
  });

  it('a member can neither review images nor see another member’s new ones', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    const other = await memberWithDocuments(t.app, t.db, admin);
    const upload = (await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto)).json();
    expect((await review(member.id, 'accept', member.cookie)).statusCode).toBe(403);
    expect((await review(member.id, 'reject', other.cookie, { reason: 'no' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: upload.frontAadharUrl, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: `/api/auth/getUserById/${member.id}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/auth/getAllUser?aadhaarReview=true', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(403);
    // Still waiting, untouched.
    expect((await getuser(member.cookie)).pendingAadhaar).not.toBeNull();
  });

  it('the same accept sent 100 times at once replaces once and writes one audit row', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    const answers = await Promise.all(Array.from({ length: 100 }, () => review(member.id, 'accept')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(99);
    const docs = await documentsOf(t.db, member.id);
    expect(docs.map((d) => `${d.slot}:${d.state}`).sort()).toEqual([
      'backAadhar:current',
      'frontAadhar:current',
      'profilePic:current',
    ]);
    expect(
      await t.db.$count(auditLog, and(eq(auditLog.action, 'accept_documents'), eq(auditLog.targetId, member.id))),
    ).toBe(1);
    for (const doc of docs) expect(isStored(t.app, doc.storageKey)).toBe(true);
  });

  it('accept and reject sent together at once: exactly one of them happens', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    await uploadAadhaar(t.app, member.cookie, member.id, otherPhoto);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0 ? review(member.id, 'accept') : review(member.id, 'reject', admin.cookie, { reason: 'Blurred' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, member.id));
    expect(audits.filter((a) => a.action === 'accept_documents' || a.action === 'reject_documents')).toHaveLength(1);
    expect((await documentsOf(t.db, member.id)).filter((d) => d.state === 'pending')).toHaveLength(0);
  });

  it('an unknown or malformed member id is a 404', async () => {
    expect((await review('00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    expect((await review('not-a-uuid', 'accept')).statusCode).toBe(404);
  });
});
