import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Cipher } from './crypto.js';

/**
 * Private storage for uploaded files (DESIGN §2): a folder under DATA_DIR, outside any static
 * root, in the embedded default; an S3-compatible store can implement the same interface.
 * Everything written is encrypted with the documents cipher; keys are random.
 */
export type Storage = {
  /** Stores the bytes encrypted under a new random key and returns the key. */
  put(bytes: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Deleting a missing key is not an error. */
  remove(key: string): Promise<void>;
  /**
   * Every stored key with when it was last written, in no particular order (the orphan sweeper
   * compares them with the documents table). A key removed meanwhile may or may not appear.
   */
  list(): AsyncIterable<{ key: string; modifiedAt: Date }>;
};

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function createLocalStorage(root: string, cipher: Cipher): Storage {
  const fileOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('bad storage key');
    return path.join(root, key);
  };
  return {
    async put(bytes) {
      const id = randomUUID();
      const key = `${id.slice(0, 2)}/${id}`;
      await mkdir(path.join(root, key.slice(0, 2)), { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), cipher.encrypt(bytes), { mode: 0o600, flag: 'wx' });
      return key;
    },
    async get(key) {
      return cipher.decrypt(await readFile(fileOf(key)));
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
