// DESIGN §10 framework overhead: GET /api/category/getAllCategory vs a bare node:http server
// returning the same bytes (body and headers), interleaved in one run. Budget: median ratio ≥ 0.85.
import path from 'node:path';
import { interleave, root, startProcess, tempDir } from './lib.mjs';

const APP_PORT = 3301;
const BARE_PORT = 3302;
const url = `http://127.0.0.1:${APP_PORT}/api/category/getAllCategory`;

export default async function run({ rounds = 10, seconds = 3 } = {}) {
  const app = await startProcess(
    [path.join(root, 'apps/server/dist/server.js')],
    {
      PORT: String(APP_PORT),
      DATA_DIR: tempDir('sevak-bench-'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    `http://127.0.0.1:${APP_PORT}/api/health`,
  );
  try {
    // autocannon asks for no compression, so neither do we here.
    const sample = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    const body = Buffer.from(await sample.arrayBuffer());
    const headers = Object.fromEntries(
      [...sample.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)),
    );
    const bare = await startProcess(
      [path.join(import.meta.dirname, 'bare-server.mjs')],
      { PORT: String(BARE_PORT), BODY_B64: body.toString('base64'), HEADERS_JSON: JSON.stringify(headers) },
      `http://127.0.0.1:${BARE_PORT}/`,
    );
    try {
      const result = await interleave(
        { sevak: url, bare: `http://127.0.0.1:${BARE_PORT}/` },
        { rounds, seconds, connections: 100 },
      );
      const { ratio } = result;
      console.log(
        `category list (${body.length} bytes + ${Object.keys(headers).length} headers, 100 connections, ${rounds} × ${seconds} s interleaved)`,
      );
      console.log(
        `  sevak: median ${Math.round(result.sevak.rps)} req/s, p99 ${result.sevak.p99} ms  runs ${result.sevak.runs.join(' ')}`,
      );
      console.log(
        `  bare:  median ${Math.round(result.bare.rps)} req/s, p99 ${result.bare.p99} ms  runs ${result.bare.runs.join(' ')}`,
      );
      console.log(`  per-round ratios ${result.ratios.map((r) => r.toFixed(2)).join(' ')}`);
      console.log(`  median ratio ${ratio.toFixed(2)} (budget ≥ 0.85) ${ratio >= 0.85 ? 'OK' : 'OVER BUDGET'}`);
      return { name: 'category-list', ratio, ok: ratio >= 0.85 };
    } finally {
      await bare.stop();
    }
  } finally {
    await app.stop();
  }
}
