import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openConfiguredApp, createAdminMember, signIn, type TestMember } from '../../test/app.js';
import { documentsOf, memberWithDocuments } from '../../test/documents.js';
import { backupDataDir, Refusal, restoreDataDir } from '../platform/data-dir.js';
import { createPGlite, migrate, openConfiguredDatabase, openDatabase } from '../platform/db.js';
import { installJobQueue } from '../platform/jobs.js';

/**
 * npm run backup / restore: the embedded default's DATA_DIR — database, documents and
 * the generated secret — in one file, taken with the server stopped, restored into another
 * DATA_DIR where the same members sign in and the same documents open.
 */
let folder: string;

/** A DATA_DIR holding a migrated embedded database (the run's template when there is one). */
async function newDataDir(name: string): Promise<string> {
  const dataDir = path.join(folder, name);
  mkdirSync(dataDir);
  const template = inject('pgliteTemplate');
  if (template) {
    const client = await createPGlite({
      dataDir: path.join(dataDir, 'db'),
      loadDataDir: new Blob([readFileSync(template)]),
    });
    await client.close();
  } else {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrate(database);
    await installJobQueue(database);
    await database.close();
  }
  return dataDir;
}

const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * A script of src/scripts as the operator runs it (npm run <name>: tsx), in the test's folder,
 * with DATA_DIR set.
 */
function runScript(name: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.APP_SECRET;
  return spawnSync(process.execPath, ['--import', tsx, path.join(import.meta.dirname, `${name}.ts`), ...args], {
    cwd: folder,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
}

let source: string;
let admin: TestMember;
let member: TestMember;
let documentId: string;
let documentBytes: Buffer;
let documentFiles: number;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'sevak-backup-'));
  source = await newDataDir('source');
  const t = await openConfiguredApp({ DATA_DIR: source });
  admin = await createAdminMember(t.db);
  const adminCookie = (await signIn(t.app, admin)).cookie;
  member = await memberWithDocuments(t.app, t.db, { cookie: adminCookie });
  const front = (await documentsOf(t.db, member.id)).find((d) => d.slot === 'frontAadhar')!;
  documentId = String(front.id);
  const image = await t.app.inject({ url: `/api/files/${documentId}`, headers: { cookie: adminCookie } });
  expect(image.statusCode).toBe(200);
  documentBytes = image.rawPayload;
  await t.close();
  documentFiles = readdirSync(path.join(source, 'uploads'), { recursive: true }).filter((f) =>
    statSync(path.join(source, 'uploads', String(f))).isFile(),
  ).length;
  expect(documentFiles).toBeGreaterThanOrEqual(3);
}, 120_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run backup', () => {
  it('refuses in one line (exit code 1) while a server has the database open, and writes nothing', async () => {
    // Opened as the server opens it.
    const database = await openConfiguredDatabase({ DATA_DIR: source });
    try {
      const run = runScript('backup', ['while-open.tar.gz'], source);
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split('\n')).toEqual([
        `The embedded database ${path.join(source, 'db')} is open in another process: stop the server first, then run this again (one that crashed frees it within 20 seconds).`,
      ]);
      expect(existsSync(path.join(folder, 'while-open.tar.gz'))).toBe(false);
      await expect(backupDataDir({ DATA_DIR: source }, { file: path.join(folder, 'x.tar.gz') })).rejects.toThrow(
        'stop the server first',
      );
    } finally {
      await database.close();
    }
  }, 60_000);

  it('refuses on PostgreSQL, pointing to pg_dump', async () => {
    await expect(backupDataDir({ DATA_DIR: source, DATABASE_URL: 'postgres://db.internal/sevak' })).rejects.toThrow(
      /DATABASE_URL is set.*pg_dump.*docs\/deploy\.md/,
    );
  });

  it('with the server stopped: one private .tar.gz a new DATA_DIR is restored from, where the member signs in and the document opens', async () => {
    const run = runScript('backup', [], source);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const [file] = readdirSync(path.join(folder, 'backups'));
    expect(file).toMatch(/^sevak-\d{8}-\d{6}\.tar\.gz$/);
    const backup = path.join(folder, 'backups', file!);
    expect(run.stdout).toContain(`Backup written: ${backup}`);
    expect(run.stdout).toContain(`${documentFiles} document files, the secret file`);
    expect(statSync(backup).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(folder, 'restored');
    const restored = await restoreDataDir({ DATA_DIR: restoredDir }, { file: backup });
    expect(restored).toEqual({ users: 2, documents: documentFiles, movedAside: null, secretWarning: null });
    expect(readFileSync(path.join(restoredDir, 'app-secret'), 'utf8')).toBe(
      readFileSync(path.join(source, 'app-secret'), 'utf8'),
    );

    const t = await openConfiguredApp({ DATA_DIR: restoredDir });
    try {
      await signIn(t.app, member);
      const adminCookie = (await signIn(t.app, admin)).cookie;
      const image = await t.app.inject({ url: `/api/files/${documentId}`, headers: { cookie: adminCookie } });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(documentBytes)).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('npm run restore', () => {
  let backup: string;
  beforeAll(async () => {
    backup = (await backupDataDir({ DATA_DIR: source }, { file: path.join(folder, 'for-restore.tar.gz') })).file;
  });

  it('refuses a DATA_DIR that is not empty; --force moves it aside (never deletes it), not while its database is open', async () => {
    const dataDir = path.join(folder, 'occupied');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'notes.txt'), 'kept');
    await expect(restoreDataDir({ DATA_DIR: dataDir }, { file: backup })).rejects.toThrow(
      `${dataDir} is not empty: run again with --force`,
    );
    expect(readdirSync(dataDir)).toEqual(['notes.txt']);

    // A DATA_DIR with a database a server has open.
    await restoreDataDir({ DATA_DIR: dataDir }, { file: backup, force: true, now: new Date('2026-01-01T00:00:00Z') });
    const database = await openConfiguredDatabase({ DATA_DIR: dataDir });
    try {
      await expect(restoreDataDir({ DATA_DIR: dataDir }, { file: backup, force: true })).rejects.toThrow(
        'stop the server first',
      );
    } finally {
      await database.close();
    }

    // With another APP_SECRET in the environment than the backed-up server's: restored, with a warning.
    const restored = await restoreDataDir(
      { DATA_DIR: dataDir, APP_SECRET: 'b'.repeat(64) },
      { file: backup, force: true, now: new Date('2026-01-01T00:00:01Z') },
    );
    expect(restored.secretWarning).toBe(
      'The APP_SECRET set in the environment does not open this backup’s documents: unset it (the backup’s app-secret is then used), or set the one the backed-up server used.',
    );
    // 05:30 IST.
    const firstAside = `${dataDir}.before-restore-20260101-053000`;
    const secondAside = `${dataDir}.before-restore-20260101-053001`;
    expect(restored).toMatchObject({ users: 2, documents: documentFiles, movedAside: secondAside });
    expect(readFileSync(path.join(firstAside, 'notes.txt'), 'utf8')).toBe('kept');
    expect(existsSync(path.join(secondAside, 'db', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'notes.txt'))).toBe(false);
  }, 60_000);

  it('refuses an archive with a path out of DATA_DIR or a link, and writes nothing', async () => {
    const made = path.join(folder, 'evil-src', 'inner');
    mkdirSync(path.join(made, 'db'), { recursive: true });
    writeFileSync(path.join(made, 'db', 'PG_VERSION'), '18\n');
    writeFileSync(path.join(folder, 'evil-src', 'escape.txt'), 'out of DATA_DIR');
    const escaping = path.join(folder, 'escaping.tar.gz');
    await tar.create({ file: escaping, gzip: true, cwd: made, preservePaths: true }, ['db', '../escape.txt']);
    const linked = path.join(folder, 'linked.tar.gz');
    symlinkSync('/etc/passwd', path.join(made, 'db', 'passwd'));
    await tar.create({ file: linked, gzip: true, cwd: made }, ['db']);

    for (const [file, why] of [
      [escaping, 'a path outside DATA_DIR (../escape.txt)'],
      [linked, 'a SymbolicLink (db/passwd)'],
    ] as const) {
      const dataDir = path.join(folder, `target-${path.basename(file, '.tar.gz')}`);
      const refused = await restoreDataDir({ DATA_DIR: dataDir }, { file }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(Refusal);
      expect((refused as Error).message).toBe(`${file} is not a Sevak backup: it holds ${why}.`);
      expect(existsSync(dataDir)).toBe(false);
      expect(existsSync(path.join(folder, 'escape.txt'))).toBe(false);
      expect(readdirSync(folder).filter((name) => name.includes('.restoring-'))).toEqual([]);
    }
  });
});
