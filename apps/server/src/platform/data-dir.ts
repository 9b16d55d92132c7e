import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { SECRET_FILE } from './config.js';
import { createCipher } from './crypto.js';
import { DatabaseInUseError, LOCK_STALE_MS, lockEmbeddedDatabase } from './database-lock.js';
import { openDatabase } from './db.js';

/**
 * Backup and restore of the embedded default's DATA_DIR (docs/deploy.md): the PGlite
 * database (`db/`), the documents (`uploads/`) and the generated APP_SECRET (`app-secret`), without
 * which the documents and Aadhaar numbers cannot be read. One `.tar.gz`, taken with the server
 * stopped: PGlite is one process's database, and a copy of a folder being written is not a backup.
 */

/** A command that will not go on: one line for the operator, exit code 1 (scripts/command.ts). */
export class Refusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refusal';
  }
}

/** Where the data lives: config.ts's loadDataDirConfig (no secret file is made by reading it). */
export type DataDirConfig = { DATA_DIR: string; DATABASE_URL?: string | undefined; APP_SECRET?: string | undefined };

/** What a backup holds: DATA_DIR's top-level names. */
const PARTS = ['db', 'uploads', SECRET_FILE] as const;

/** YYYYMMDD-HHmmss in India's time (UTC+05:30 all year: no daylight saving), for file names. */
export function istTimestamp(at = new Date()): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
}

function refuseWithDatabaseUrl(config: DataDirConfig) {
  if (config.DATABASE_URL) {
    throw new Refusal(
      'DATABASE_URL is set: this command is for the embedded database only. Back up PostgreSQL with pg_dump (or your provider’s snapshots) and the bucket with its own versioning; see docs/deploy.md.',
    );
  }
}

/** The refusal while a server (or another command) has the embedded database open. */
export function inUseRefusal(dbDir: string): Refusal {
  return new Refusal(
    `The embedded database ${dbDir} is open in another process: stop the server first, then run this again (one that crashed frees it within ${LOCK_STALE_MS / 1000} seconds).`,
  );
}

/** Takes the embedded database's lock, or refuses while another process has it. */
export async function lockOrRefuse(dbDir: string): Promise<() => Promise<void>> {
  try {
    return await lockEmbeddedDatabase(dbDir, 0);
  } catch (err) {
    throw err instanceof DatabaseInUseError ? inUseRefusal(dbDir) : err;
  }
}

/** Refuses while another process has the database open (takes the lock, and lets it go). */
async function refuseIfOpen(dbDir: string): Promise<void> {
  const unlock = await lockOrRefuse(dbDir);
  await unlock();
}

export function hasDatabase(dbDir: string): boolean {
  return existsSync(path.join(dbDir, 'PG_VERSION'));
}

/** How many files the disk store holds (uploads/<2 hex>/<uuid>). */
export async function countDocumentFiles(uploads: string): Promise<number> {
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  return entries.filter((e) => e.isFile()).length;
}

export type BackupSummary = { file: string; bytes: number; documents: number; secretIncluded: boolean };

/**
 * Writes DATA_DIR's database, documents and secret file into one `.tar.gz` (mode 600: it holds
 * the secret), by default backups/sevak-<IST time>.tar.gz. Refuses while the database is open,
 * with DATABASE_URL set, or when the file exists.
 */
export async function backupDataDir(
  config: DataDirConfig,
  options: { file?: string | undefined; now?: Date } = {},
): Promise<BackupSummary> {
  refuseWithDatabaseUrl(config);
  const dbDir = path.join(config.DATA_DIR, 'db');
  if (!hasDatabase(dbDir)) {
    throw new Refusal(`No embedded database in ${dbDir}: nothing to back up (is DATA_DIR right?).`);
  }
  const file = path.resolve(options.file ?? path.join('backups', `sevak-${istTimestamp(options.now)}.tar.gz`));
  if (existsSync(file)) throw new Refusal(`${file} already exists: give the backup another name.`);
  const unlock = await lockOrRefuse(dbDir);
  try {
    const parts = PARTS.filter((part) => existsSync(path.join(config.DATA_DIR, part)));
    await mkdir(path.dirname(file), { recursive: true });
    // Written under another name first: a backup cut short never looks whole. Made 600 before
    // tar writes into it.
    const partial = `${file}.partial`;
    await writeFile(partial, '', { mode: 0o600 });
    await tar.create({ file: partial, gzip: true, cwd: config.DATA_DIR, portable: true }, parts);
    await rename(partial, file);
    return {
      file,
      bytes: (await stat(file)).size,
      documents: await countDocumentFiles(path.join(config.DATA_DIR, 'uploads')),
      secretIncluded: parts.includes(SECRET_FILE),
    };
  } finally {
    await unlock();
  }
}

/**
 * Why an archive entry may not be restored, or null when it may: only plain files and folders
 * under db/ and uploads/, and the secret file; no absolute path, none through `..`, no links.
 */
function entryProblem(entryPath: string, type: string): string | null {
  const name = entryPath.replace(/\/+$/, '');
  const segments = name.split('/');
  if (path.isAbsolute(name) || /^[a-zA-Z]:|\\/.test(name) || segments.includes('..')) {
    return `a path outside DATA_DIR (${entryPath})`;
  }
  if (type !== 'File' && type !== 'Directory') return `a ${type} (${entryPath})`;
  const ours = segments[0] === 'db' || segments[0] === 'uploads' || (name === SECRET_FILE && type === 'File');
  return ours ? null : `something other than db/, uploads/ and ${SECRET_FILE} (${entryPath})`;
}

/** Reads the whole archive first: refuses it, before anything is written, unless it is a backup of ours. */
async function checkBackupFile(file: string): Promise<void> {
  const problems: string[] = [];
  let database = false;
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const problem = entryProblem(entry.path, entry.type);
        if (problem) problems.push(problem);
        if (entry.path === 'db/PG_VERSION') database = true;
      },
    });
  } catch (err) {
    throw new Refusal(`${file} is not a Sevak backup (${(err as Error).message}).`);
  }
  if (problems.length > 0) throw new Refusal(`${file} is not a Sevak backup: it holds ${problems[0]}.`);
  if (!database) throw new Refusal(`${file} is not a Sevak backup: it holds no database (db/).`);
}

export type RestoreSummary = {
  users: number;
  documents: number;
  /** Where the DATA_DIR found there was moved (--force), or null. */
  movedAside: string | null;
  /** null when fine; else what the operator must do for the documents to be readable. */
  secretWarning: string | null;
};

/**
 * Restores a backup into DATA_DIR: refuses a DATA_DIR that is not empty unless `force`, which
 * moves it aside to DATA_DIR.before-restore-<IST time> (never deletes it). The archive is checked
 * whole, extracted beside DATA_DIR, and its database opened and counted there; only then does
 * it become DATA_DIR. A restore that fails leaves DATA_DIR as it was.
 */
export async function restoreDataDir(
  config: DataDirConfig,
  options: { file: string; force?: boolean; now?: Date },
): Promise<RestoreSummary> {
  refuseWithDatabaseUrl(config);
  const file = path.resolve(options.file);
  if (!existsSync(file)) throw new Refusal(`${file}: no such file.`);
  const dataDir = config.DATA_DIR;
  const dbDir = path.join(dataDir, 'db');
  const occupied = existsSync(dataDir) && (await readdir(dataDir)).some((name) => name !== 'db.lock');
  const stamp = istTimestamp(options.now);
  const aside = `${dataDir}.before-restore-${stamp}`;
  if (occupied && !options.force) {
    throw new Refusal(
      `${dataDir} is not empty${hasDatabase(dbDir) ? ' (it holds a database)' : ''}: run again with --force to move it aside (to ${dataDir}.before-restore-<time>), or set DATA_DIR to an empty folder.`,
    );
  }
  if (occupied) await refuseIfOpen(dbDir);
  await checkBackupFile(file);

  const staging = `${dataDir}.restoring-${stamp}`;
  await mkdir(path.dirname(dataDir), { recursive: true });
  await mkdir(staging, { mode: 0o700 });
  let counts: { users: number; documents: number; secretWarning: string | null };
  try {
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => entryProblem(entryPath, 'type' in entry ? entry.type : 'File') === null,
    });
    counts = await checkRestored(staging, config.APP_SECRET);
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }

  let movedAside: string | null = null;
  try {
    if (occupied) {
      // Checked again: a server may have started meanwhile.
      await refuseIfOpen(dbDir);
      await rename(dataDir, aside);
      movedAside = aside;
    } else if (existsSync(dataDir)) {
      await rm(path.join(dataDir, 'db.lock'), { recursive: true, force: true });
      await rmdir(dataDir);
    }
    await rename(staging, dataDir);
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    throw err;
  }
  return { ...counts, movedAside };
}

/** Opens the restored database and counts its members; checks the secret opens a document. */
async function checkRestored(dir: string, appSecret: string | undefined) {
  let users: number;
  try {
    const database = await openDatabase({ dataDir: path.join(dir, 'db'), lockWaitMs: 0 });
    try {
      const { rows } = await database.pglite!.query<{ n: number }>('select count(*)::int as n from users');
      users = rows[0]!.n;
    } finally {
      await database.close();
    }
  } catch (err) {
    throw new Refusal(`The backup’s database did not open as Sevak’s: ${(err as Error).message}.`);
  }
  const uploads = path.join(dir, 'uploads');
  const documents = await countDocumentFiles(uploads);
  const secretFile = path.join(dir, SECRET_FILE);
  const secret = appSecret ?? (existsSync(secretFile) ? (await readFile(secretFile, 'utf8')).trim() : undefined);
  let secretWarning: string | null = null;
  if (!secret) {
    secretWarning = `This backup holds no ${SECRET_FILE} and APP_SECRET is not set: set APP_SECRET to the value the backed-up server used, or documents cannot be read.`;
  } else if (documents > 0) {
    const [first] = (await readdir(uploads, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    try {
      createCipher(secret, 'documents').decrypt(await readFile(path.join(first!.parentPath, first!.name)));
    } catch {
      secretWarning = !appSecret
        ? `This backup’s ${SECRET_FILE} does not open its documents: set APP_SECRET to the value the backed-up server used.`
        : `The APP_SECRET set in the environment does not open this backup’s documents: ${existsSync(secretFile) ? `unset it (the backup’s ${SECRET_FILE} is then used), or ` : ''}set the one the backed-up server used.`;
    }
  }
  return { users, documents, secretWarning };
}
