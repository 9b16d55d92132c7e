// POST /work/requests — a seeker holds a free hour of one of 1,000 providers for payment —
// against its floors (floors.mjs, docs/contract.md §10), on PostgreSQL at 50 connections. Every
// request is a new hold (hold-sequence.mjs: no two meet); the route floor runs the statements the
// route ran for one hold (captured), each request for the next hold of the same sequence, and
// answers the route's bytes. Budget: ≥ 0.6× the route floor's requests/s, p99 ≤ 2× its p99. Then
// the books: every hold made is one booking's, none overlap. Needs a PostgreSQL server
// (BENCH_DATABASE_URL).
import path from 'node:path';
import { addDays, indianDayOf } from '../packages/shared/src/time.ts';
import { measureAgainstFloors, startCapturingApp } from './floors.mjs';
import { holdOf } from './hold-sequence.mjs';

const APP_PORT = 3350;
const FLOOR_PORTS = [3351, 3352];
const PROVIDERS = 1_000;
// Prime to PROVIDERS (no seeker asks a provider twice), and enough that none reaches the limit of
// 10 requests an hour (WORK_REQUEST_LIMIT) over the ~60,000 inputs a run may use.
const SEEKERS = 8_009;
const admin = { email: 'bench.admin@gmail.com', phone: '9000000995', password: 'Bench@Admin-121' };
const ADDRESS = { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' };

async function seed(client) {
  const started = performance.now();
  await client.query(
    `insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified,
                        address, business_category)
     select 'Provider ' || i, 'hprov' || i || '@gmail.com', (7200000000 + i)::text, 'x', 'HPROV' || i, true, true,
            $1::jsonb, array['Plumber']
     from generate_series(1, ${PROVIDERS}) as i`,
    [JSON.stringify(ADDRESS)],
  );
  await client.query(`
    insert into provider_services (provider_id, category, title, price_type, price_paise, duration_minutes)
    select id, 'Plumber', 'Tap repair', 'fixed', 50000, 60 from users where email like 'hprov%'`);
  await client.query(`
    insert into provider_availability (provider_id, weekly, instant_booking, buffer_minutes)
    select id, (select jsonb_agg(jsonb_build_object('day', d, 'from', '06:00', 'to', '22:00')) from generate_series(0, 6) d), true, 0
    from users where email like 'hprov%'`);
  await client.query(
    `insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified, address)
     select 'Seeker ' || i, 'hseek' || i || '@gmail.com', (6200000000 + i)::text, 'x', 'HSEEK' || i, true, true, $1::jsonb
     from generate_series(1, ${SEEKERS}) as i`,
    [JSON.stringify(ADDRESS)],
  );
  // A session each, its token 'bench-seeker-<phone>' (sessions keep the token's SHA-256).
  await client.query(`
    insert into sessions (user_id, token_hash)
    select id, encode(sha256(('bench-seeker-' || phone)::bytea), 'hex') from users where email like 'hseek%'`);
  await client.query('vacuum analyze');
  const { rows: providers } = await client.query(
    `select u.id, s.id as service from users u join provider_services s on s.provider_id = u.id
     where u.email like 'hprov%' order by u.phone`,
  );
  const { rows: seekers } = await client.query(`select id, phone from users where email like 'hseek%' order by phone`);
  console.log(
    `seeded ${PROVIDERS.toLocaleString('en-IN')} providers and ${SEEKERS.toLocaleString('en-IN')} signed-in seekers in ${Math.round(performance.now() - started)} ms`,
  );
  return { providers, seekers };
}

export default async function run({ rounds = 6, seconds = 3, connections = 50 } = {}) {
  const app = await startCapturingApp({ port: APP_PORT, admin });
  try {
    const { providers, seekers } = await seed(app.client);
    const sequenceSeed = {
      firstDay: addDays(indianDayOf(new Date()), 1),
      providers,
      seekers: seekers.map((s) => s.id),
    };
    const tokens = seekers.map((s) => `bench-seeker-${s.phone}`);
    const bodyOf = (n) => {
      const hold = holdOf(n, sequenceSeed);
      return JSON.stringify({
        providerId: hold.providerId,
        serviceId: hold.serviceId,
        slotStart: hold.slotStart,
        description: 'Kitchen tap drips',
        address: ADDRESS,
        contactPhone: '9876543210',
      });
    };
    const requestOf = (n) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
      body: bodyOf(n),
    });
    // Input 0 is captured; the app takes the even inputs from 2 on, the floor the odd ones.
    let next = 2;
    const sequence = [
      {
        setupRequest: (request) => {
          const n = next;
          next += 2;
          return { ...request, ...requestOf(n) };
        },
      },
    ];
    const url = `${app.base}/api/work/requests`;
    const result = await measureAgainstFloors(
      app,
      {
        [`POST /work/requests, a hold over ${PROVIDERS.toLocaleString('en-IN')} providers`]: {
          url,
          init: requestOf(0),
          sequence,
          floorRequests: [requestOf(0)],
          vary: {
            module: path.join(import.meta.dirname, 'hold-sequence.mjs'),
            export: 'holdOf',
            seed: sequenceSeed,
            template: 0,
            first: 1,
            step: 2,
          },
        },
      },
      { label: 'booking holds on PostgreSQL', rounds, seconds, connections, ports: FLOOR_PORTS },
    );
    const one = async (sql) => (await app.client.query(sql)).rows[0];
    const books = await one(`
      select (select count(*) from work_requests where status = 'pending_payment')::int as held,
             (select count(*) from booking_holds)::int as holds,
             (select count(*)::int from booking_holds a join booking_holds b
                on a.provider_id = b.provider_id and a.id < b.id
               and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)) as overlaps`);
    const sound = books.held === books.holds && books.overlaps === 0;
    console.log(
      `  ${books.held.toLocaleString('en-IN')} bookings held (app and floor), ${books.holds.toLocaleString('en-IN')} holds, ${books.overlaps} overlapping ${sound ? 'OK' : 'BROKEN'}`,
    );
    return { name: 'hold', ok: result.ok && sound, rows: result.rows };
  } finally {
    await app.stop();
  }
}
