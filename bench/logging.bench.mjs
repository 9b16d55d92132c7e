// What logging at info costs. The same built app twice on PostgreSQL (as in
// production), LOG_LEVEL=info (one line per request) and LOG_LEVEL=warn (none), /api/health
// interleaved in one run; budget: info keeps ≥ 90% of warn's throughput. Lines go to the
// process's stdout (/dev/null here): the cost measured is making and writing the line, not a disk.
import { interleave, startAppOnPostgres } from './lib.mjs';

const PORTS = { info: 3333, warn: 3334 };
const admin = { email: 'bench.admin@gmail.com', phone: '9000000998', password: 'Bench@Admin-121' };

export default async function run({ rounds = 6, seconds = 3, connections = 100 } = {}) {
  const apps = {};
  try {
    for (const [level, port] of Object.entries(PORTS)) {
      apps[level] = await startAppOnPostgres({ port, admin, env: { LOG_LEVEL: level } });
    }
    const result = await interleave(
      { info: `${apps.info.base}/api/health`, warn: `${apps.warn.base}/api/health` },
      { rounds, seconds, connections },
    );
    const ok = result.ratio >= 0.9;
    console.log(`/api/health on PostgreSQL, ${connections} connections, ${rounds} × ${seconds} s interleaved`);
    for (const level of ['info', 'warn']) {
      console.log(
        `  LOG_LEVEL=${level.padEnd(5)} median ${Math.round(result[level].rps)} req/s, p99 ${result[level].p99} ms  runs ${result[level].runs.join(' ')}`,
      );
    }
    console.log(
      `  info/warn: median ratio ${result.ratio.toFixed(2)} (logging costs ${Math.round((1 - result.ratio) * 100)}%, budget ≤ 10%) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    return {
      name: 'logging',
      ratio: result.ratio,
      ok,
      rows: [
        {
          measure: 'logging at info, /api/health',
          now: `costs ${Math.round((1 - result.ratio) * 100)}% (${Math.round(result.info.rps)} vs ${Math.round(result.warn.rps)} req/s)`,
          budget: '≤ 10%',
          ok,
        },
      ],
    };
  } finally {
    await Promise.all(Object.values(apps).map((app) => app.stop()));
  }
}
