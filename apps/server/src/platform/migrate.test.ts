import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminUrl, withDatabase } from '../../test/postgres-url.js';
import { migrate, openDatabase, pendingMigrations } from './db.js';

const url = process.env.TEST_DATABASE_URL;

/**
 * Several API instances starting at the same moment on one empty PostgreSQL database
 * each run the migrations; one applies them, the others wait and find nothing to do. (PGlite is
 * one process's own database: nothing to race.)
 */
describe.runIf(url)('migrations started by several instances at once', () => {
  it('apply once: every instance starts, the schema is whole, each migration recorded once', async () => {
    const name = `sevak_migrate_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url!) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const instances = await Promise.all(
      Array.from({ length: 6 }, () => openDatabase({ url: withDatabase(url!, name) })),
    );
    try {
      const results = await Promise.allSettled(instances.map((database) => migrate(database)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await pendingMigrations(instances[0]!.db)).toBe(0);
      // Each recorded once: as many rows as migrations in the folder.
      const recorded = await instances[0]!.pool!.query<{ n: string; distinct: string }>(
        'select count(*) as n, count(distinct hash) as distinct from drizzle.__drizzle_migrations',
      );
      expect(recorded.rows[0]!.n).toBe(recorded.rows[0]!.distinct);
      // The last migration's column is there (users.language).
      const language = await instances[0]!.pool!.query(
        "select 1 from information_schema.columns where table_name = 'users' and column_name = 'language'",
      );
      expect(language.rowCount).toBe(1);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      await admin.end();
    }
  });
});
