import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dataExports, notifications } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { memberWithDocuments } from '../../../test/documents.js';
import { sweepOrphanFiles } from '../documents/orphan-sweeper.service.js';
import { BUILD_DATA_EXPORT_JOB } from './data-export.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

let address = 0;
const from = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
const start = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/data-export', headers: { cookie }, remoteAddress: from() });
const latest = (cookie: string) =>
  t.app.inject({ url: '/api/me/data-export', headers: { cookie }, remoteAddress: from() });
const download = (cookie: string, id: string) =>
  t.app.inject({ url: `/api/me/data-export/${id}/download`, headers: { cookie }, remoteAddress: from() });
const built = () => t.app.jobs.idle(BUILD_DATA_EXPORT_JOB);
const rowOf = async (id: string) => (await t.db.select().from(dataExports).where(eq(dataExports.id, id)))[0];
const fileExists = (key: string) =>
  t.app.storage.get(key).then(
    () => true,
    () => false,
  );

/** A member with documents (approved) and a support ticket. */
async function memberWithTicket() {
  const member = await memberWithDocuments(t.app, t.db, { cookie: admin }, { aadhaarLast4: '1234' });
  const ticket = await t.app.inject({
    method: 'POST',
    url: '/api/support/addIssue',
    headers: { cookie: member.cookie },
    payload: { issue: 'Refund of my fee', description: 'I paid twice on Tuesday.' },
    remoteAddress: from(),
  });
  expect(ticket.statusCode).toBe(201);
  return member;
}

async function readyExportOf(cookie: string) {
  const res = await start(cookie);
  expect(res.statusCode).toBe(202);
  await built();
  return res.json().export._id as string;
}

describe('"My data": a ZIP of everything Sevak holds about the member', () => {
  it('queues, builds with progress, notifies, and downloads a ZIP with the JSON and the images', async () => {
    const member = await memberWithTicket();
    expect((await latest(member.cookie)).json()).toEqual({ export: null });

    const res = await start(member.cookie);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      message: 'We are collecting your data. We will notify you when the file is ready.',
      export: { status: 'queued', progress: 0, downloadable: false, expiresAt: null },
    });
    const id = res.json().export._id as string;
    await built();

    const state = (await latest(member.cookie)).json().export;
    expect(state).toMatchObject({ _id: id, status: 'ready', progress: 100, downloadable: true });
    expect(Date.parse(state.expiresAt) - Date.parse(state.readyAt)).toBe(24 * 60 * 60 * 1000);

    // The member is told, linked to the page.
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(told.filter((n) => n.title === 'Your data is ready')).toEqual([
      expect.objectContaining({
        body: 'The file with your data is ready to download for 24 hours, from My data on your profile.',
        link: '/myData',
      }),
    ]);
    // Audited with no personal data: the export's id only.
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'export_my_data'));
    expect(audit).toMatchObject({ actorId: member.id, targetId: member.id, after: { exportId: id } });

    const file = await download(member.cookie, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="sevak-my-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(file.headers['cache-control']).toBe('private, no-store');
    const zip = unzipSync(new Uint8Array(file.rawPayload));
    const json = JSON.parse(strFromU8(zip['sevak-my-data.json']!));
    expect(json.profile).toMatchObject({ _id: member.id, email: member.email, phone: member.phone });
    expect(json.profile.aadharNumber).toBe('XXXX XXXX 1234');
    expect(json.supportTickets).toEqual([expect.objectContaining({ issue: 'Refund of my fee' })]);
    expect(json.consents).toHaveProperty('marketingConsent', false);
    for (const key of [
      'payments',
      'wallet',
      'withdrawals',
      'ekyc',
      'investments',
      'workRequests',
      'reviews',
      'referrals',
      'notifications',
    ])
      expect(json, key).toHaveProperty(key);
    // No secret: no hash, no storage key.
    const text = strFromU8(zip['sevak-my-data.json']!);
    expect(text).not.toMatch(/passwordHash|password_hash|storageKey|argon|scrypt/i);
    // Every document's image, decrypted: a JPEG.
    expect(json.documents.length).toBe(3);
    for (const doc of json.documents) {
      const image = zip[doc.file]!;
      expect([...image.subarray(0, 3)], doc.file).toEqual([0xff, 0xd8, 0xff]);
    }

    // Stored encrypted, like the documents: what the store holds is not a ZIP.
    const row = await rowOf(id);
    expect(row!.sizeBytes).toBe(file.rawPayload.length);
    const storedPath = `${t.app.config.DATA_DIR}/uploads/${row!.fileKey}`;
    const { readFile } = await import('node:fs/promises');
    const stored = await readFile(storedPath).catch(() => null);
    if (stored) expect(stored.subarray(0, 2).toString('latin1')).not.toBe('PK');

    // The orphan sweeper keeps it (an export references it), even when old.
    await sweepOrphanFiles({ db: t.db, storage: t.app.storage }, Date.now() + 3 * 60 * 60 * 1000);
    expect(await fileExists(row!.fileKey!)).toBe(true);
  });

  it('one at a time: 409 while queued or running', async () => {
    const member = await memberWithTicket();
    // The worker may pick it up at once: hold the row as queued by asking twice in a row.
    const [first, second] = await Promise.all([start(member.cookie), start(member.cookie)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json()).toMatchObject({
      code: 'DATA_EXPORT_IN_PROGRESS',
      message: 'Your data is already being collected. Please wait until the file is ready.',
    });
    await built();
  });

  it('another member cannot download it (404), nor guess it; a malformed id is 404 too', async () => {
    const owner = await memberWithTicket();
    const id = await readyExportOf(owner.cookie);
    const other = await signIn(t.app, await createMember(t.db));
    const res = await download(other.cookie, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await download(other.cookie, 'not-a-uuid')).statusCode).toBe(404);
    expect((await latest(other.cookie)).json()).toEqual({ export: null });
    expect((await t.app.inject({ url: `/api/me/data-export/${id}/download` })).statusCode).toBe(401);
  });

  it('after 24 hours: 410 Gone with a clear message, and the sweep deletes the file', async () => {
    const member = await memberWithTicket();
    const id = await readyExportOf(member.cookie);
    const key = (await rowOf(id))!.fileKey!;
    await t.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, id));
    const gone = await download(member.cookie, id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({
      code: 'DATA_EXPORT_EXPIRED',
      message: 'This download has expired. Please ask for your data again.',
    });
    expect((await latest(member.cookie)).json().export).toMatchObject({ status: 'ready', downloadable: false });

    await t.app.jobs.runNow('sweep-data-exports');
    expect(await fileExists(key)).toBe(false);
    expect((await rowOf(id))!.fileKey).toBeNull();
    expect((await download(member.cookie, id)).statusCode).toBe(410);
  });

  it('names the ZIP with the day in India it was made: 00:30 IST is that day, though still the day before in UTC', async () => {
    const member = await memberWithTicket();
    const id = await readyExportOf(member.cookie);
    // Made at 00:30 on 2 Dec 2026 in India (1 Dec, 19:00 UTC); still downloadable.
    await t.db
      .update(dataExports)
      .set({ readyAt: new Date('2026-12-02T00:30:00+05:30') })
      .where(eq(dataExports.id, id));
    const file = await download(member.cookie, id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="sevak-my-data-2026-12-02.zip"');
  });

  it('a ZIP whose file is gone (swept as its hours ended) answers 410, not 500', async () => {
    const member = await memberWithTicket();
    const id = await readyExportOf(member.cookie);
    await t.app.storage.remove((await rowOf(id))!.fileKey!);
    const gone = await download(member.cookie, id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'DATA_EXPORT_EXPIRED' });
  });

  it('at most 3 in 24 hours (429 with Retry-After); failed ones do not count', async () => {
    const member = await memberWithTicket();
    for (let i = 0; i < 3; i += 1) await readyExportOf(member.cookie);
    const refused = await start(member.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'DATA_EXPORT_DAILY_LIMIT',
      message: 'You can ask for your data 3 times in 24 hours. Please try again later.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // One of them failed: the member may ask again.
    const [one] = await t.db.select().from(dataExports).where(eq(dataExports.userId, member.id)).limit(1);
    await t.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, one!.id));
    expect((await start(member.cookie)).statusCode).toBe(202);
    await built();
  });

  it('an export whose job was lost is failed by the sweep, so the member can ask again', async () => {
    const member = await memberWithTicket();
    const [row] = await t.db
      .insert(dataExports)
      .values({ userId: member.id, requestedAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .returning();
    expect((await start(member.cookie)).statusCode).toBe(409);
    await t.app.jobs.runNow('sweep-data-exports');
    expect((await rowOf(row!.id))!.status).toBe('failed');
    expect((await latest(member.cookie)).json().export).toMatchObject({ _id: row!.id, status: 'failed' });
    expect((await start(member.cookie)).statusCode).toBe(202);
    await built();
  });

  it('running the job again for a built export changes nothing', async () => {
    const member = await memberWithTicket();
    const id = await readyExportOf(member.cookie);
    const before = await rowOf(id);
    await t.app.jobs.runNow(BUILD_DATA_EXPORT_JOB, { exportId: id });
    expect(await rowOf(id)).toEqual(before);
  });

  it('deleting the member deletes their exports and the ZIP files', async () => {
    const member = await memberWithTicket();
    const id = await readyExportOf(member.cookie);
    const key = (await rowOf(id))!.fileKey!;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: admin },
      payload: { id: member.id },
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.$count(dataExports, eq(dataExports.userId, member.id))).toBe(0);
    expect(await fileExists(key)).toBe(false);
  });

  it('20 requests at once start one export (the row lock and the partial unique index)', async () => {
    const member = await memberWithTicket();
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(member.cookie)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await t.db.$count(dataExports, eq(dataExports.userId, member.id))).toBe(1);
    await built();
  });
});
