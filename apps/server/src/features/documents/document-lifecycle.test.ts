import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { ageStoredFile, documentsOf, isStored, memberWithDocuments, uploadAadhaar } from '../../../test/documents.js';

/**
 * What happens to identity files after they are stored (docs/decisions/007): files no record
 * references are swept up after an hour; verified Aadhaar images are purged after the
 * retention period.
 */
let t: TestApp;
let admin: { cookie: string };
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, await createAdminMember(t.db));
});
afterAll(() => t.close());

/** Pretends the member's Aadhaar images were verified `days` ago. */
async function verifiedDaysAgo(userId: string, days: number) {
  await t.db
    .update(users)
    .set({ aadhaarVerifiedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(users.id, userId));
}

describe('orphan sweeper (hourly job)', () => {
  it('removes files no document references once they are an hour old; keeps young and referenced ones', async () => {
    const member = await memberWithDocuments(t.app, t.db);
    const [referenced] = await documentsOf(t.db, member.id);
    // What a crash between storing the files and writing the row leaves behind.
    const oldOrphan = await t.app.storage.put(Buffer.from('left by a crash'));
    const youngOrphan = await t.app.storage.put(Buffer.from('an upload in flight'));
    ageStoredFile(t.app, oldOrphan, 2 * HOUR);
    ageStoredFile(t.app, youngOrphan, 50 * 60 * 1000);
    ageStoredFile(t.app, referenced!.storageKey, 3 * HOUR);
    ageStoredFile(t.app, referenced!.thumbKey, 3 * HOUR);

    await t.app.jobs.runNow('sweep-orphan-files');

    expect(isStored(t.app, oldOrphan)).toBe(false);
    expect(isStored(t.app, youngOrphan)).toBe(true);
    expect(isStored(t.app, referenced!.storageKey)).toBe(true);
    expect(isStored(t.app, referenced!.thumbKey)).toBe(true);
    const served = await t.app.inject({ url: `/api/files/${referenced!.id}`, headers: { cookie: member.cookie } });
    expect(served.statusCode).toBe(200);
  });

  it('keeps the files of new images awaiting review (they have a row too)', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    expect((await uploadAadhaar(t.app, member.cookie, member.id)).json()).toMatchObject({ pendingReview: true });
    const rows = await documentsOf(t.db, member.id);
    for (const row of rows) ageStoredFile(t.app, row.storageKey, 2 * HOUR);
    await t.app.jobs.runNow('sweep-orphan-files');
    for (const row of rows) expect(isStored(t.app, row.storageKey)).toBe(true);
  });
});

describe('Aadhaar retention purge (daily job)', () => {
  it('deletes Aadhaar images 90 days after verification, keeps the selfie, and the record says so', async () => {
    const due = await memberWithDocuments(t.app, t.db, admin);
    const notYet = await memberWithDocuments(t.app, t.db, admin);
    const unapproved = await memberWithDocuments(t.app, t.db);
    await verifiedDaysAgo(due.id, 91);
    await verifiedDaysAgo(notYet.id, 89);
    const dueDocs = await documentsOf(t.db, due.id);

    // Two runs at once (a retry overlapping a schedule): each image goes once, one audit row.
    await Promise.all([t.app.jobs.runNow('purge-verified-aadhaar'), t.app.jobs.runNow('purge-verified-aadhaar')]);

    const left = await documentsOf(t.db, due.id);
    expect(left.map((d) => d.slot)).toEqual(['profilePic']);
    for (const doc of dueDocs.filter((d) => d.slot !== 'profilePic')) {
      expect(isStored(t.app, doc.storageKey)).toBe(false);
      expect(isStored(t.app, doc.thumbKey)).toBe(false);
    }
    const view = (
      await t.app.inject({ url: `/api/auth/getUserById/${due.id}`, headers: { cookie: admin.cookie } })
    ).json().user;
    expect(view).toMatchObject({
      frontAadhar: null,
      backAadhar: null,
      profilePic: expect.stringMatching(/^\/api\/files\//),
    });
    expect(view.aadhaarPurgedAt).toEqual(expect.any(String));
    expect(view.aadhaarVerifiedAt).toEqual(expect.any(String));
    expect(view.approvedAt).toEqual(expect.any(String));
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purge_aadhaar'), eq(auditLog.targetId, due.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: null, after: { retentionDays: 90 } });

    expect((await documentsOf(t.db, notYet.id)).map((d) => d.slot).sort()).toEqual([
      'backAadhar',
      'frontAadhar',
      'profilePic',
    ]);
    expect((await documentsOf(t.db, unapproved.id)).map((d) => d.slot).sort()).toEqual([
      'backAadhar',
      'frontAadhar',
      'profilePic',
    ]);

    // Nothing more to do the next day.
    await t.app.jobs.runNow('purge-verified-aadhaar');
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'purge_aadhaar'), eq(auditLog.targetId, due.id)))).toBe(
      1,
    );
  });

  it('holds when the same purge runs many times at once', async () => {
    const members = await Promise.all([0, 1, 2].map(() => memberWithDocuments(t.app, t.db, admin)));
    for (const m of members) await verifiedDaysAgo(m.id, 120);
    await Promise.all(Array.from({ length: 10 }, () => t.app.jobs.runNow('purge-verified-aadhaar')));
    for (const m of members) {
      expect((await documentsOf(t.db, m.id)).map((d) => d.slot)).toEqual(['profilePic']);
      expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'purge_aadhaar'), eq(auditLog.targetId, m.id)))).toBe(
        1,
      );
    }
  });

  it('starts the period at approval: approving sets approvedAt and aadhaarVerifiedAt once', async () => {
    const member = await memberWithDocuments(t.app, t.db, admin);
    const [first] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(first?.approvedAt).toBeInstanceOf(Date);
    expect(first?.aadhaarVerifiedAt).toBeInstanceOf(Date);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/approveUser',
      headers: { cookie: admin.cookie },
      payload: { userId: member.id },
    });
    const [again] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(again?.approvedAt).toEqual(first?.approvedAt);
    expect(again?.aadhaarVerifiedAt).toEqual(first?.aadhaarVerifiedAt);
  });
});

describe('Aadhaar retention purge with DOCUMENT_RETENTION_DAYS', () => {
  it('uses the configured number of days', async () => {
    const short = await createTestApp({ DOCUMENT_RETENTION_DAYS: '30' });
    try {
      const shortAdmin = await signIn(short.app, await createAdminMember(short.db));
      const member = await memberWithDocuments(short.app, short.db, shortAdmin);
      await short.db
        .update(users)
        .set({ aadhaarVerifiedAt: new Date(Date.now() - 31 * DAY) })
        .where(eq(users.id, member.id));
      await short.app.jobs.runNow('purge-verified-aadhaar');
      expect((await documentsOf(short.db, member.id)).map((d) => d.slot)).toEqual(['profilePic']);
    } finally {
      await short.close();
    }
  });
});
