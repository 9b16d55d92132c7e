import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from '../db/schema/index.js';
import { LOCK_STALE_MS, lockEmbeddedDatabase } from './database-lock.js';
import { withStatementCache } from './pglite-statements.js';

export type Schema = typeof schema;
/** The one database type every repo takes: the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repo function accepts the database or an open transaction. */
export type DbOrTx = Db | Tx;

/**
 * The rows of a raw SQL statement (what drizzle's builder cannot say: `update … from (values …)`,
 * recursive queries, `unnest`), typed by the caller. Both drivers answer `execute` with `{ rows }`;
 * the row type is the statement's column list, which the caller's test checks.
 */
export async function rawRows<Row extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as { rows: Row[] };
  return result.rows;
}

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Raw driver, for the few things drizzle does not do (LISTEN/NOTIFY, dumps in tests). */
  pglite?: PGlite;
  pool?: Pool;
};

export type DatabaseOptions =
  | { url: string; pglite?: undefined; dataDir?: undefined; lockWaitMs?: undefined }
  | {
      url?: undefined;
      pglite?: PGlite;
      dataDir?: string;
      /**
       * How long to wait for another process to close the folder (database-lock.ts): by default a
       * little over a dead process's lock going stale, so a server restarted after a crash starts.
       */
      lockWaitMs?: number;
    };

/** The committed SQL migrations (apps/server/drizzle), found from the source tree or a built bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('SQL migrations folder (drizzle/) not found');
    dir = parent;
  }
}

/**
 * The new embedded database the build makes (apps/server/dist/database.tar.gz), which a first
 * start begins from (platform/database-template.ts).
 */
export function databaseTemplateFile(): string {
  return path.join(path.dirname(migrationsFolder()), 'dist', 'database.tar.gz');
}

/**
 * Opens PostgreSQL: node-postgres when a URL is given, otherwise PGlite persisted in
 * `dataDir` (or a ready PGlite instance, as tests pass). Migrations are applied by `migrate`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const { Pool } = (await import('pg')).default;
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // A connection attempt that cannot reach the server gives up after 5 s (a request answers
    // 503 then) instead of waiting for ever.
    const pool = new Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 5_000 });
    // The server can cut any connection (restart, failover, pg_terminate_backend). pg emits 'error'
    // on the pool only for idle clients; on a client checked out (inside a transaction) nobody
    // would listen and the process would die. So every client listens from birth: its query
    // fails (the request answers 503), the pool drops it when released, the next request gets
    // a fresh connection.
    pool.on('connect', (client) => {
      client.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    });
    pool.on('error', (err) => {
      console.warn(`PostgreSQL connection lost: ${err.message}`);
    });
    const db = drizzle(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  let client = options.pglite;
  let unlock = async () => {};
  if (!client) {
    const dir = path.resolve(options.dataDir ?? './data/db');
    mkdirSync(dir, { recursive: true });
    // PGlite itself would let a second process open the folder (and both corrupt it).
    unlock = await lockEmbeddedDatabase(dir, options.lockWaitMs ?? LOCK_STALE_MS + 5_000);
    client = await createPGlite({ dataDir: dir }).catch(async (err: unknown) => {
      await unlock();
      throw err;
    });
  }
  await client.waitReady;
  const db = drizzle(withStatementCache(client) as unknown as PGlite, { schema }) as unknown as Db;
  const pglite = client;
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await pglite.close();
      await unlock();
    },
  };
}

/**
 * A new embedded database with the extensions our migrations create (`cube` and `earthdistance`
 * for distances, `btree_gist` for bookings' times; docs/stack.md): every PGlite this code opens, the server's and the tests', comes
 * from here, or a migrated database would not open with its functions.
 */
export async function createPGlite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  const [{ PGlite }, { cube }, { earthdistance }, { btree_gist }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
    import('@electric-sql/pglite/contrib/btree_gist'),
  ]);
  return PGlite.create({ ...options, extensions: { cube, earthdistance, btree_gist } });
}

/**
 * A prepared statement built once per database handle, on first use: `prepare` builds it with
 * drizzle's `.prepare(name)`, and every call after gets the same one.
 */
export function preparedOnce<T>(prepare: (db: Db) => T): (db: Db) => T {
  const statements = new WeakMap<Db, T>();
  return (db) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
}

/**
 * Runs a built query as a prepared statement named after its text, and returns its rows as arrays
 * for the caller to map (it knows its few columns). For hot reads whose SQL varies with their
 * filters, so cannot be one prepared statement (the admin member list): on PostgreSQL each
 * distinct text is parsed and planned once per connection instead of on every call, and no
 * generic row mapper runs. On PGlite every text is a named statement anyway
 * (`withStatementCache`).
 */
export async function selectRows(db: Db, query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql: text, params } = query.toSQL();
  const client = (db as unknown as { $client: Pool | Pick<PGlite, 'query'> }).$client;
  if ('totalCount' in client) {
    const name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    return (await client.query<unknown[]>({ name, text, values: params, rowMode: 'array' })).rows;
  }
  return (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows;
}

/** The database the configuration names: DATABASE_URL, or PGlite under DATA_DIR/db. */
export function openConfiguredDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return openDatabase(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, 'db') },
  );
}

/**
 * Runs `work` holding a session-level advisory lock on PostgreSQL, where several instances may
 * start at the same moment: one does the work while the others wait, then find it done.
 * The lock is any constant of ours, and ends with its session even if the process dies mid-way.
 * `work` gets the locked session (to run on it, if it likes). PGlite is one process's own
 * database: there, `work` just runs.
 */
export async function withStartupLock<T>(
  database: Database,
  lock: bigint,
  work: (session?: PoolClient) => Promise<T>,
): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const session = await database.pool!.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [lock.toString()]);
    return await work(session);
  } finally {
    await session.query('select pg_advisory_unlock($1)', [lock.toString()]).catch(() => undefined);
    session.release();
  }
}

/** 'sevakmig' */
const MIGRATION_LOCK = 0x736576616b6d6967n;

/** Applies the committed migrations not applied yet, one instance at a time. */
export async function migrate(database: Database): Promise<void> {
  const folder = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await withStartupLock(database, MIGRATION_LOCK, (session) => run(drizzle(session!) as never, folder));
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, folder);
  }
}

let journalLength: number | undefined;

/** How many committed migrations the database has not applied (readiness: 0 once migrated). */
export async function pendingMigrations(db: Db): Promise<number> {
  journalLength ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  const applied = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    .then((rows) => rows[0]?.n ?? 0)
    .catch((err: { code?: string; cause?: { code?: string } }) => {
      // No migrations table yet: none applied.
      if ((err.cause?.code ?? err.code) === '42P01') return 0;
      throw err;
    });
  return Math.max(0, journalLength - applied);
}

/** One round trip to the database (the health check): throws when it cannot be reached. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** SQLSTATE classes and driver errors that mean the connection, not the request, failed. */
const CONNECTION_STATES = /^(08|57P0[1-3])/;
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed|terminating connection/i;

/**
 * True when an error (or its cause, as drizzle wraps driver errors) says the database connection
 * was lost or could not be made: the server restarted, failed over or is unreachable. Such a
 * request is answered 503 and can simply be tried again.
 */
export function isConnectionLost(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_STATES.test(code) || CONNECTION_CODES.has(code)) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** PostgreSQL's unique violation (23505), as either driver reports it (directly or as the cause). */
export function isUniqueViolation(err: unknown): err is { code: string; constraint?: string } {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** PostgreSQL's exclusion constraint violation (23P01), as either driver reports it: two bookings' times overlap. */
export function isExclusionViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23P01' || e?.cause?.code === '23P01';
}

/** PostgreSQL's foreign key violation (23503), as either driver reports it (directly or as the cause). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
}
