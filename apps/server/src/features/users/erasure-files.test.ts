import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { documentsOf, memberWithDocuments } from '../../../test/documents.js';
import { S3_TEST_CREDENTIALS, startS3Server } from '../../../test/s3-server.js';
import { submitEkyc } from '../../../test/withdrawals.js';

/**
 * Erasing a member removes every file stored for them at once — Aadhaar, selfie, and the images of
 * an e-KYC no payout used (bank proof, PAN front and back, each with its thumbnail) — on disk and
 * in an S3 bucket, whether an admin deletes them or they delete their own account (issue 33).
 */
const STORES = ['disk', 's3'] as const;

describe.each(STORES)('erasing a member removes their stored files (%s)', (store) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let folder: string | undefined;
  let admin: string;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (store === 's3') {
      folder = mkdtempSync(path.join(tmpdir(), 'sevak-s3-'));
      s3 = await startS3Server(folder);
      const client = new S3Client({
        region: 'ap-south-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: S3_TEST_CREDENTIALS,
      });
      await client.send(new CreateBucketCommand({ Bucket: 'sevak-erasure' }));
      env = {
        STORAGE_S3_BUCKET: 'sevak-erasure',
        STORAGE_S3_REGION: 'ap-south-1',
        STORAGE_S3_ENDPOINT: s3.endpoint,
        STORAGE_S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
        STORAGE_S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
      };
    }
    t = await createTestApp(env);
    admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
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
