// docs/contract.md §10 framework overhead: GET /api/category/getAllCategory vs a bare node:http server
// returning the same bytes (body and headers), interleaved in one run. Budget: median ratio ≥ 0.85.
import { interleave, startAppOnPglite, startBareCopy } from './lib.mjs';

const APP_PORT = 3301;
const BARE_PORT = 3302;

export default async function run({ rounds = 10, seconds = 3 } = {}) {
  const app = await startAppOnPglite({ port: APP_PORT });
  try {
    const url = `${app.base}/api/category/getAllCategory`;
    const bare = await startBareCopy(url, BARE_PORT);
    try {
      const result = await interleave({ sevak: url, bare: bare.url }, { rounds, seconds, connections: 100 });
      const { ratio } = result;
      const ok = ratio >= 0.85;
      console.log(`category list (${bare.bytes} bytes, 100 connections, ${rounds} × ${seconds} s interleaved)`);
      for (const name of ['sevak', 'bare']) {
        console.log(
          `  ${`${name}:`.padEnd(6)} median ${Math.round(result[name].rps)} req/s, p99 ${result[name].p99} ms  runs ${result[name].runs.join(' ')}`,
        );
      }
      console.log(`  per-round ratios ${result.ratios.map((r) => r.toFixed(2)).join(' ')}`);
      console.log(`  median ratio ${ratio.toFixed(2)} (budget ≥ 0.85) ${ok ? 'OK' : 'OVER BUDGET'}`);
      return {
        name: 'category-list',
        ratio,
        ok,
        rows: [
          {
            measure: 'category list (framework overhead)',
            now: `${ratio.toFixed(2)}× bare (${Math.round(result.sevak.rps)} req/s)`,
            budget: '≥ 0.85×',
            ok,
          },
        ],
      };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}
