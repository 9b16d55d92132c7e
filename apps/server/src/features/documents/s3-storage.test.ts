import { existsSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { documentsOf, memberWithDocuments } from '../../../test/documents.js';
import { startS3Bucket } from '../../../test/s3-server.js';
import { startSecondInstance } from '../../../test/second-instance-process.js';

/**
 * With STORAGE_S3_* set, documents live in the bucket, not on the instance's disk — what
 * a member uploads through the API is in the bucket (as ciphertext), an admin reads it back
 * through the API, and deleting the member deletes the objects there.
 */
describe('documents in S3-compatible storage', () => {
  const bucket = 'sevak-documents';
  let s3: Awaited<ReturnType<typeof startS3Bucket>>;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startS3Bucket(bucket);
    t = await createTestApp(s3.env);
  });

  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const keysInBucket = async () =>
    new Set(((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key));

  it('stores uploads in the bucket, serves them to an admin, and removes them with the member', async () => {
    const admin = await signIn(t.app, await createAdminMember(t.db));
    const member = await memberWithDocuments(t.app, t.db);
    const docs = await documentsOf(t.db, member.id);
    expect(docs.length).toBeGreaterThanOrEqual(3);
    const keys = await keysInBucket();
    for (const doc of docs) {
      expect(keys.has(doc.storageKey)).toBe(true);
      expect(keys.has(doc.thumbKey)).toBe(true);
    }
    expect(existsSync(path.join(t.app.config.DATA_DIR, 'uploads'))).toBe(false);

    const front = docs.find((d) => d.slot === 'frontAadhar')!;
    const image = await t.app.inject({ url: `/api/files/${front.id}`, headers: { cookie: admin.cookie } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: admin.cookie },
      payload: { id: member.id },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await keysInBucket();
    for (const doc of docs) {
      expect(left.has(doc.storageKey)).toBe(false);
      expect(left.has(doc.thumbKey)).toBe(false);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'serves a document stored through one API process from another (same PostgreSQL and bucket)',
    async () => {
      const admin = await createAdminMember(t.db);
      const member = await memberWithDocuments(t.app, t.db);
      const front = (await documentsOf(t.db, member.id)).find((d) => d.slot === 'frontAadhar')!;
      // Its own DATA_DIR (second-instance.ts makes one): only the bucket is shared.
      const second = await startSecondInstance({
        DATABASE_URL: t.database.pool!.options.connectionString!,
        APP_SECRET: t.app.config.APP_SECRET,
        ...s3.env,
      });
      try {
        const login = await fetch(`${second.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ emailOrPhone: admin.email, password: admin.password }),
        });
        expect(login.status).toBe(200);
        const cookie = login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        const image = await fetch(`${second.base}/api/files/${front.id}`, { headers: { cookie } });
        expect(image.status).toBe(200);
        const bytes = Buffer.from(await image.arrayBuffer());
        const here = await t.app.inject({
          url: `/api/files/${front.id}`,
          headers: { cookie: (await signIn(t.app, admin)).cookie },
        });
        expect(bytes.equals(here.rawPayload)).toBe(true);
      } finally {
        second.stop();
      }
    },
    60_000,
  );
});
