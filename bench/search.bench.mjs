// Service search over 20,000 providers on PostgreSQL at 50 connections (target p99 ≤ 50 ms),
// by text, by category and city, and sorted by rating, against a bare node:http server returning the
// text search's bytes, interleaved in one run. Needs a PostgreSQL server (BENCH_DATABASE_URL).
import { interleave, median, seedProviders, startAppOnPostgres, startBareCopy } from './lib.mjs';

const APP_PORT = 3325;
const BARE_PORT = 3326;
const BASELINE_PORT = 3327;
const PROVIDERS = 20_000;
const admin = { email: 'bench.admin@gmail.com', phone: '9000000998', password: 'Bench@Admin-121' };

/** The searches measured, against the app at `base`. */
async function targetsOf(base, client) {
  const { rows } = await client.query(`select name from categories order by name limit 1 offset 40`);
  const category = encodeURIComponent(rows[0].name);
  // 'shop 12' is broad on purpose: every provider is a 'Shop', so ~1,100 matches are ranked per
  // call; 'electrician city8' is what a person types (a service and a place in one box).
  const targets = {
    text: `${base}/api/services/search?q=shop%2012`,
    serviceAndPlace: `${base}/api/services/search?q=${encodeURIComponent(rows[0].name.split(' ')[0])}%20city8`,
    categoryCity: `${base}/api/services/search?category=${category}&place=City8`,
    rating: `${base}/api/services/search?sort=rating`,
  };
  for (const url of Object.values(targets)) {
    if ((await (await fetch(url)).json()).providers.length === 0) throw new Error(`${url}: no providers`);
  }
  return targets;
}

const SEARCHES = ['text', 'serviceAndPlace', 'categoryCity', 'rating'];

/**
 * With SEARCH_BASELINE=<another checkout, built>, that version runs too, on a database seeded
 * alike, its bursts interleaved with this one's: each search's ratio (this / baseline) is the
 * median of the rounds' ratios, measured side by side.
 */
export default async function run({ rounds = 6, seconds = 3, connections = 50 } = {}) {
  const app = await startAppOnPostgres({ port: APP_PORT, admin });
  const baseline = process.env.SEARCH_BASELINE
    ? await startAppOnPostgres({ port: BASELINE_PORT, admin, checkout: process.env.SEARCH_BASELINE })
    : undefined;
  let bare;
  try {
    await seedProviders(app.client, PROVIDERS);
    const targets = await targetsOf(app.base, app.client);
    const baselineTargets = baseline
      ? (await seedProviders(baseline.client, PROVIDERS), await targetsOf(baseline.base, baseline.client))
      : {};
    bare = await startBareCopy(targets.text, BARE_PORT);
    const result = await interleave(
      {
        text: targets.text,
        bare: bare.url,
        ...Object.fromEntries(SEARCHES.slice(1).map((name) => [name, targets[name]])),
        ...Object.fromEntries(Object.entries(baselineTargets).map(([name, url]) => [`${name}@baseline`, url])),
      },
      { rounds, seconds, connections },
    );
    const worstP99 = Math.max(...SEARCHES.map((name) => result[name].p99));
    const ok = worstP99 <= 50;
    console.log(
      `service search over ${PROVIDERS.toLocaleString('en-IN')} providers on PostgreSQL (${connections} connections, ${rounds} × ${seconds} s interleaved)`,
    );
    for (const name of [...SEARCHES, 'bare']) {
      const line = `  ${name.padEnd(15)} median ${Math.round(result[name].rps)} req/s, p99 ${result[name].p99} ms  runs ${result[name].runs.join(' ')}`;
      const base = result[`${name}@baseline`];
      if (!base) {
        console.log(line);
        continue;
      }
      const ratio = median(result[name].runs.map((rps, i) => rps / base.runs[i]));
      console.log(
        `${line}\n  ${''.padEnd(15)} baseline ${Math.round(base.rps)} req/s, p99 ${base.p99} ms  runs ${base.runs.join(' ')}  → this/baseline ${ratio.toFixed(2)}`,
      );
    }
    console.log(
      `  text search vs bare: median ratio ${result.ratio.toFixed(2)}; worst p99 ${worstP99} ms (target ≤ 50 ms) ${ok ? 'OK' : 'OVER TARGET'}`,
    );
    return {
      name: 'search',
      ratio: result.ratio,
      ok,
      rows: SEARCHES.map((name) => ({
        measure: `search '${name}', ${PROVIDERS.toLocaleString('en-IN')} providers, ${connections} conns`,
        now: `${Math.round(result[name].rps)} req/s, p99 ${result[name].p99} ms`,
        budget: 'p99 ≤ 50 ms',
        ok: result[name].p99 <= 50,
      })),
    };
  } finally {
    await bare?.stop();
    await baseline?.stop();
    await app.stop();
  }
}
