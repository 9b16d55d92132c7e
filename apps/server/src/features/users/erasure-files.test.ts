import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { documentsOf, memberWithDocuments } from '../../../test/documents.js';
import { startS3Bucket } from '../../../test/s3-server.js';
import { submitEkyc } from '../../../test/withdrawals.js';

/**
 * Erasing a member removes every file stored for them at once — Aadhaar, selfie, and the images of
 * an e-KYC no payout used (bank proof, PAN front and back, each with its thumbnail) — on disk and
 * in an S3 bucket, whether an admin deletes them or they delete their own account.
 */
const STORES = ['disk', 's3'] as const;

describe.each(STORES)('erasing a member removes their stored files (%s)', (store) => {
  let t: TestApp;
  let bucket: Awaited<ReturnType<typeof startS3Bucket>> | undefined;
  let admin: string;

  beforeAll(async () => {
    if (store === 's3') bucket = await startS3Bucket('sevak-erasure');
    t = await createTestApp(bucket?.env ?? {});
    admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await bucket?.stop();
  });

  const storedKeys = async () => {
    const keys = new Set<string>();
    for await (const { key } of t.app.storage.list()) keys.add(key);
    return keys;
  };

  /** An approved member with their documents and an e-KYC waiting for review: the files stored for them. */
  async function memberWithFiles() {
    const member = await memberWithDocuments(t.app, t.db, { cookie: admin });
    expect((await submitEkyc(t.app, member.cookie)).statusCode).toBe(201);
    const docs = await documentsOf(t.db, member.id);
    expect(docs.filter((d) => d.ekycId !== null)).toHaveLength(3);
    const keys = docs.flatMap((d) => [d.storageKey, d.thumbKey]);
    const stored = await storedKeys();
    expect(keys.filter((key) => !stored.has(key))).toEqual([]);
    return { member, keys };
  }

  it("after an admin's deletion none of their files is left", async () => {
    const { member, keys } = await memberWithFiles();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: admin },
      payload: { id: member.id },
    });
    expect(deleted.statusCode).toBe(200);
    const stored = await storedKeys();
    expect(keys.filter((key) => stored.has(key))).toEqual([]);
  });

  it('after they delete their own account none of their files is left', async () => {
    const { member, keys } = await memberWithFiles();
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { cookie: member.cookie },
      payload: { password: member.password },
    });
    expect(deleted.statusCode).toBe(200);
    const stored = await storedKeys();
    expect(keys.filter((key) => stored.has(key))).toEqual([]);
  });
});
