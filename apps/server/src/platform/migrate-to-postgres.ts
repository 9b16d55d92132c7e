import { existsSync } from 'node:fs';
import path from 'node:path';
import pLimit from 'p-limit';
import { loadConfig, loadDataDirConfig, SECRET_FILE, type Config } from './config.js';
import { copyDatabase, tablesWithRows, type CopyResult } from './copy-database.js';
import { createCipher } from './crypto.js';
import { DatabaseInUseError } from './database-lock.js';
import { hasDatabase, inUseRefusal, Refusal } from './data-dir.js';
import { isConnectionLost, migrate, openDatabase, type Database } from './db.js';
import { installJobQueue } from './jobs.js';
import { createLocalStorage, createS3Storage, type Storage } from './storage.js';

/**
 * The move from the embedded default to PostgreSQL (+ an S3-compatible bucket) (docs/deploy.md,
 * docs/decisions/023): DATA_DIR's database into DATABASE_URL's new, empty database, and its
 * documents into the bucket under the same keys. Run with the server stopped. Nothing in DATA_DIR
 * is changed or removed: it stays the way back.
 */

/**
 * The configuration to move with: loadConfig's, once it is sure not to make a new secret — the
 * documents and Aadhaar numbers were encrypted with APP_SECRET as set, or with DATA_DIR's file.
 */
export function loadMoveConfig(env: NodeJS.ProcessEnv = process.env): Config & { secretFromFile: boolean } {
  const where = loadDataDirConfig(env);
  refuseWithoutDatabase(where.DATA_DIR);
  const secretFile = path.join(where.DATA_DIR, SECRET_FILE);
  if (where.APP_SECRET === undefined && !existsSync(secretFile)) {
    throw new Refusal(
      `APP_SECRET is not set and ${secretFile} does not exist: set APP_SECRET to the value the embedded server used.`,
    );
  }
  return { ...loadConfig(env), secretFromFile: where.APP_SECRET === undefined };
}

function refuseWithoutDatabase(dataDir: string): string {
  const dbDir = path.join(dataDir, 'db');
  if (!hasDatabase(dbDir)) throw new Refusal(`No embedded database in ${dbDir}: nothing to move (is DATA_DIR right?).`);
  return dbDir;
}

export type MoveSummary = CopyResult & {
  /** Documents put in the bucket; null when no bucket is configured (they stay in DATA_DIR/uploads). */
  documents: number | null;
};

export async function migrateToPostgres(
  config: Config,
  options: { onTable?: (table: { name: string; rows: number }) => void; batchRows?: number } = {},
): Promise<MoveSummary> {
  if (!config.DATABASE_URL) {
    throw new Refusal(
      'Set DATABASE_URL to the new, empty PostgreSQL database (and STORAGE_S3_* to the bucket for the documents); see docs/deploy.md.',
    );
  }
  const dbDir = refuseWithoutDatabase(config.DATA_DIR);
  const cipher = createCipher(config.APP_SECRET, 'documents');
  const bucket = config.storageS3 ? await createS3Storage(config.storageS3, cipher) : null;
  if (bucket) {
    await bucket.check().catch((err: Error) => {
      throw new Refusal(`The bucket ${config.storageS3!.bucket} cannot be reached: ${err.message || err.name}`);
    });
  }

  let source: Database;
  try {
    source = await openDatabase({ dataDir: dbDir, lockWaitMs: 0 });
  } catch (err) {
    if (err instanceof DatabaseInUseError) throw inUseRefusal(dbDir);
    throw err;
  }
  const target = await openDatabase({ url: config.DATABASE_URL });
  const refuseRows = (tables: string[]): never => {
    throw new Refusal(
      `The PostgreSQL database already holds data (${tables.join(', ')}): this command never merges into a database in use. Point DATABASE_URL at a new, empty database.`,
    );
  };
  try {
    // Before anything is written there.
    const withRows = await tablesWithRows(async (text) => (await target.pool!.query(text)).rows as never).catch(
      (err: Error) => {
        throw isConnectionLost(err) ? new Refusal(`PostgreSQL cannot be reached at DATABASE_URL: ${err.message}`) : err;
      },
    );
    if (withRows.length > 0) refuseRows(withRows);

    // Both at the code's migrations: the embedded one as a server start would bring it.
    await migrate(source);
    await migrate(target);
    await installJobQueue(target);

    // Documents first, outside the database's transaction: if the copy then fails, a second run
    // puts them again (same keys, same bytes).
    const documents = bucket
      ? await copyDocuments(createLocalStorage(path.join(config.DATA_DIR, 'uploads'), cipher), bucket)
      : null;
    const copied = await copyDatabase(source.pglite!, target.pool!, { ...options, refuseRows });
    return { ...copied, documents };
  } finally {
    await target.close();
    await source.close();
  }
}

/** Every file of the disk store into `to` under its own key; how many. Decrypting each checks the secret. */
export async function copyDocuments(from: Storage, to: Storage): Promise<number> {
  const limit = pLimit(8);
  const work: Promise<void>[] = [];
  for await (const { key } of from.list()) {
    work.push(
      limit(async () => {
        const bytes = await from.get(key).catch((err: Error) => {
          throw new Refusal(
            `The document ${key} does not open with this APP_SECRET (${err.message}): is it the embedded server's?`,
          );
        });
        await to.putAt(key, bytes);
      }),
    );
  }
  await Promise.all(work);
  return work.length;
}
