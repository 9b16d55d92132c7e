// Search near a point over 20,000 providers, and the free times of a busy provider (100 jobs this
// month), each against its floors (floors.mjs, docs/contract.md §10): the route's own captured
// statements, and its answer fetched by key. Budget: ≥ 0.6× the route floor's requests/s, p99 ≤ 2×
// its p99, no sequential scan of a table over 10,000 rows. Needs a PostgreSQL server
// (BENCH_DATABASE_URL).
import { addDays, indianDayOf } from '../packages/shared/src/time.ts';
import { measureAgainstFloors, startCapturingApp } from './floors.mjs';
import { seedProviders } from './lib.mjs';

const APP_PORT = 3335;
const FLOOR_PORTS = [3336, 3337];
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

// 20 connections, not §10's 100: a near search costs the database ~50–90 ms over 20,000 providers
// (half of them in one city), so 100 waiting answers outlast a burst and autocannon counts none.
export default async function run({ rounds = 6, seconds = 4, connections = 20 } = {}) {
  const app = await startCapturingApp({ port: APP_PORT, admin });
  try {
    const busyId = await seedMarketplace(app.client);
    const [service] = (await app.client.query('select id from provider_services where provider_id = $1', [busyId]))
      .rows;
    const tomorrow = addDays(indianDayOf(new Date()), 1);
    const { rows: cats } = await app.client.query(`select name from categories order by name limit 1 offset 40`);
    const word = encodeURIComponent(cats[0].name.split(' ')[0].toLowerCase());
    const api = `${app.base}/api`;
    const routes = {
      nearDistance: { url: `${api}/services/search?near=560034` },
      nearPrice: { url: `${api}/services/search?near=560034&sort=price` },
      nearTextFreeDay: { url: `${api}/services/search?q=${word}&near=560034&availableOn=${tomorrow}` },
      nearMeOnline: { url: `${api}/services/search?lat=12.97&lng=77.59&online=true` },
      slotsBusy: { url: `${api}/providers/${busyId}/slots?serviceId=${service.id}&date=${tomorrow}` },
    };
    for (const [name, { url }] of Object.entries(routes)) {
      const answer = await (await fetch(url)).json();
      if (name.startsWith('near') && answer.providers.length === 0) throw new Error(`${url}: nobody`);
      if (name === 'slotsBusy' && answer.slots.length === 0) throw new Error(`${url}: no free times`);
    }
    const result = await measureAgainstFloors(app, routes, {
      label: `near-me search over ${PROVIDERS.toLocaleString('en-IN')} providers and a busy provider's free times`,
      rounds,
      seconds,
      connections,
      ports: FLOOR_PORTS,
    });
    return { name: 'near', ...result };
  } finally {
    await app.stop();
  }
}
