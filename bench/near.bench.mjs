// Search near a point over 20,000 providers, and the free times of a busy provider, each against
// its floor (docs/contract.md §10): a bare node:http + pg server running the very statements the
// route ran (captured from the app by capture-sql.mjs) and answering its bytes, interleaved in one
// run. Budget: ≥ 0.6× the floor's requests/s, p99 ≤ 2× the floor's, no sequential scan of a table
// over 10,000 rows. Needs a PostgreSQL server (BENCH_DATABASE_URL).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, indianDayOf } from '../packages/shared/src/time.ts';
import { interleave, seedProviders, startAppOnPostgres, startProcess, tempDir } from './lib.mjs';

const APP_PORT = 3335;
const FLOOR_PORTS = [3336, 3337, 3338, 3339, 3340];
const PROVIDERS = 20_000;
const admin = { email: 'bench.admin@gmail.com', phone: '9000000998', password: 'Bench@Admin-121' };

/**
 * Half the providers in Bangalore's pincodes, the rest anywhere in India; each with a fixed-price
 * service of an hour in their first category, every second one with hours every day and a radius
 * of 5 to 24 km (the others keep the default 10 km and no hours). Provider 1 gets 100 jobs this
 * month (work requests; they count as busy once bookings do).
 */
async function seedMarketplace(client) {
  await seedProviders(client, PROVIDERS);
  await client.query(`
    with pins as (
      select array_agg(pincode order by pincode) filter (where pincode like '560%') as blr,
             array_agg(pincode order by pincode) as india
      from pincode_points
    ), numbered as (
      select id, (phone::bigint - 7100000000)::int as i from users where email like 'prov%@gmail.com'
    )
    update users u
    set address = jsonb_set(u.address, '{pincode}', to_jsonb(case when n.i % 2 = 0
      then pins.blr[1 + (n.i * 7919) % cardinality(pins.blr)]
      else pins.india[1 + (n.i * 104729) % cardinality(pins.india)] end))
    from numbered n, pins where u.id = n.id`);
  await client.query(`
    insert into provider_services (provider_id, category, title, price_type, price_paise, duration_minutes)
    select id, business_category[1], 'Home visit', 'fixed', (199 + (phone::bigint % 800)) * 100, 60
    from users where email like 'prov%@gmail.com'`);
  const always = JSON.stringify([0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })));
  await client.query(
    `insert into provider_availability (provider_id, weekly, service_radius_km)
     select id, $1::jsonb, 5 + (phone::bigint % 20)::int from users
     where email like 'prov%@gmail.com' and phone::bigint % 2 = 0`,
    [always],
  );
  const [busy] = (await client.query(`select id from users where email = 'prov2@gmail.com'`)).rows;
  await client.query(
    `insert into work_requests (seeker_id, provider_id, category, description, preferred_at, address, contact_phone, status)
     select (select id from users where email = 'prov' || (3 + j) || '@gmail.com'), $1, 'Plumber', 'Job ' || j,
            date_trunc('month', now()) + (j * 7 || ' hours')::interval,
            '{"area":"Main Road","city":"Bengaluru","state":"Karnataka","country":"India","pincode":"560034"}', '9876543210',
            'accepted'
     from generate_series(1, 100) as j`,
    [busy.id],
  );
  for (const table of ['users', 'provider_services', 'provider_availability', 'work_requests']) {
    await client.query(`vacuum analyze ${table}`);
  }
  return busy.id;
}

/** The statements the app sends for one request to `url`, and its answer. */
async function capture(app, url, file) {
  process.kill(app.pid, 'SIGUSR2');
  await new Promise((r) => setTimeout(r, 50));
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.arrayBuffer());
  process.kill(app.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    try {
      const statements = JSON.parse(readFileSync(file, 'utf8'));
      const headers = Object.fromEntries(
        [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
      );
      return { statements, body, headers, status: res.status };
    } catch {
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  throw new Error(`no statements captured for ${url}`);
}

/** The plan of each captured select: its node types, and the sequential scans of tables over 10,000 rows. */
async function planShape(client, statements) {
  const nodes = new Set();
  const bigSeqScans = new Set();
  for (const { text, values } of statements) {
    if (!/^\s*(select|with)/i.test(text)) continue;
    const [
      {
        'QUERY PLAN': [plan],
      },
    ] = (await client.query(`explain (format json) ${text}`, values)).rows;
    const walk = async (node) => {
      nodes.add(node['Node Type']);
      if (node['Node Type'] === 'Seq Scan') {
        const [{ n }] = (
          await client.query('select reltuples::bigint as n from pg_class where relname = $1', [node['Relation Name']])
        ).rows;
        if (Number(n) > 10_000) bigSeqScans.add(`${node['Relation Name']} (${n} rows)`);
      }
      for (const child of node.Plans ?? []) await walk(child);
    };
    await walk(plan.Plan);
  }
  return { nodes: [...nodes].join(', '), bigSeqScans: [...bigSeqScans] };
}

// 20 connections, not §10's 100: a near search costs the database ~50–90 ms over 20,000 providers
// (half of them in one city), so 100 waiting answers outlast a burst and autocannon counts none.
export default async function run({ rounds = 6, seconds = 4, connections = 20 } = {}) {
  const captureFile = path.join(tempDir('sevak-bench-near-'), 'sql.json');
  const app = await startAppOnPostgres({
    port: APP_PORT,
    admin,
    nodeArgs: ['--import', path.join(import.meta.dirname, 'capture-sql.mjs')],
    env: { CAPTURE_SQL_FILE: captureFile },
  });
  const floors = [];
  try {
    const busyId = await seedMarketplace(app.client);
    const [service] = (await app.client.query('select id from provider_services where provider_id = $1', [busyId]))
      .rows;
    const tomorrow = addDays(indianDayOf(new Date()), 1);
    const { rows: cats } = await app.client.query(`select name from categories order by name limit 1 offset 40`);
    const word = encodeURIComponent(cats[0].name.split(' ')[0].toLowerCase());
    const api = `${app.base}/api`;
    const targets = {
      nearDistance: `${api}/services/search?near=560034`,
      nearPrice: `${api}/services/search?near=560034&sort=price`,
      nearTextFreeDay: `${api}/services/search?q=${word}&near=560034&availableOn=${tomorrow}`,
      nearMeOnline: `${api}/services/search?lat=12.97&lng=77.59&online=true`,
      slotsBusy: `${api}/providers/${busyId}/slots?serviceId=${service.id}&date=${tomorrow}`,
    };
    const measured = {};
    const shapes = {};
    for (const [i, [name, url]] of Object.entries(targets).entries()) {
      const captured = await capture(app, url, captureFile);
      if (captured.status !== 200) throw new Error(`${url}: ${captured.status} ${captured.body}`);
      if (name.startsWith('near') && JSON.parse(captured.body).providers.length === 0)
        throw new Error(`${url}: nobody`);
      if (process.env.NEAR_DEBUG) {
        const t0 = performance.now();
        await fetch(url);
        console.log(name, Math.round(performance.now() - t0), 'ms', captured.body.length, 'bytes');
        for (const { text, values } of captured.statements) {
          const { rows } = await app.client.query(`explain (analyze, format text) ${text}`, values);
          console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
        }
      }
      rmSync(captureFile, { force: true });
      const floorFile = path.join(tempDir('sevak-bench-floor-'), 'floor.json');
      writeFileSync(
        floorFile,
        JSON.stringify({
          statements: captured.statements,
          body: captured.body.toString('base64'),
          headers: captured.headers,
        }),
      );
      const port = FLOOR_PORTS[i];
      const floor = await startProcess(
        [path.join(import.meta.dirname, 'floor-server.mjs')],
        { PORT: String(port), FLOOR_FILE: floorFile, DATABASE_URL: app.dbUrl },
        `http://127.0.0.1:${port}/`,
      );
      floors.push(floor);
      const floorBody = Buffer.from(await (await fetch(`http://127.0.0.1:${port}/`)).arrayBuffer());
      if (!floorBody.equals(captured.body)) throw new Error(`${name}: the floor's answer differs from the route's`);
      measured[name] = { url, floor: `http://127.0.0.1:${port}/`, statements: captured.statements.length };
      shapes[name] = await planShape(app.client, captured.statements);
    }
    console.log(
      `near-me search over ${PROVIDERS.toLocaleString('en-IN')} providers and a busy provider's free times, against their floors (PostgreSQL, ${connections} connections, ${rounds} × ${seconds} s interleaved)`,
    );
    const rows = [];
    let ok = true;
    for (const [name, { url, floor, statements }] of Object.entries(measured)) {
      const result = await interleave({ app: url, floor }, { rounds, seconds, connections });
      const p99Ratio = result.app.p99 / Math.max(1, result.floor.p99);
      const within = result.ratio >= 0.6 && p99Ratio <= 2 && shapes[name].bigSeqScans.length === 0;
      ok &&= within;
      console.log(
        `  ${name.padEnd(16)} app ${Math.round(result.app.rps)} req/s p99 ${result.app.p99} ms | floor ${Math.round(result.floor.rps)} req/s p99 ${result.floor.p99} ms | ${result.ratio.toFixed(2)}× the floor, p99 ${p99Ratio.toFixed(1)}× | ${statements} statements | plan: ${shapes[name].nodes}${shapes[name].bigSeqScans.length ? ` | SEQ SCAN ${shapes[name].bigSeqScans.join(', ')}` : ''} ${within ? 'OK' : 'OVER'}`,
      );
      rows.push({
        measure: `${name} vs its floor (${PROVIDERS.toLocaleString('en-IN')} providers, ${connections} conns)`,
        now: `${result.ratio.toFixed(2)}×, p99 ${result.app.p99} vs ${result.floor.p99} ms`,
        budget: '≥ 0.6×, p99 ≤ 2×, no big seq scan',
        ok: within,
      });
    }
    return { name: 'near', ok, rows };
  } finally {
    for (const floor of floors) await floor.stop();
    await app.stop();
  }
}
