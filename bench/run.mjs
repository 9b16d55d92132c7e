// `npm run bench`: every benchmark in bench/, against the built app (run `npm run build` first).
// Pass names to run some: `npm run bench -- startup`. `fault` restarts the machine's PostgreSQL
// server, so it runs only when named.
import { existsSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
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
const started = performance.now();
const cpuBefore = machineCpu();
for (const file of files) {
  console.log(`\n# ${file}`);
  const { default: run } = await import(path.join(import.meta.dirname, file));
  // Nothing of the benches runs in this second: what the machine is busy with is someone else's.
  const quiet = machineCpu();
  await new Promise((r) => setTimeout(r, 1000));
  const others = busyShare(quiet, machineCpu());
  const benchCpu = machineCpu();
  const result = await run();
  if (!result.ok) failed += 1;
  const load = `${others} before, ${busyShare(benchCpu, machineCpu())} during`;
  rows.push(...(result.rows ?? []).map((row) => ({ ...row, load })));
}
// Every budget a bench measured, one row each (docs/contract.md §10), with how busy the machine's
// cores were in the second before that bench (other work) and during it (the bench and the rest).
if (rows.length > 0) {
  console.log('\n| measure | now | budget | | machine busy |\n|---|---|---|---|---|');
  for (const row of rows) {
    console.log(`| ${row.measure} | ${row.now} | ${row.budget} | ${row.ok ? 'OK' : 'OVER'} | ${row.load} |`);
  }
}
const minutes = (performance.now() - started) / 60_000;
console.log(
  `\n${files.length} benches in ${minutes.toFixed(1)} min on ${cpus().length} cores, busy ${busyShare(cpuBefore, machineCpu())} of the time; load average now ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exit(failed ? 1 : 0);

/** The machine's CPU time so far, busy and in all (ms, every core). */
function machineCpu() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const total = times.user + times.nice + times.sys + times.idle + times.irq;
    all += total;
    busy += total - times.idle;
  }
  return { busy, all };
}

function busyShare(before, after) {
  return `${Math.round((100 * (after.busy - before.busy)) / Math.max(1, after.all - before.all))}%`;
}
