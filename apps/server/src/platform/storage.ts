import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Cipher } from './crypto.js';

/**
 * Private storage for uploaded files (docs/contract.md §2): a folder under DATA_DIR, outside any static
 * root, in the embedded default; an S3-compatible bucket when STORAGE_S3_* are set, so every API
 * instance reads what any one of them stored. Everything written is encrypted with the
 * documents cipher (the store only ever holds ciphertext); keys are random.
 */
/** `get` of a key the store does not hold (removed meanwhile, or never there). */
export class MissingFileError extends Error {
  constructor(readonly key: string) {
    super('storage: no such file');
    this.name = 'MissingFileError';
  }
}

export type Storage = {
  /** Stores the bytes encrypted under a new random key and returns the key. */
  put(bytes: Buffer): Promise<string>;
  /**
   * Stores the bytes encrypted under a key another store made (replacing what it holds), so the
   * documents table's keys stay valid: only for moving files between stores (npm run
   * migrate-to-postgres). Refuses a key `put` could not have made.
   */
  putAt(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under `key`, decrypted; a MissingFileError when it holds none. */
  get(key: string): Promise<Buffer>;
  /** Deleting a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every stored key with when it was last written, in no particular order (the orphan sweeper
   * compares them with the documents table). A key removed meanwhile may or may not appear.
   */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
  /** Where it keeps files, for readiness (GET /api/ready). */
  kind: 'disk' | 's3';
  /** Resolves when the store can be reached (the folder made, the bucket there), else throws. */
  check(): Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

/** A new random key: two hex digits of folder (a disk folder never holds all of them), a UUID. */
function newKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('bad storage key');
  return key;
}

export function createLocalStorage(root: string, cipher: Cipher): Storage {
  const fileOf = (key: string) => path.join(root, checkedKey(key));
  return {
    kind: 'disk',
    async check() {
      await mkdir(root, { recursive: true, mode: 0o700 });
      await access(root, constants.W_OK);
    },
    async put(bytes) {
      const key = newKey();
      await mkdir(path.join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), cipher.encrypt(bytes), { mode: 0o600, flag: 'wx' });
      return key;
    },
    async putAt(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await writeFile(file, cipher.encrypt(bytes), { mode: 0o600 });
    },
    async get(key) {
      const stored = await readFile(fileOf(key)).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'ENOENT' ? new MissingFileError(key) : err;
      });
      return cipher.decrypt(stored);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      const folders = await readdir(root).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT') return [];
        throw err;
      });
      for (const folder of folders) {
        if (!/^[0-9a-f]{2}$/.test(folder)) continue;
        const names = await readdir(path.join(root, folder)).catch(() => []);
        for (const name of names) {
          const key = `${folder}/${name}`;
          if (!KEY_PATTERN.test(key)) continue;
          // Gone since the folder was read (removed by a request): nothing to report.
          const info = await stat(fileOf(key)).catch(() => null);
          if (info?.isFile()) yield { key, modifiedAt: info.mtime };
        }
      }
    },
  };
}

export type S3StorageOptions = {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A store other than AWS S3 (R2, MinIO, Spaces…): addressed path-style, bucket in the path. */
  endpoint?: string;
  /** Keys asked for per list page (S3's most is 1,000; tests use a few to cross pages). */
  pageSize?: number;
};

/**
 * The same storage in an S3-compatible bucket (@aws-sdk/client-s3, loaded only when configured).
 * Objects are written without an ACL, so they stay as private as the bucket (never public; no
 * URL is ever handed out: documents go through the API's owner and admin checks). The bucket
 * should be private with no public access, and the key allowed only to put, get, delete and list.
 */
export async function createS3Storage(options: S3StorageOptions, cipher: Cipher): Promise<Storage> {
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, ListObjectsV2Command, HeadBucketCommand } =
    await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Another store: path-style addresses, and checksums only where S3 requires them (several
    // S3-compatible stores refuse the SDK's default CRC32 headers on every upload).
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async put(bytes) {
      const key = newKey();
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: cipher.encrypt(bytes) }));
      return key;
    },
    async putAt(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: cipher.encrypt(bytes) }));
    },
    async get(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) })).catch((err: Error) => {
        throw err.name === 'NoSuchKey' ? new MissingFileError(key) : err;
      });
      if (!object.Body) throw new Error('storage: empty object');
      return cipher.decrypt(Buffer.from(await object.Body.transformToByteArray()));
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: options.pageSize ?? 1000 }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && KEY_PATTERN.test(object.Key) && object.LastModified) {
            yield { key: object.Key, modifiedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
