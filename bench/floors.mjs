// Database-bound routes against their floors (docs/contract.md §10), in one run, interleaved:
// - the route floor: bare node:http + pg running the very statements the route ran for this answer
//   (captured from the app by capture-sql.mjs, so it cannot drift from the code), writing its bytes;
// - the key floor: bare node:http + pg fetching the route's answer bytes by primary key in one round
//   trip — what any server must pay to answer from this database.
// Both answers are checked byte-equal to the route's before anything is measured.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuPerRequest, interleave, median, startAppOnPostgres, startProcess, tempDir } from './lib.mjs';

/** Budget of a route against its route floor. */
const FLOOR_BUDGET = { ratio: 0.6, p99: 2 };

/**
 * The built app on a fresh PostgreSQL database (startAppOnPostgres) with capture-sql.mjs preloaded:
 * `capture(url, init)` answers the statements one request to `url` sent, and its answer.
 */
export async function startCapturingApp(options) {
  const captureFile = path.join(tempDir('sevak-bench-capture-'), 'sql.json');
  const app = await startAppOnPostgres({
    ...options,
    // BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the app while looking into a route.
    nodeArgs: [
      ...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []),
      '--import',
      path.join(import.meta.dirname, 'capture-sql.mjs'),
    ],
    env: { ...options.env, CAPTURE_SQL_FILE: captureFile },
  });
  const capture = async (url, init = {}) => {
    rmSync(captureFile, { force: true });
    process.kill(app.pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 50));
    const res = await fetch(url, { ...init, headers: { ...init.headers, 'accept-encoding': 'identity' } });
    const body = Buffer.from(await res.arrayBuffer());
    process.kill(app.pid, 'SIGUSR2');
    const headers = Object.fromEntries(
      [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
    );
    for (let i = 0; i < 100; i++) {
      try {
        const statements = JSON.parse(readFileSync(captureFile, 'utf8'));
        if (!res.ok) throw new Error(`${url}: ${res.status} ${body}`);
        return { statements, body, headers, status: res.status };
      } catch (err) {
        if (err instanceof SyntaxError || err.code === 'ENOENT') await new Promise((r) => setTimeout(r, 20));
        else throw err;
      }
    }
    throw new Error(`no statements captured for ${url}`);
  };
  return { ...app, capture };
}

/** The plan of each captured select: its node types, and the sequential scans of tables over 10,000 rows. */
export async function planShape(client, statements) {
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

let answerIds = 0;

/**
 * The two floors of one captured answer, on `ports` [route floor, key floor], each checked to
 * answer the route's bytes. The key floor's row lives in `bench_answers` of the bench's database.
 * `vary` (a write's): the route floor runs each request for the next input of a sequence
 * (floor-server.mjs).
 */
export async function startFloors(app, captured, ports, vary) {
  const id = ++answerIds;
  await app.client.query('create table if not exists bench_answers (id int primary key, body bytea not null)');
  await app.client.query('insert into bench_answers (id, body) values ($1, $2)', [id, captured.body]);
  const kinds = {
    route: {
      statements: captured.statements,
      body: captured.body.toString('base64'),
      headers: captured.headers,
      status: captured.status,
      vary,
    },
    key: {
      statements: [{ name: 'bench_answer', text: 'select body from bench_answers where id = $1', values: [id] }],
      answerFromRow: true,
      headers: captured.headers,
      status: captured.status,
    },
  };
  const floors = {};
  try {
    for (const [i, [kind, spec]] of Object.entries(kinds).entries()) {
      const file = path.join(tempDir('sevak-bench-floor-'), 'floor.json');
      writeFileSync(file, JSON.stringify(spec));
      const url = `http://127.0.0.1:${ports[i]}/`;
      const process_ = await startProcess(
        [...(process.env.BENCH_FLOOR_NODE_ARGS?.split(' ') ?? []), path.join(import.meta.dirname, 'floor-server.mjs')],
        { PORT: String(ports[i]), FLOOR_FILE: file, DATABASE_URL: app.dbUrl },
        url,
      );
      floors[kind] = { url, pid: process_.child.pid, stop: process_.stop };
      const res = await fetch(url);
      const answer = Buffer.from(await res.arrayBuffer());
      if (res.status !== captured.status || !answer.equals(captured.body)) {
        throw new Error(
          `the ${kind} floor's answer (${res.status}) differs from the route's (${captured.status}): ${answer}`,
        );
      }
    }
  } catch (err) {
    for (const floor of Object.values(floors)) await floor.stop();
    throw err;
  }
  return { ...floors, stop: async () => Promise.all(Object.values(floors).map((f) => f.stop())) };
}

/**
 * Measures each of `routes` ({ name: { url, headers?, keyGoal?, ...write } }) against its two
 * floors: the three interleaved (app, route floor, key floor) round after round, then the CPU a
 * request costs each (app process and PostgreSQL backends, µs) and the plan's shape. Returns one
 * table row a route; `keyGoal` (getuser, the admin list) also holds the app to ≥ 0.6× the key floor.
 * A write also names `init` (fetch's, for the captured request), `sequence` (autocannon's requests
 * to the app, each a new input), `floorRequests` (to the floors: the same bytes) and `vary`.
 */
export async function measureAgainstFloors(app, routes, { label, rounds = 6, seconds = 3, connections = 100, ports }) {
  const rows = [];
  let ok = true;
  console.log(
    `${label} (${connections} connections, ${rounds} × ${seconds} s interleaved, app / route floor / key floor)`,
  );
  // FLOOR_ROUTES=slots,rating measures only the routes whose names hold one of those words.
  const only = process.env.FLOOR_ROUTES?.split(',');
  for (const [name, route] of Object.entries(routes)) {
    if (only && !only.some((word) => name.includes(word))) continue;
    const captured = await app.capture(route.url, { headers: route.headers, ...route.init });
    const floors = await startFloors(app, captured, ports, route.vary);
    if (process.env.FLOOR_PROFILE) {
      // Each statement's own cost, one request at a time (floor-server.mjs prints it as it stops).
      console.log(`  ${name}: µs a statement takes, one connection, 500 requests`);
      await autocannon({ url: floors.route.url, connections: 1, amount: 500, requests: route.floorRequests });
      await floors.stop();
      continue;
    }
    try {
      const shape = await planShape(app.client, captured.statements);
      const options = { rounds, seconds, connections, headers: route.headers };
      const result = await interleave(
        {
          app: { url: route.url, requests: route.sequence },
          route: { url: floors.route.url, requests: route.floorRequests },
          key: { url: floors.key.url, requests: route.floorRequests },
        },
        options,
      );
      const ratioTo = (floor) => median(result.app.runs.map((rps, r) => rps / result[floor].runs[r]));
      const vsRoute = ratioTo('route');
      const vsKey = ratioTo('key');
      const p99Ratio = result.app.p99 / Math.max(1, result.route.p99);
      // About 1.5 s of the app's traffic per run: enough for steady CPU counts (10 ms ticks), short for slow routes.
      const requests = Math.max(200, Math.min(20_000, Math.round(result.app.rps * 1.5)));
      const cpu = {};
      for (const [who, pid] of [
        ['app', app.pid],
        ['route', floors.route.pid],
        ['key', floors.key.pid],
      ]) {
        const url = who === 'app' ? route.url : floors[who].url;
        const sequence = who === 'app' ? route.sequence : route.floorRequests;
        cpu[who] = await cpuPerRequest({ ...app, pid }, url, {
          headers: route.headers,
          connections,
          requests,
          sequence,
        });
      }
      const within =
        vsRoute >= FLOOR_BUDGET.ratio &&
        p99Ratio <= FLOOR_BUDGET.p99 &&
        shape.bigSeqScans.length === 0 &&
        (!route.keyGoal || vsKey >= FLOOR_BUDGET.ratio);
      ok &&= within;
      const us = (c) => `${c.appUs}+${c.dbUs} µs`;
      console.log(
        `  ${name} (${captured.body.length} bytes, ${captured.statements.length} statements)\n` +
          `    app   ${Math.round(result.app.rps)} req/s p99 ${result.app.p99} ms, CPU app+PostgreSQL ${us(cpu.app)}\n` +
          `    route ${Math.round(result.route.rps)} req/s p99 ${result.route.p99} ms, ${us(cpu.route)} → app ${vsRoute.toFixed(2)}×, p99 ${p99Ratio.toFixed(1)}×\n` +
          `    key   ${Math.round(result.key.rps)} req/s p99 ${result.key.p99} ms, ${us(cpu.key)} → app ${vsKey.toFixed(2)}×\n` +
          `    plan: ${shape.nodes}${shape.bigSeqScans.length ? ` | SEQ SCAN ${shape.bigSeqScans.join(', ')}` : ''} ${within ? 'OK' : 'OVER'}`,
      );
      rows.push({
        measure: `${name} vs its floors (${connections} conns)`,
        now:
          `${vsRoute.toFixed(2)}× route floor (p99 ${result.app.p99} vs ${result.route.p99} ms), ` +
          `${vsKey.toFixed(2)}× key floor (${Math.round(result.app.rps)} vs ${Math.round(result.key.rps)} req/s); ` +
          `CPU app+PG ${us(cpu.app)} vs ${us(cpu.route)} vs ${us(cpu.key)}` +
          (shape.bigSeqScans.length ? `; seq scan ${shape.bigSeqScans.join(', ')}` : ''),
        budget: `≥ 0.6× route floor, p99 ≤ 2×, no big seq scan${route.keyGoal ? '; ≥ 0.6× key floor' : ''}`,
        ok: within,
      });
    } finally {
      await floors.stop();
    }
  }
  return { ok, rows };
}
