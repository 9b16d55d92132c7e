// Helpers shared by the benchmarks: child processes, autocannon bursts, medians.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');

export function tempDir(prefix) {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/** Starts a Node process and resolves once `readyUrl` answers 200 (refusing a port already in use). */
export async function startProcess(args, env, readyUrl, timeoutMs = 60_000) {
  const inUse = await fetch(readyUrl).then(
    () => true,
    () => false,
  );
  // Another process would answer for it, and the bench would measure that one.
  if (inUse) throw new Error(`${new URL(readyUrl).host} already answers: another process uses the port`);
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.ok) return { child, readyMs: performance.now() - started, stop: () => stop(child) };
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) {
      await stop(child); // not left running behind the failed bench
      throw new Error(`${readyUrl} not ready in ${timeoutMs} ms`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * One autocannon burst (of `requests`, autocannon's sequence each connection repeats, when given); returns
 * requests per second (mean over the burst), latency p99 and the slowest answer.
 */
export async function burst(url, { connections = 100, seconds = 3, headers, requests } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers, requests });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors (${result.timeouts} timeouts)`);
  }
  return { rps: result.requests.average, p99: result.latency.p99, max: result.latency.max };
}

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux): on a shared machine
 * the CPU a request costs is steadier than the requests a second.
 */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from the last ')': utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100; // sysconf(_SC_CLK_TCK) on Linux

/**
 * The CPU time one request to `url` costs the app process and its PostgreSQL backends, in µs:
 * the median of `times` runs of `requests` requests (an app from startAppOnPostgres); `sequence`
 * is autocannon's `requests` (a POST's).
 */
export async function cpuPerRequest(
  app,
  url,
  { headers, connections = 100, requests = 20_000, times = 3, sequence } = {},
) {
  const dbName = new URL(app.dbUrl).pathname.slice(1);
  const sample = async () => {
    const { rows } = await app.client.query(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    return { app: processCpuMs(app.pid), db: new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)])) };
  };
  const runs = [];
  for (let i = 0; i < times; i++) {
    const before = await sample();
    const result = await autocannon({ url, headers, connections, amount: requests, requests: sequence });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
    const after = await sample();
    // A backend opened during the run started at zero; one that ended is not counted (the pool keeps them).
    let db = 0;
    for (const [pid, ms] of after.db) db += ms - (before.db.get(pid) ?? 0);
    runs.push({ app: ((after.app - before.app) * 1000) / requests, db: (db * 1000) / requests });
  }
  return { appUs: Math.round(median(runs.map((r) => r.app))), dbUs: Math.round(median(runs.map((r) => r.db))) };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Interleaves bursts against each target (A B A B …) after one warm-up burst each (JIT), and
 * returns each target's median plus the median of the per-round ratios of `a` over `b`: a round's
 * two bursts share the machine's mood, so their ratio is steadier than either number.
 */
export async function interleave(targets, { rounds = 8, ...options } = {}) {
  const names = Object.keys(targets);
  // A target is a URL, or { url, ...burst's options of its own } (a POST's `requests`).
  const hit = (name, extra) => {
    const { url, ...own } = typeof targets[name] === 'string' ? { url: targets[name] } : targets[name];
    return burst(url, { ...options, ...own, ...extra });
  };
  for (const name of names) await hit(name, { seconds: 1 });
  const samples = Object.fromEntries(names.map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of names) samples[name].push(await hit(name));
  }
  const [a, b] = names;
  const ratios = samples[a].map((run, i) => run.rps / samples[b][i].rps);
  return {
    ratio: median(ratios),
    ratios,
    ...Object.fromEntries(
      names.map((name) => [
        name,
        {
          rps: median(samples[name].map((r) => r.rps)),
          p99: median(samples[name].map((r) => r.p99)),
          runs: samples[name].map((r) => Math.round(r.rps)),
        },
      ]),
    ),
  };
}

/**
 * One instance of the built app on the PostgreSQL database at `dbUrl` (another instance may share
 * it: give both the same APP_SECRET in `env`), with a DATA_DIR of its own; resolves once it answers.
 */
export function startInstance({
  port,
  dbUrl,
  dataDir = tempDir('sevak-bench-pg-'),
  checkout = root,
  env = {},
  nodeArgs = [],
}) {
  return startProcess(
    [...nodeArgs, path.join(checkout, 'apps/server/dist/server.js')],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      PAYMENT_PROVIDER: 'local',
      MAIL_PROVIDER: 'local',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    `http://127.0.0.1:${port}/api/health`,
  );
}

/**
 * The built app on a fresh database of the PostgreSQL server at BENCH_DATABASE_URL (default the
 * local server), with an admin, once the background pincode load is done (so it does not share
 * the CPU with measurements). `stop()` ends the app and drops the database; `dataDir` is its
 * DATA_DIR (uploads). `checkout` is another checkout's built app, to compare two versions in one run;
 * `env` overrides its settings (LOG_LEVEL is warn); `nodeArgs` go to node (e.g. `--cpu-prof`).
 */
export async function startAppOnPostgres({ port, admin, checkout = root, env = {}, nodeArgs = [] }) {
  const pg = (await import('pg')).default;
  const serverUrl = benchServerUrl();
  const dbName = `sevak_bench_${Date.now()}`;
  const maintain = (statement) => maintainServer(pg, serverUrl, statement);
  await maintain(`create database ${dbName}`);
  const dbUrl = new URL(serverUrl.href);
  dbUrl.pathname = `/${dbName}`;
  const base = `http://127.0.0.1:${port}`;
  let app;
  let client;
  const dataDir = tempDir('sevak-bench-pg-');
  const stop = async () => {
    await client?.end().catch(() => undefined);
    await app?.stop();
    await maintain(`drop database if exists ${dbName} with (force)`);
  };
  try {
    app = await startInstance({
      port,
      dbUrl: dbUrl.href,
      dataDir,
      checkout,
      nodeArgs,
      env: { ADMIN_EMAIL: admin.email, ADMIN_PHONE: admin.phone, ADMIN_PASSWORD: admin.password, ...env },
    });
    client = new pg.Client({ connectionString: dbUrl.href });
    client.on('error', () => undefined);
    await client.connect();
    // The first admin must replace a configured password at its first sign-in; the bench's admin
    // password is the bench's own.
    await client.query('update users set must_change_password = false where lower(email) = lower($1)', [admin.email]);
    for (let i = 0; i < 600 && (await fetch(`${base}/api/location/pincode/110001`)).status === 503; i++) {
      await new Promise((r) => setTimeout(r, 250));
    }
    return { base, client, dataDir, dbUrl: dbUrl.href, pid: app.child.pid, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * `count` approved providers (prov<i>@gmail.com, phone 7100000000 + i) across 40 cities ('City0'…)
 * and the 146 categories, with review totals; their password hash is 'x' (no sign-in) until a
 * bench gives them one.
 */
export async function seedProviders(client, count) {
  const started = performance.now();
  // The trigger fills the search document as it would for real sign-ups.
  await client.query(`
      with cats as (select array_agg(name order by name) as names from categories)
      insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified,
                         address, business_category, business_name, business_details, review_count, rating_sum, created_at)
      select 'Provider ' || i, 'prov' || i || '@gmail.com', (7100000000 + i)::text, 'x', 'PROV' || i, true, true,
             jsonb_build_object('area', 'Ward ' || (i % 50), 'city', 'City' || (i % 40), 'state', 'State' || (i % 12), 'country', 'India', 'pincode', (400000 + i % 900)::text),
             array[cats.names[1 + i % 146], cats.names[1 + (i * 7) % 146]], 'Shop ' || i, 'Reliable work, fair prices, ' || i,
             i % 9, (i % 9) * (1 + i % 5), now() - (i || ' minutes')::interval
      from generate_series(1, ${count}) as i, cats`);
  // The steady state autovacuum keeps: statistics current and the GIN indexes' pending lists
  // merged (right after a bulk insert, each category lookup would scan every pending entry).
  await client.query('vacuum analyze users');
  console.log(`seeded ${count.toLocaleString('en-IN')} providers in ${Math.round(performance.now() - started)} ms`);
}

/**
 * The built app on a fresh embedded database (PGlite under a new DATA_DIR), once the pincode
 * directory's background load is done; with an admin when `admin` is given.
 */
export async function startAppOnPglite({ port, admin, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const app = await startProcess(
    [path.join(root, 'apps/server/dist/server.js')],
    {
      PORT: String(port),
      DATA_DIR: tempDir('sevak-bench-pglite-'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(admin && { ADMIN_EMAIL: admin.email, ADMIN_PHONE: admin.phone, ADMIN_PASSWORD: admin.password }),
      ...env,
    },
    `${base}/api/health`,
  );
  for (let i = 0; i < 600 && (await fetch(`${base}/api/location/pincode/110001`)).status === 503; i++) {
    await new Promise((r) => setTimeout(r, 250));
  }
  return { ...app, base };
}

/** A bare node:http server answering with exactly the bytes and headers `url` answers now. */
export async function startBareCopy(url, port, headers = {}) {
  const sample = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' } });
  const body = Buffer.from(await sample.arrayBuffer());
  const copied = Object.fromEntries(
    [...sample.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
  );
  const bare = await startProcess(
    [path.join(import.meta.dirname, 'bare-server.mjs')],
    { PORT: String(port), BODY_B64: body.toString('base64'), HEADERS_JSON: JSON.stringify(copied) },
    `http://127.0.0.1:${port}/`,
  );
  return { ...bare, url: `http://127.0.0.1:${port}/`, bytes: body.length };
}

/**
 * A fresh, migrated database on the PostgreSQL server (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/postgres) for `work`, given the app's database handle (its
 * TypeScript sources: benches run under tsx) and a plain pg client; dropped after, whatever happens.
 */
export async function withBenchDatabase(name, work) {
  const pg = (await import('pg')).default;
  const { migrate, openDatabase } = await import('../apps/server/src/platform/db.ts');
  const serverUrl = benchServerUrl();
  const dbName = `sevak_bench_${name}_${Date.now()}`;
  const maintain = (statement) => maintainServer(pg, serverUrl, statement);
  await maintain(`create database ${dbName}`);
  const dbUrl = new URL(serverUrl.href);
  dbUrl.pathname = `/${dbName}`;
  let database;
  let client;
  try {
    database = await openDatabase({ url: dbUrl.href });
    await migrate(database);
    client = new pg.Client({ connectionString: dbUrl.href });
    await client.connect();
    return await work({ database, client });
  } finally {
    await client?.end().catch(() => undefined);
    await database?.close().catch(() => undefined);
    // The pool's sockets close just after close() resolves; a plain DROP waits (≤ 5 s) for them,
    // where WITH (FORCE) would cut them and their error handlers would warn.
    await maintain(`drop database if exists ${dbName}`).catch(() =>
      maintain(`drop database if exists ${dbName} with (force)`),
    );
  }
}

/** The PostgreSQL server benches use: BENCH_DATABASE_URL, or the machine's own. */
function benchServerUrl() {
  return new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
}

/** One statement (CREATE/DROP DATABASE) on a short-lived connection: a long-lived one would not survive bench/fault's restarts. */
async function maintainServer(pg, serverUrl, statement) {
  const maintenance = new pg.Client({ connectionString: serverUrl.href });
  await maintenance.connect();
  try {
    await maintenance.query(statement);
  } finally {
    await maintenance.end();
  }
}
