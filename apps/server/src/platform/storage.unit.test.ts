import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCipher } from './crypto.js';
import { createLocalStorage, createS3Storage, MissingFileError, type Storage } from './storage.js';
import { S3_TEST_CREDENTIALS as credentials, startS3Server } from '../../test/s3-server.js';

/**
 * One contract, two storages: the embedded default's folder and an S3-compatible
 * bucket, the latter on a real S3-protocol server (s3rver) in a temporary folder.
 */
const cipher = createCipher('a'.repeat(64), 'documents');
const bucket = 'sevak-documents';

type Subject = { storage: Storage; raw: (key: string) => Promise<Buffer> };

let folder: string;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let endpoint: string;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'sevak-storage-'));
  s3 = await startS3Server(await mkdtemp(path.join(folder, 's3-')));
  endpoint = s3.endpoint;
  await s3Client().send(new CreateBucketCommand({ Bucket: bucket }));
});

afterAll(async () => {
  await s3?.stop();
  await rm(folder, { recursive: true, force: true });
});

function s3Client() {
  return new S3Client({ region: 'ap-south-1', endpoint, forcePathStyle: true, credentials });
}

const subjects: [string, () => Promise<Subject>][] = [
  [
    'disk',
    async () => {
      const root = path.join(folder, 'uploads');
      return { storage: createLocalStorage(root, cipher), raw: (key) => readFile(path.join(root, key)) };
    },
  ],
  [
    'S3',
    async () => ({
      // Two keys a page: listing crosses pages.
      storage: await createS3Storage({ bucket, region: 'ap-south-1', endpoint, ...credentials, pageSize: 2 }, cipher),
      raw: async (key) => {
        const object = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      },
    }),
  ],
];

describe.each(subjects)('%s storage', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });

  it('gives back the bytes it stored, under a new random key each time', async () => {
    const bytes = Buffer.from('Aadhaar front, as uploaded');
    const first = await subject.storage.put(bytes);
    const second = await subject.storage.put(bytes);
    expect(first).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(await subject.storage.get(first)).toEqual(bytes);
    expect(await subject.storage.get(second)).toEqual(bytes);
  });

  it('holds only ciphertext: the stored object is not the bytes, and another key cannot read it', async () => {
    const bytes = Buffer.from('XXXX XXXX 1234 — a member’s Aadhaar number in a photo');
    const key = await subject.storage.put(bytes);
    const stored = await subject.raw(key);
    expect(stored.includes(bytes)).toBe(false);
    expect(stored.includes(Buffer.from('1234'))).toBe(false);
    expect(() => createCipher('b'.repeat(64), 'documents').decrypt(stored)).toThrow();
  });

  it('removes a key (a missing one too), and a removed key cannot be read', async () => {
    const key = await subject.storage.put(Buffer.from('to remove'));
    await subject.storage.remove(key);
    await subject.storage.remove(key);
    await expect(subject.storage.get(key)).rejects.toBeInstanceOf(MissingFileError);
  });

  it('lists every stored key with when it was written, and not the removed ones', async () => {
    const before = Date.now() - 60_000;
    const kept = await Promise.all([1, 2, 3, 4, 5].map((n) => subject.storage.put(Buffer.from(`file ${n}`))));
    const removed = await subject.storage.put(Buffer.from('gone'));
    await subject.storage.remove(removed);
    const listed = new Map<string, Date>();
    for await (const { key, modifiedAt } of subject.storage.list()) listed.set(key, modifiedAt);
    for (const key of kept) {
      expect(listed.get(key)?.getTime()).toBeGreaterThan(before);
      expect(listed.get(key)?.getTime()).toBeLessThan(Date.now() + 60_000);
    }
    expect(listed.has(removed)).toBe(false);
  });

  it('stores under a key made elsewhere (moving documents between stores): readable, encrypted, replaced by a second put', async () => {
    // A key another store made, in a folder this one has never written.
    const key = `ee/ee${randomUUID().slice(2)}`;
    const bytes = Buffer.from('Aadhaar back, moved from the embedded store');
    await subject.storage.putAt(key, bytes);
    expect(await subject.storage.get(key)).toEqual(bytes);
    expect((await subject.raw(key)).includes(bytes)).toBe(false);
    const listed: string[] = [];
    for await (const entry of subject.storage.list()) listed.push(entry.key);
    expect(listed).toContain(key);
    // A second run of the move puts the same key again: it replaces, never fails.
    await subject.storage.putAt(key, Buffer.from('again'));
    expect(await subject.storage.get(key)).toEqual(Buffer.from('again'));
  });

  it('refuses a key it could not have made (no path out of its place)', async () => {
    for (const key of ['../app-secret', 'ab/../../x', 'not-a-key']) {
      await expect(subject.storage.get(key)).rejects.toThrow('bad storage key');
      await expect(subject.storage.remove(key)).rejects.toThrow('bad storage key');
      await expect(subject.storage.putAt(key, Buffer.from('x'))).rejects.toThrow('bad storage key');
    }
    await expect(readFile(path.join(folder, 'app-secret'))).rejects.toThrow();
  });
});
