// Issue 18 item 3: what logging at info costs. The same built app twice on the embedded database,
// LOG_LEVEL=info (one line per request) and LOG_LEVEL=warn (none), /api/health interleaved in one
// run; budget: info keeps ≥ 90% of warn's throughput. Lines go to the process's stdout (/dev/null
// here): the cost measured is making and writing the line, not a disk.
import path from 'node:path';
import { interleave, root, startProcess, tempDir } from './lib.mjs';

const PORTS = { info: 3331, warn: 3332 };

export default async function run({ rounds = 6, seconds = 3, connections = 100 } = {}) {
  const servers = {};
  try {
    for (const [level, port] of Object.entries(PORTS)) {
      servers[level] = await startProcess(
        [path.join(root, 'apps/server/dist/server.js')],
        {
          PORT: String(port),
          DATA_DIR: tempDir(`sevak-logging-${level}-`),
          DATABASE_URL: '',
          LOG_LEVEL: level,
          NODE_ENV: 'production',
        },
        `http://127.0.0.1:${port}/api/health`,
      );
    }
    const result = await interleave(
      {
        info: `http://127.0.0.1:${PORTS.info}/api/health`,
        warn: `http://127.0.0.1:${PORTS.warn}/api/health`,
      },
      { rounds, seconds, connections },
    );
    const ok = result.ratio >= 0.9;
    console.log(`/api/health, ${connections} connections, ${rounds} × ${seconds} s interleaved`);
    for (const level of ['info', 'warn']) {
      console.log(
        `  LOG_LEVEL=${level.padEnd(5)} median ${Math.round(result[level].rps)} req/s, p99 ${result[level].p99} ms  runs ${result[level].runs.join(' ')}`,
      );
    }
    console.log(
      `  info/warn: median ratio ${result.ratio.toFixed(2)} (logging costs ${Math.round((1 - result.ratio) * 100)}%, budget ≤ 10%) ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    return { name: 'logging', ratio: result.ratio, ok };
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}
