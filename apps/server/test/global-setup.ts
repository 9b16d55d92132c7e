import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPGlite, migrate, openDatabase } from '../src/platform/db.js';
import { installJobQueue } from '../src/platform/jobs.js';
import { adminUrl, databaseNameOf, withDatabase } from './postgres-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a gzip tarball of a migrated data dir, cloned by every test file. */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated template database every test file copies. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per run, then lets every test file clone it: initdb and migrations run
 * once, not once per file (docs/stack.md: PGlite's initdb takes seconds).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `${databaseNameOf(url)}_template`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
    const database = await openDatabase({ url: withDatabase(url, template) });
    await migrate(database);
    await installJobQueue(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
        `${template.replace(/_template$/, '')}_%`,
      ]);
      for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'sevak-pglite-'));
  const client = await createPGlite();
  const database = await openDatabase({ pglite: client });
  await migrate(database);
  await installJobQueue(database);
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
