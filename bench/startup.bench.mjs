// DESIGN §10 start-up: time to first answer with the embedded database, first start (the
// database is created) and a later start; budgets 10 s and 3 s. Also the process's memory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root, startProcess, tempDir } from './lib.mjs';

const PORT = 3303;

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

export default async function run() {
  const dataDir = tempDir('sevak-startup-');
  const env = { PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const args = [path.join(root, 'apps/server/dist/server.js')];
  const health = `http://127.0.0.1:${PORT}/api/health`;
  const results = [];
  for (const label of ['first start', 'later start']) {
    const server = await startProcess(args, env, health);
    await new Promise((r) => setTimeout(r, 1000));
    const rss = rssMb(server.child.pid);
    await server.stop();
    const budget = label === 'first start' ? 10_000 : 3_000;
    console.log(
      `${label}: first answer after ${Math.round(server.readyMs)} ms (budget ${budget} ms), RSS ${rss} MB (budget 600 MB)`,
    );
    results.push(server.readyMs <= budget && rss <= 600);
  }
  return { name: 'startup', ok: results.every(Boolean) };
}
