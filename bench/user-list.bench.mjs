// docs/contract.md §10 database-bound budget: the admin member list (GET /api/auth/getAllUser)
// over 100,000 members on PostgreSQL — the first page and the 100th page (keyset), and the last
// page — against a bare node:http server returning the first page's bytes, interleaved in one run
// at 50 connections. Budgets: ≥ 0.15× bare, p99 ≤ 50 ms, a deep page costs ≤ 2× the first.
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a fresh database is created for the run and dropped after it.
import { cpuPerRequest, interleave, startAppOnPostgres, startBareCopy } from './lib.mjs';

const APP_PORT = 3315;
const BARE_PORT = 3316;
const MEMBERS = 100_000;
const PAGE = 20;
const admin = { email: 'bench.admin@gmail.com', phone: '9000000999', password: 'Bench@Admin-121' };

/** A keyset cursor as the server makes it, for the page after `offset` rows (newest first). */
async function cursorAfter(client, offset) {
  const { rows } = await client.query(
    `select created_at::text as k, id::text as id from users where deleted_at is null order by created_at desc, id desc offset $1 limit 1`,
    [offset - 1],
  );
  return Buffer.from(JSON.stringify(rows[0])).toString('base64url');
}

export default async function run({ rounds = 8, seconds = 3, connections = 50 } = {}) {
  const app = await startAppOnPostgres({ port: APP_PORT, admin });
  const { base, client, stop } = app;
  try {
    const seedStarted = performance.now();
    await client.query(`
      insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified,
                         address, business_category, business_name, created_at)
      select 'Member ' || i, 'bench' || i || '@gmail.com', (7000000000 + i)::text, 'x', 'BENCH' || i,
             i % 3 = 0, i % 2 = 0,
             jsonb_build_object('area', 'Area ' || (i % 500), 'city', 'City ' || (i % 90), 'state', 'Karnataka', 'country', 'India', 'pincode', (560000 + i % 100)::text),
             array['Tailor'], 'Shop ' || i, now() - (i || ' minutes')::interval
      from generate_series(1, ${MEMBERS}) as i`);
    await client.query('analyze users');
    console.log(
      `seeded ${MEMBERS.toLocaleString('en-IN')} members in ${Math.round(performance.now() - seedStarted)} ms`,
    );

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ emailOrPhone: admin.email, password: admin.password }),
    });
    const { token } = await login.json();
    const headers = { authorization: `Bearer ${token}` };
    const list = (cursor) => `${base}/api/auth/getAllUser?limit=${PAGE}${cursor ? `&cursor=${cursor}` : ''}`;
    const page100 = list(await cursorAfter(client, 99 * PAGE));
    const lastPage = list(await cursorAfter(client, MEMBERS + 1 - PAGE));
    for (const url of [page100, lastPage]) {
      const answer = await (await fetch(url, { headers })).json();
      if (answer.user.length !== PAGE) throw new Error(`${url}: ${answer.user.length} rows`);
    }

    const bare = await startBareCopy(list(), BARE_PORT, headers);
    try {
      const result = await interleave(
        { first: list(), bare: bare.url, page100, last: lastPage },
        { rounds, seconds, connections, headers },
      );
      const deep = Math.max(result.first.rps / result.page100.rps, result.first.rps / result.last.rps);
      const worstP99 = Math.max(result.first.p99, result.page100.p99, result.last.p99);
      const ok = result.ratio >= 0.15 && worstP99 <= 50 && deep <= 2;
      console.log(
        `admin member list over ${MEMBERS.toLocaleString('en-IN')} members on PostgreSQL (${bare.bytes} bytes/page of ${PAGE}, ${connections} connections, ${rounds} × ${seconds} s interleaved)`,
      );
      for (const name of ['first', 'page100', 'last', 'bare']) {
        console.log(
          `  ${name.padEnd(8)} median ${Math.round(result[name].rps)} req/s, p99 ${result[name].p99} ms  runs ${result[name].runs.join(' ')}`,
        );
      }
      console.log(
        `  first page vs bare: median ratio ${result.ratio.toFixed(2)} (budget ≥ 0.15); per-round ${result.ratios.map((r) => r.toFixed(2)).join(' ')}`,
      );
      console.log(
        `  deepest page costs ${deep.toFixed(2)}× the first (budget ≤ 2); worst p99 ${worstP99} ms (budget ≤ 50 ms) ${ok ? 'OK' : 'OVER BUDGET'}`,
      );
      const { appUs, dbUs } = await cpuPerRequest(app, list(), { headers, connections, requests: 5_000 });
      console.log(`  CPU per first page (median of 3 × 5,000): app ${appUs} µs, PostgreSQL ${dbUs} µs`);
      return {
        name: 'user-list',
        ratio: result.ratio,
        ok,
        rows: [
          {
            measure: `admin member list, ${MEMBERS.toLocaleString('en-IN')} members, ${PAGE} a page`,
            now: `${result.ratio.toFixed(3)}× bare (${Math.round(result.first.rps)} req/s), worst p99 ${worstP99} ms, deepest ${deep.toFixed(2)}× first`,
            budget: '≥ 0.15×, p99 ≤ 50 ms, ≤ 2×',
            ok,
          },
        ],
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await stop();
  }
}
