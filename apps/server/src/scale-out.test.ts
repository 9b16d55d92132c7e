import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationForm } from '../test/images.js';
import { adminUrl, withDatabase } from '../test/postgres-url.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../test/round-robin-proxy.js';
import { S3_TEST_CREDENTIALS, startS3Server } from '../test/s3-server.js';
import { startSevakProcess, type SevakProcess } from '../test/sevak-process.js';
import { openStream } from '../test/sse.js';
import { purgeVerifiedAadhaarJob } from './features/documents/documents.jobs.js';
import { jobs } from './jobs.js';
import { openDatabase, type Database } from './platform/db.js';
import { startJobQueue, type JobContext } from './platform/jobs.js';

const url = process.env.TEST_DATABASE_URL;

/** A port nothing listens on now (the server processes are given theirs, as a deployment does). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

/**
 * The promise of docs/contract.md §2 kept: two API instances (the real `src/server.ts`, each with
 * its own DATA_DIR) and a worker process (`src/worker.ts`) on one new PostgreSQL database and one
 * S3 server, behind a round-robin proxy. Instance A runs jobs as well (both roles in one process),
 * B only serves requests. What one instance does, the other sees; a job runs once across them;
 * an instance that stops lets its requests finish and sends its streams elsewhere.
 */
describe.runIf(url)('two API instances and a worker on one PostgreSQL and one bucket', () => {
  const bucket = 'sevak-documents';
  const admin = { email: 'admin@sevak.example', phone: '9000000001', password: 'Admin-Pass-2026' };
  const member = { email: 'sunita.devi@gmail.com', password: 'Mera-Ghar-2026' };
  const name = `sevak_scale_${randomBytes(6).toString('hex')}`;
  const folders: string[] = [];
  let maintenance: pg.Client;
  let database: Database;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let s3Client: S3Client;
  let instances: SevakProcess[] = [];
  let worker: SevakProcess;
  let proxy: RoundRobinProxy;
  let adminCookie: string;
  let memberId: string;

  const tempDir = (prefix: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), prefix));
    folders.push(folder);
    return folder;
  };
  const everyLog = () => [...instances, worker].map((p) => p.output).join('\n');
  const keysInBucket = async () =>
    ((await s3Client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!);
  /** Sends nothing-changing requests until the proxy's next request goes to `upstream`. */
  const turnTo = async (upstream: number) => {
    while (proxy.next !== upstream) await fetch(`${proxy.base}/api/health`);
  };
  const api = (route: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${proxy.base}/api${route}`, {
      ...init,
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
    });
  /** A member's record as the back office shows it (GET /auth/getUserById), through the proxy. */
  const profileOf = async (id: string) =>
    (
      (await (await api(`/auth/getUserById/${id}`, { cookie: adminCookie })).json()) as {
        user: { frontAadhar: string | null };
      }
    ).user;
  const lastServedBy = () => proxy.served.at(-1)!.upstream;

  beforeAll(async () => {
    maintenance = new pg.Client({ connectionString: adminUrl(url!) });
    await maintenance.connect();
    await maintenance.query(`CREATE DATABASE "${name}"`);
    s3 = await startS3Server(tempDir('sevak-s3-'));
    s3Client = new S3Client({
      region: 'ap-south-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: S3_TEST_CREDENTIALS,
    });
    await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));
    const ports = [await freePort(), await freePort()];
    // What every process of the deployment shares (docs/deploy.md); each has its own DATA_DIR.
    const shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      DATABASE_URL: withDatabase(url!, name),
      APP_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_PROVIDER: 'local',
      MAIL_PROVIDER: 'local',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_EMAIL: admin.email,
      ADMIN_PHONE: admin.phone,
      ADMIN_PASSWORD: admin.password,
      DOCUMENT_RETENTION_DAYS: '1',
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_REGION: 'ap-south-1',
      STORAGE_S3_ENDPOINT: s3.endpoint,
      STORAGE_S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    };
    const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));
    // All three at the same moment, on a database with nothing in it yet.
    [instances, worker] = await Promise.all([
      Promise.all(
        ports.map((port, i) =>
          startSevakProcess(
            entry('./server.ts'),
            { ...shared, PORT: String(port), DATA_DIR: tempDir('sevak-api-'), JOB_WORKERS: i === 0 ? 'true' : 'false' },
            /Sevak is ready on/,
          ),
        ),
      ),
      startSevakProcess(
        entry('./worker.ts'),
        { ...shared, DATA_DIR: tempDir('sevak-worker-') },
        /running the job queue/,
      ),
    ]);
    proxy = await startRoundRobinProxy(ports.map((port) => `http://127.0.0.1:${port}`));
    database = await openDatabase({ url: withDatabase(url!, name) });
  }, 120_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all([...instances, worker].filter(Boolean).map((p) => p.stop()));
    await database?.close();
    await s3?.stop();
    await maintenance?.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await maintenance?.end();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('start together on an empty database: both ready, one first admin, the pincode directory loaded once', async () => {
    for (const upstream of [0, 1]) {
      await turnTo(upstream);
      const ready = await api('/ready');
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres', storage: 's3', failing: [] });
    }
    const admins = await database.pool!.query("select count(*)::int as n from users where role = 'Admin'");
    expect(admins.rows[0].n).toBe(1);
    // Each instance found the directory empty and started the loader; one loaded it, the other
    // waited for its lock and found it full.
    await expect
      .poll(async () => (await api('/location/pincode/560034')).status, { timeout: 60_000, interval: 500 })
      .toBe(200);
    const loaded = everyLog().match(/Pincode directory loaded \((\d+) post offices\)/g) ?? [];
    expect(loaded).toHaveLength(1);
    const rows = await database.pool!.query('select count(*)::int as n from post_offices');
    expect(loaded[0]).toContain(`(${rows.rows[0].n} post offices)`);
  }, 90_000);

  it('a member registers through one instance and an admin opens the documents through the other', async () => {
    const registered = await api('/auth/registerUserweb', {
      method: 'POST',
      body: await registrationForm({
        email: member.email,
        password: member.password,
        confirmpassword: member.password,
      }),
    });
    expect(registered.status).toBe(201);
    const registeredBy = lastServedBy();
    memberId = ((await registered.json()) as { user: { _id: string } }).user._id;
    // Nothing on either instance's disk: every document is in the bucket.
    expect(await keysInBucket()).not.toHaveLength(0);
    for (const folder of folders) expect(existsSync(path.join(folder, 'uploads'))).toBe(false);

    const login = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ emailOrPhone: admin.email, password: admin.password }),
    });
    expect(login.status).toBe(200);
    adminCookie = cookieOf(login);
    // The first admin's first sign-in: a new password before anything else.
    const changed = await api('/auth/change-password', {
      method: 'POST',
      cookie: adminCookie,
      body: JSON.stringify({ currentPassword: admin.password, newPassword: 'Admin-Pass-2027' }),
    });
    expect(changed.status).toBe(200);
    admin.password = 'Admin-Pass-2027';
    const { frontAadhar } = await profileOf(memberId);
    await turnTo(1 - registeredBy);
    const image = await api(frontAadhar!.replace(/^\/api/, ''), { cookie: adminCookie });
    expect(lastServedBy()).not.toBe(registeredBy);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\/jpeg/);
    expect(Buffer.from(await image.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('a ticket resolved through one instance reaches the member’s stream held by the other', async () => {
    const approved = await api('/auth/approveUser', {
      method: 'PUT',
      cookie: adminCookie,
      body: JSON.stringify({ userId: memberId, allowUnpaid: true }),
    });
    expect(approved.status).toBe(200);
    const login = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ emailOrPhone: member.email, password: member.password }),
    });
    const memberCookie = cookieOf(login);
    const stream = await openStream(`${proxy.base}/api/notifications/stream`, memberCookie);
    const heldBy = lastServedBy();
    try {
      await stream.waitFor(/event: ready/);
      const raised = await api('/support/addIssue', {
        method: 'POST',
        cookie: memberCookie,
        body: JSON.stringify({ issue: 'Payment not shown', description: 'Please help' }),
      });
      expect(raised.status).toBe(201);
      const ticket = ((await raised.json()) as { ticket: { _id: string } }).ticket;
      await turnTo(1 - heldBy);
      const resolved = await api(`/support/updateTicketStatus/${ticket._id}/status`, {
        method: 'PUT',
        cookie: adminCookie,
        body: JSON.stringify({ status: 'Resolved', resolutionMessage: 'Done for you' }),
      });
      expect(resolved.status).toBe(200);
      expect(lastServedBy()).not.toBe(heldBy);
      expect(await stream.waitFor(/Payment not shown: Done for you/)).toMatch(/event: notification/);
    } finally {
      stream.close();
    }
  });

  it('the Aadhaar purge sent ten times at once runs each job once, across the processes, and purges once', async () => {
    // A day and more since the approval verified the member's Aadhaar (DOCUMENT_RETENTION_DAYS=1).
    await database.pool!.query(
      "update users set aadhaar_verified_at = now() - interval '2 days' where id = $1 and aadhaar_verified_at is not null",
      [memberId],
    );
    const before = await keysInBucket();
    // A queue client of its own (as an admin tool or a cron elsewhere would be): it only sends.
    // Its job context is never read: it runs no jobs.
    const queue = await startJobQueue(database, jobs, {} as JobContext, { workers: false });
    try {
      const ids = await Promise.all(Array.from({ length: 10 }, () => queue.send(purgeVerifiedAadhaarJob.name)));
      for (const id of ids) await queue.waitFor(purgeVerifiedAadhaarJob.name, id!, 60_000);
      for (const id of ids) expect(await queue.waitFor(purgeVerifiedAadhaarJob.name, id!, 60_000)).toBe('completed');
      // Each job ran in exactly one process (instance A or the worker; never B, which only serves).
      await expect
        .poll(() => everyLog().match(/"job":"purge-verified-aadhaar","jobId":"[^"]+".*"msg":"job done"/g)?.length)
        .toBe(10);
      expect(instances[1]!.output).not.toContain('"job":"purge-verified-aadhaar"');
      for (const id of ids) expect(everyLog().split(`"jobId":"${id}"`).length - 1).toBe(1);
    } finally {
      await queue.stop();
    }
    // The purge itself happened once: one audit entry, the two Aadhaar images (and thumbnails) gone.
    const audits = await database.pool!.query(
      "select count(*)::int as n from audit_log where action = 'purge_aadhaar' and target_id = $1",
      [memberId],
    );
    expect(audits.rows[0].n).toBe(1);
    expect(everyLog().match(/verified Aadhaar images purged/g)).toHaveLength(1);
    expect(before.length - (await keysInBucket()).length).toBe(4);
    expect((await profileOf(memberId)).frontAadhar).toBeNull();
  }, 90_000);

  it('an instance stopping answers the request in flight, ends its streams with a retry hint, and exits', async () => {
    const login = await api('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ emailOrPhone: member.email, password: member.password }),
    });
    const memberCookie = cookieOf(login);
    await turnTo(1);
    const stream = await openStream(`${proxy.base}/api/notifications/stream`, memberCookie);
    await stream.waitFor(/event: ready/);
    // A sign-in whose body is still on its way to B when B is told to stop.
    await turnTo(1);
    const body = JSON.stringify({ emailOrPhone: admin.email, password: admin.password });
    let inFlight = () => {};
    const answer = new Promise<{ status: number; cookie: string }>((resolve, reject) => {
      const req = http.request(`${proxy.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode!, cookie: String(res.headers['set-cookie'] ?? '') }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      inFlight = () => req.end(body.slice(10));
    });
    await expect.poll(() => proxy.served.at(-1)!.path).toBe('/api/auth/login');
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the headers reach B
    // The load balancer takes B out of its rotation, then the deployment stops it.
    proxy.remove(1);
    instances[1]!.child.kill('SIGTERM');
    // The stream ends with a hint to come back in 1–5 s …
    expect(await stream.ended()).toMatch(/event: ready[\s\S]*\nretry: [1-5]\d{3}\n\n$/);
    // … while the request B had begun is still answered in full.
    inFlight();
    const signedIn = await answer;
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookie).not.toBe('');
    expect(await instances[1]!.exited).toBe(0);
    // The browser's EventSource comes back, through the proxy, to A.
    const again = await openStream(`${proxy.base}/api/notifications/stream`, memberCookie);
    expect(lastServedBy()).toBe(0);
    await again.waitFor(/event: ready/);
    again.close();
  }, 60_000);
});
