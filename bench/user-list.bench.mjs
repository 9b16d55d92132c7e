// docs/contract.md §10 database-bound budget: the admin member list (GET /api/auth/getAllUser)
// over 100,000 members on PostgreSQL. The first page of 20 against its floors (floors.mjs): ≥ 0.6×
// the route floor (its own statements) and the key floor (the page fetched by key), p99 ≤ 2× the
// route floor's, at 50 connections; then the 100th page (keyset) and the last page beside the
// first: a deep page costs ≤ 2× the first.
// Needs a PostgreSQL server: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres);
// a fresh database is created for the run and dropped after it.
import { measureAgainstFloors, startCapturingApp } from './floors.mjs';
import { interleave } from './lib.mjs';

const APP_PORT = 3315;
const FLOOR_PORTS = [3316, 3317];
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
  const app = await startCapturingApp({ port: APP_PORT, admin });
  const { base, client, stop } = app;
  try {
    const seedStarted = performance.now();
    await client.query(`
      insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified,
                         address, business_category, business_name, created_at, referred_by)
      select 'Member ' || i, 'bench' || i || '@gmail.com', (7000000000 + i)::text, 'x', 'BENCH' || i,
             i % 3 = 0, i % 2 = 0,
             jsonb_build_object('area', 'Area ' || (i % 500), 'city', 'City ' || (i % 90), 'state', 'Karnataka', 'country', 'India', 'pincode', (560000 + i % 100)::text),
             array['Tailor'], 'Shop ' || i, now() - (i || ' minutes')::interval,
             (select id from users where role = 'Admin' limit 1)
      from generate_series(1, ${MEMBERS}) as i`);
    // Every member with a profile photo and both Aadhaar sides, as sign-up leaves them.
    await client.query(`
      insert into documents (user_id, slot, storage_key, thumb_key, content_type, bytes, width, height)
      select u.id, s.slot, 'bench/' || u.id || s.slot, 'bench/thumb-' || u.id || s.slot, 'image/webp', 50000, 800, 600
      from users u, unnest(array['profilePic', 'frontAadhar', 'backAadhar']) as s(slot) where u.email like 'bench%'`);
    await client.query('vacuum analyze users');
    await client.query('vacuum analyze documents');
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

    const floors = await measureAgainstFloors(
      app,
      {
        [`admin member list, first ${PAGE} of ${MEMBERS.toLocaleString('en-IN')}`]: {
          url: list(),
          headers,
          keyGoal: true,
        },
      },
      { label: 'admin member list on PostgreSQL', rounds, seconds, connections, ports: FLOOR_PORTS },
    );
    const depth = await interleave(
      { first: list(), page100, last: lastPage },
      { rounds: 4, seconds, connections, headers },
    );
    const deep = Math.max(depth.first.rps / depth.page100.rps, depth.first.rps / depth.last.rps);
    console.log(
      `  first page ${Math.round(depth.first.rps)} req/s, page 100 ${Math.round(depth.page100.rps)}, last ${Math.round(depth.last.rps)}: the deepest costs ${deep.toFixed(2)}× the first (budget ≤ 2)`,
    );
    return {
      name: 'user-list',
      ok: floors.ok && deep <= 2,
      rows: [
        ...floors.rows,
        {
          measure: `admin member list, last page of ${MEMBERS.toLocaleString('en-IN')} vs the first`,
          now: `${deep.toFixed(2)}×`,
          budget: '≤ 2×',
          ok: deep <= 2,
        },
      ],
    };
  } finally {
    await stop();
  }
}
