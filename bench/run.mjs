// `npm run bench`: every benchmark in bench/, against the built app (run `npm run build` first).
// Pass names to run some: `npm run bench -- startup`. `fault` restarts the machine's PostgreSQL
// server, so it runs only when named.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const wanted = process.argv.slice(2);
const files = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.mjs'))
  .filter((f) => (wanted.length === 0 ? !f.startsWith('fault') : wanted.some((w) => f.startsWith(w))));
let failed = 0;
const rows = [];
for (const file of files) {
  console.log(`\n# ${file}`);
  const { default: run } = await import(path.join(import.meta.dirname, file));
  const result = await run();
  if (!result.ok) failed += 1;
  rows.push(...(result.rows ?? []));
}
// Every budget a bench measured, one row each (docs/contract.md §10).
if (rows.length > 0) {
  console.log('\n| measure | now | budget | |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.measure} | ${row.now} | ${row.budget} | ${row.ok ? 'OK' : 'OVER'} |`);
}
process.exit(failed ? 1 : 0);
