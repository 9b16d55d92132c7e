import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openConfiguredApp,
  createAdminMember,
  createMember,
  signIn,
  type TestApp,
  type TestMember,
} from '../../test/app.js';
import { documentsOf } from '../../test/documents.js';
import { registrationForm } from '../../test/images.js';
import { approve, payFee } from '../../test/ledger.js';
import { adminUrl, withDatabase } from '../../test/postgres-url.js';
import { S3_TEST_CREDENTIALS, startS3Server } from '../../test/s3-server.js';
import { memberReadyToWithdraw, requestWithdrawal } from '../../test/withdrawals.js';
import { migrate, openConfiguredDatabase, openDatabase } from '../platform/db.js';
import { installJobQueue } from '../platform/jobs.js';
import { loadMoveConfig, migrateToPostgres } from '../platform/migrate-to-postgres.js';

/**
 * npm run migrate-to-postgres: an embedded DATA_DIR with members, a referral chain,
 * wallets, a paid withdrawal and documents moves into a new PostgreSQL database and an S3 bucket;
 * an app started there with the same APP_SECRET serves the same members, balances and documents,
 * and takes new registrations and ledger entries after the copied ones. PostgreSQL only.
 */
const url = process.env.TEST_DATABASE_URL;
const bucket = 'sevak-moved';
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

let folder: string;
let dataDir: string;
let admin: TestMember;
let referrer: TestMember;
let referee: TestMember;
let withdrawer: TestMember;
let documentId: string;
let documentBytes: Buffer;
let walletsBefore: Record<string, unknown>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let adminPg: pg.Client;
let targetName: string;
let targetUrl: string;

const wallet = async (t: { app: TestApp['app'] }, m: TestMember) =>
  (await t.app.inject({ url: '/api/wallet', headers: { cookie: (await signIn(t.app, m)).cookie } })).json().wallet;

describe.runIf(url)('npm run migrate-to-postgres', () => {
  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'sevak-move-'));
    dataDir = path.join(folder, 'data');
    mkdirSync(dataDir);
    const created = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrate(created);
    await installJobQueue(created);
    await created.close();

    const t = await openConfiguredApp({ DATA_DIR: dataDir });
    admin = await createAdminMember(t.db);
    const adminCookie = (await signIn(t.app, admin)).cookie;
    // A referral chain of three, each approved after the one they referred: an updated row is
    // written anew at the table's end, so a plain read meets referees before their referrers.
    referrer = await createMember(t.db);
    referee = await createMember(t.db, { referredBy: referrer.id });
    await createMember(t.db, { referredBy: referee.id, isAdminApproved: true });
    // The referee pays and is approved: the referrer's wallet gets the reward (a ledger transfer).
    expect((await payFee(t as unknown as TestApp, (await signIn(t.app, referee)).cookie)).statusCode).toBe(200);
    expect((await approve(t as unknown as TestApp, adminCookie, referee.id)).statusCode).toBe(200);
    expect((await approve(t as unknown as TestApp, adminCookie, referrer.id, true)).statusCode).toBe(200);
    // Documents, an e-KYC, ₹1,000 credited, ₹300 withdrawn and paid (a pending transfer, then its
    // post referring to it), ₹200 asked for and still held.
    withdrawer = await memberReadyToWithdraw(t.app, t.db, adminCookie, 1000);
    const ask = (amount: number) =>
      requestWithdrawal(t.app, (withdrawer as unknown as { cookie: string }).cookie, amount);
    const paid = (await ask(300)).json().withdrawal._id as string;
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/withdrawal/${paid}/approve`,
      headers: { cookie: adminCookie },
      payload: { utr: 'SBIN526012345678' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await ask(200)).statusCode).toBe(201);

    walletsBefore = { referrer: await wallet(t, referrer), withdrawer: await wallet(t, withdrawer) };
    expect(walletsBefore).toEqual({
      referrer: { balance: 25, held: 0, available: 25, currency: 'INR' },
      withdrawer: { balance: 700, held: 200, available: 500, currency: 'INR' },
    });
    const front = (await documentsOf(t.db, withdrawer.id)).find((d) => d.slot === 'frontAadhar')!;
    documentId = String(front.id);
    const image = await t.app.inject({ url: `/api/files/${documentId}`, headers: { cookie: adminCookie } });
    expect(image.statusCode).toBe(200);
    documentBytes = image.rawPayload;
    await t.close();

    s3 = await startS3Server(mkdtempSync(path.join(folder, 's3-')));
    const client = new S3Client({
      region: 'ap-south-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    adminPg = new pg.Client({ connectionString: adminUrl(url!) });
    await adminPg.connect();
    targetName = `sevak_move_${randomBytes(6).toString('hex')}`;
    await adminPg.query(`CREATE DATABASE "${targetName}"`);
    targetUrl = withDatabase(url!, targetName);
  }, 120_000);

  afterAll(async () => {
    await s3?.stop();
    await adminPg?.query(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`);
    await adminPg?.end();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const moveEnv = () => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: targetUrl,
    STORAGE_S3_BUCKET: bucket,
    STORAGE_S3_REGION: 'ap-south-1',
    STORAGE_S3_ENDPOINT: s3.endpoint,
    STORAGE_S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
    STORAGE_S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
  });

  it('refuses while a server has the embedded database open', async () => {
    const open = await openConfiguredDatabase({ DATA_DIR: dataDir });
    try {
      await expect(migrateToPostgres(loadMoveConfig(moveEnv()))).rejects.toThrow(
        `The embedded database ${path.join(dataDir, 'db')} is open in another process: stop the server first`,
      );
    } finally {
      await open.close();
    }
  });

  it('moves everything (a failed run keeping nothing, the next completing): the same members, balances and documents on PostgreSQL + S3; new rows come after; another run refuses', async () => {
    // The case the row order is for: a plain read of the table meets a referee before its referrer.
    const source = await openDatabase({ dataDir: path.join(dataDir, 'db'), lockWaitMs: 0 });
    const order = (await source.pglite!.query<{ id: string }>('select id from users')).rows.map((r) => r.id);
    expect(order.indexOf(referee.id)).toBeLessThan(order.indexOf(referrer.id));
    await source.close();

    const config = loadMoveConfig(moveEnv());
    expect(config.secretFromFile).toBe(true);

    // A first run that fails part-way (the ledger, late in the order, refuses its rows) keeps no row.
    const failing = await openDatabase({ url: targetUrl });
    await migrate(failing);
    await failing.pool!.query(`
      create function fail_entry() returns trigger language plpgsql as $$ begin raise exception 'disk full (a test)'; end $$;
      create trigger fail_entry before insert on ledger_entries for each row execute function fail_entry();`);
    await expect(migrateToPostgres(config)).rejects.toThrow('disk full (a test)');
    const kept = await failing.pool!.query<{ n: number }>('select count(*)::int as n from users');
    expect(kept.rows[0]!.n).toBe(0);
    await failing.pool!.query('drop trigger fail_entry on ledger_entries; drop function fail_entry()');
    await failing.close();

    // Run again. Two rows an INSERT: a referrer and its referee land in different statements.
    const moved = await migrateToPostgres(config, { batchRows: 2 });
    expect(moved.skipped).toEqual([]);

    // Every table, every row: counted on both sides.
    const counts = new Map(moved.tables.map((t) => [t.name, t.rows]));
    const again = await openDatabase({ dataDir: path.join(dataDir, 'db'), lockWaitMs: 0 });
    const target = new pg.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const { rows: tables } = await target.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = 'public' order by 1",
      );
      expect([...counts.keys()].sort()).toEqual(tables.map((t) => t.name));
      for (const { name } of tables) {
        const [here, there] = await Promise.all([
          again.pglite!.query<{ n: number }>(`select count(*)::int as n from "${name}"`),
          target.query<{ n: number }>(`select count(*)::int as n from "${name}"`),
        ]);
        expect([name, there.rows[0]!.n]).toEqual([name, here.rows[0]!.n]);
        expect([name, counts.get(name)]).toEqual([name, here.rows[0]!.n]);
      }
      expect(counts.get('users')).toBe(5);
      expect(counts.get('ledger_entries')).toBeGreaterThan(0);
      const documents = await again.pglite!.query<{ n: number }>('select count(*)::int as n from documents');
      expect(moved.documents).toBeGreaterThanOrEqual(documents.rows[0]!.n);
      // pg-boss's own schema is made by the migration, never copied.
      expect((await target.query('select 1 from pg_namespace where nspname = $1', ['pgboss'])).rowCount).toBe(1);
    } finally {
      await target.end();
      await again.close();
    }
    const listed = await new S3Client({
      region: 'ap-south-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    }).send(new ListObjectsV2Command({ Bucket: bucket }));
    expect(listed.KeyCount).toBe(moved.documents);

    // The new deployment: PostgreSQL, the bucket, the secret from DATA_DIR's file, its own DATA_DIR.
    const t = await openConfiguredApp({
      ...moveEnv(),
      DATA_DIR: mkdtempSync(path.join(folder, 'new-')),
      APP_SECRET: readFileSync(path.join(dataDir, 'app-secret'), 'utf8').trim(),
      PAYMENT_PROVIDER: 'local',
      MAIL_PROVIDER: 'local',
    });
    try {
      await signIn(t.app, withdrawer);
      await signIn(t.app, referee);
      const adminCookie = (await signIn(t.app, admin)).cookie;
      const image = await t.app.inject({ url: `/api/files/${documentId}`, headers: { cookie: adminCookie } });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(documentBytes)).toBe(true);
      expect({ referrer: await wallet(t, referrer), withdrawer: await wallet(t, withdrawer) }).toEqual(walletsBefore);

      // New rows after the copied ones: a registration, and a credit that ends the statement.
      const registered = await t.app.inject({
        method: 'POST',
        url: '/api/auth/registerUserweb',
        payload: await registrationForm(),
      });
      expect(registered.statusCode).toBe(201);
      const credit = await t.app.inject({
        method: 'POST',
        url: '/api/wallet/adjust',
        headers: { cookie: adminCookie },
        payload: { userId: withdrawer.id, amount: 50, reason: 'After the move' },
      });
      expect(credit.statusCode).toBe(200);
      const statement = await t.app.inject({
        url: '/api/wallet/statement?format=csv&from=2020-04-01',
        headers: { cookie: (await signIn(t.app, withdrawer)).cookie },
      });
      // Entry lines start with their date; the ledger's order (a sequence) puts the new one last.
      const entries = statement.body.split('\n').filter((line) => line.startsWith('"'));
      expect(entries).toHaveLength(3);
      expect(entries.at(-1)).toContain('After the move,50.00,,750.00');
      expect(statement.body).toContain('Closing balance (INR),750.00');
    } finally {
      await t.close();
    }

    // Again, as the operator runs it: one line, exit code 1.
    const env: NodeJS.ProcessEnv = { ...process.env, ...moveEnv() };
    delete env.APP_SECRET;
    const rerun = spawnSync(
      process.execPath,
      ['--import', tsx, path.join(import.meta.dirname, 'migrate-to-postgres.ts')],
      {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(rerun.status).toBe(1);
    // (After the AWS SDK's warning about Node 20, when it prints one: no stack, one line.)
    expect(rerun.stderr).not.toMatch(/^\s+at /m);
    expect(rerun.stderr.trim().split('\n').at(-1)).toMatch(
      /^The PostgreSQL database already holds data \(.*users.*\): this command never merges/,
    );
  }, 120_000);
});
