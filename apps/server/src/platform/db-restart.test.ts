import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, users } from '../db/schema/index.js';
import { createMember, createTestApp, type TestApp } from '../../test/app.js';
import { makePhoto, registrationForm } from '../../test/images.js';
import { adminUrl } from '../../test/postgres-url.js';

/**
 * The API survives its PostgreSQL connections being cut (a restart, a failover): an API process of
 * its own serves parallel reads and registrations while every backend of its database is
 * terminated 10 times. The process stays up, each outage ends with a 200 within 2 s, every answer
 * meanwhile is a success or a 503 (never a 500), and no registration is left half-written.
 * PostgreSQL only (TEST_DATABASE_URL); bench/fault does the same with real server restarts.
 */
const url = process.env.TEST_DATABASE_URL;

let t: TestApp;
let child: ChildProcess;
let base: string;
let dataDir: string;
let exited: number | null | undefined;
let stderr = '';

beforeAll(async () => {
  if (!url) return;
  t = await createTestApp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'sevak-restart-'));
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, '../../test/second-instance.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: t.database.pool!.options.connectionString!,
        DATA_DIR: dataDir,
        TRUST_PROXY: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.on('exit', (code) => (exited = code));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', (code) => reject(new Error(`API process exited with ${code}: ${stderr}`)));
  });
  base = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(async () => {
  if (!url) return;
  child.kill('SIGTERM');
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Cuts every connection to the test database, as a server restart does. */
async function terminateBackends(database: string) {
  const admin = new pg.Client({ connectionString: adminUrl(url!) });
  await admin.connect();
  try {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
  } finally {
    await admin.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function storedFiles(): number {
  try {
    return readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    ).length;
  } catch {
    return 0;
  }
}

describe.runIf(url)('when PostgreSQL cuts every connection', () => {
  it('the API process stays up, answers 503 meanwhile, then 200 within 2 s, and leaves no half-written registration', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: m.email, password: m.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const asMember = { authorization: `Bearer ${token}` };
    const photo = await makePhoto({ width: 320, height: 240 });

    // Status 0: no HTTP answer at all (the process was gone).
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const send = (path: string, init: RequestInit) =>
      fetch(`${base}${path}`, init).then(
        (r) => r.status,
        () => 0,
      );
    let stop = false;
    let n = 0;
    const reader = async () => {
      while (!stop) count(await send('/api/auth/getuser', { headers: asMember }));
    };
    const registrar = async () => {
      while (!stop) {
        n += 1;
        const phone = `7${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(6, '0')}`;
        const form = await registrationForm(
          { email: `restart.${phone}@gmail.com`, phone },
          { frontAadhar: photo, backAadhar: photo, profilePic: photo },
        );
        count(
          await send('/api/auth/registerUserweb', {
            method: 'POST',
            body: form,
            headers: { 'x-forwarded-for': `10.77.${n % 250}.${Math.floor(n / 250) % 250}` },
          }),
        );
      }
    };
    const load = [reader(), reader(), reader(), registrar(), registrar(), registrar()];

    const database = new URL(t.database.pool!.options.connectionString!).pathname.slice(1);
    const recoveries: number[] = [];
    try {
      for (let round = 0; round < 10; round++) {
        await sleep(300);
        await terminateBackends(database);
        const cut = performance.now();
        while ((await send('/api/auth/getuser', { headers: asMember })) !== 200 && performance.now() - cut < 10_000)
          await sleep(20);
        recoveries.push(Math.round(performance.now() - cut));
      }
    } finally {
      stop = true;
      await Promise.all(load);
    }

    expect(exited, `the API process died: ${stderr}`).toBeUndefined();
    expect(Math.max(...recoveries), `recovery times ${recoveries.join(', ')} ms`).toBeLessThanOrEqual(2000);
    // Every answer was a success or "try again": never a 500.
    const answered = Object.fromEntries(statuses);
    expect(
      Object.keys(answered)
        .map(Number)
        .filter((s) => ![200, 201, 503].includes(s)),
      JSON.stringify(answered),
    ).toEqual([]);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);

    // No half-written registration: each member has its three documents, each document its two
    // files, and no file is left without a document.
    const registered = await t.db.select({ id: users.id }).from(users);
    const docs = await t.db.select({ userId: documents.userId }).from(documents);
    const perUser = new Map<string, number>();
    for (const d of docs) perUser.set(d.userId, (perUser.get(d.userId) ?? 0) + 1);
    for (const u of registered) if (u.id !== m.id) expect(perUser.get(u.id) ?? 0).toBe(3);
    expect(storedFiles()).toBe(docs.length * 2);
  }, 120_000);
});
