// Service search over 20,000 providers on PostgreSQL at 50 connections — by text with a number
// ('shop 12': the number matches whole numbers only), by a service and a place, by category and
// city, and sorted by rating — each against its floors (floors.mjs, docs/contract.md §10): ≥ 0.6×
// the route floor's requests/s (its own captured statements), p99 ≤ 2× its p99, no sequential scan of
// a table over 10,000 rows; the key floor (its answer fetched by key) beside it. Needs a PostgreSQL
// server (BENCH_DATABASE_URL).
import { measureAgainstFloors, startCapturingApp } from './floors.mjs';
import { seedProviders } from './lib.mjs';

const APP_PORT = 3325;
const FLOOR_PORTS = [3326, 3327];
const PROVIDERS = 20_000;
const admin = { email: 'bench.admin@gmail.com', phone: '9000000998', password: 'Bench@Admin-121' };

export default async function run({ rounds = 6, seconds = 3, connections = 50 } = {}) {
  const app = await startCapturingApp({ port: APP_PORT, admin });
  try {
    await seedProviders(app.client, PROVIDERS);
    const { rows } = await app.client.query(`select name from categories order by name limit 1 offset 40`);
    const category = encodeURIComponent(rows[0].name);
    const api = `${app.base}/api/services/search`;
    // 'shop 12': every provider is a 'Shop', and only 'Shop 12' has the number; 'electrician
    // city8' is what a person types (a service and a place in one box).
    const routes = {
      "search 'shop 12'": { url: `${api}?q=shop%2012` },
      'search a service and a place': { url: `${api}?q=${encodeURIComponent(rows[0].name.split(' ')[0])}%20city8` },
      'search a category in a city': { url: `${api}?category=${category}&place=City8` },
      'search by rating': { url: `${api}?sort=rating` },
    };
    for (const { url } of Object.values(routes)) {
      if ((await (await fetch(url)).json()).providers.length === 0) throw new Error(`${url}: no providers`);
    }
    const result = await measureAgainstFloors(app, routes, {
      label: `service search over ${PROVIDERS.toLocaleString('en-IN')} providers on PostgreSQL`,
      rounds,
      seconds,
      connections,
      ports: FLOOR_PORTS,
    });
    return { name: 'search', ...result };
  } finally {
    await app.stop();
  }
}
