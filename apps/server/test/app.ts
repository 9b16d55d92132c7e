import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { PRIVACY_NOTICE_VERSION, SESSION_COOKIE } from '@sevak/shared';
import { buildApp } from '../src/app.js';
import type { RouteClient } from '../src/features/settlements/index.js';
import type { NewUserRow } from '../src/db/schema/index.js';
import { seedCategories } from '../src/features/categories/categories.service.js';
import { generateReferralCode } from '../src/features/members/referral-code.js';
import { insertUser } from '../src/features/members/members.repo.js';
import type { JobQueueOptions } from '../src/platform/jobs.js';
import { loadConfig } from '../src/platform/config.js';
import { createPGlite, openConfiguredDatabase, openDatabase, type Database, type Db } from '../src/platform/db.js';
import { hashPassword } from '../src/platform/passwords.js';
import { adminUrl, withDatabase } from './postgres-url.js';

/**
 * A database of its own for one test file, cloned from the run's migrated template:
 * PGlite in memory, or a new database on TEST_DATABASE_URL's server.
 */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (url && template) {
    const name = `${template.replace(/_template$/, '')}_${randomBytes(6).toString('hex')}`;
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    const database = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...database,
      drop: async () => {
        await database.close();
        // Without FORCE: PostgreSQL waits (up to 5 s) for the closed pool's backends to exit,
        // instead of killing them mid-goodbye.
        await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
        await admin.end();
      },
    };
  }
  const tarball = readFileSync(inject('pgliteTemplate'));
  const client = await createPGlite({ loadDataDir: new Blob([tarball]) });
  const database = await openDatabase({ pglite: client });
  return { ...database, drop: () => database.close() };
}

export type TestApp = {
  app: FastifyInstance;
  db: Db;
  database: Database;
  close(): Promise<void>;
};

/**
 * The whole API on a fresh database, categories seeded, ready for `app.inject`. Logs are off
 * unless `env.LOG_LEVEL` says otherwise; `logStream` receives every line (tests read them).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logStream?: { write(line: string): void }; jobs?: JobQueueOptions; routeClient?: RouteClient } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sevak-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    ...env,
  });
  // Schedules off (a test runs a job with app.jobs.runNow when it wants one); quick polling, so a
  // test that queues a job does not wait long.
  const app = await buildApp({
    config,
    database,
    webRoot: false,
    jobs: { schedules: false, pollingIntervalSeconds: 0.5, ...options.jobs },
    ...(options.logStream && { logStream: options.logStream }),
    ...(options.routeClient && { routeClient: options.routeClient }),
  }).catch(async (err: unknown) => {
    // A configuration the server refuses: nothing is left behind.
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  await seedCategories(database.db);
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique, valid Indian mobile number for test data. */
export function uniquePhone(): string {
  counter += 1;
  return `9${String(randomInt(10_000, 99_999))}${String(counter).padStart(4, '0')}`;
}

export type TestMember = { id: string; email: string; phone: string; password: string; name: string };

/** An address on a Main Road of this city, state and pincode. */
export function addressIn(city: string, state: string, pincode: string) {
  return { area: 'Main Road', city, state, country: 'India', pincode };
}

/** A member (or admin) straight into the database, through the same repo the app uses. */
export async function createMember(
  db: Db,
  overrides: Partial<NewUserRow> & { password?: string } = {},
): Promise<TestMember> {
  const { password = 'correct-horse-battery', ...fields } = overrides;
  const phone = fields.phone ?? uniquePhone();
  const row = await insertUser(db, {
    name: 'Asha Verma',
    email: `member.${phone}@gmail.com`,
    phone,
    passwordHash: await hashPassword(password),
    referralCode: await generateReferralCode(db),
    // Registered today: the current privacy notice accepted.
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeAcceptedAt: new Date(),
    ...fields,
  });
  return { id: row.id, email: row.email, phone: row.phone, password, name: row.name };
}

export function createAdminMember(db: Db, overrides: Partial<NewUserRow> & { password?: string } = {}) {
  return createMember(db, { name: 'Ravi Admin', role: 'Admin', isAdminApproved: true, ...overrides });
}

/** Signs in through the real endpoint; returns the bearer token and the cookie header. */
export async function signIn(app: FastifyInstance, member: { email: string; password: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhone: member.email, password: member.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ token: string }>().token;
  return { token, cookie: `${SESSION_COOKIE}=${token}`, bearer: `Bearer ${token}` };
}

/**
 * The app as `npm start` runs it on `env`, on the database and storage the settings name (an
 * embedded DATA_DIR by default, with its own secret file), categories seeded; schedules off.
 */
export async function openConfiguredApp(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: 'test', ...env });
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, webRoot: false, jobs: { schedules: false } });
  await seedCategories(database.db);
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
