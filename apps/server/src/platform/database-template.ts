import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';

/**
 * The embedded database a first start begins from: `npm run build` makes it
 * once (scripts/database-template.ts: migrations, pg-boss's tables and the pincode directory in
 * a new database; its place is db.ts's databaseTemplateFile), and a first start extracts it in
 * about a second instead of creating one (PGlite's initdb, migrations and 155k post offices: ~6 s
 * and ~0.9 GB for a moment). Nothing here opens a database, so a small process can run it.
 */

/** The one folder the archive holds: the PGlite data folder. */
const FOLDER = 'db';

/** Writes `dataDir`'s database (closed) as the template, whole or not at all. */
export async function saveDatabaseTemplate(dataDir: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await tar.create({ file: partial, gzip: true, cwd: dataDir, portable: true }, [FOLDER]);
  await rename(partial, file);
}

/**
 * Makes `dbDir` from the template; false when the build made none (the caller creates the
 * database then). Extracted beside it and renamed into place, so a start cut short leaves no
 * half database behind.
 */
export async function createDatabaseFromTemplate(dbDir: string, file: string): Promise<boolean> {
  if (!existsSync(file)) return false;
  await mkdir(path.dirname(dbDir), { recursive: true });
  const staging = await mkdtemp(`${dbDir}.new-`);
  try {
    // Synchronous: nothing else runs before the database opens, and a broken archive throws
    // with no write still under way (which would recreate files once `staging` is removed).
    tar.extract({ file, cwd: staging, strict: true, preserveOwner: false, sync: true });
    await rename(path.join(staging, FOLDER), dbDir);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return true;
}
