// A route's floor (docs/contract.md §10), bare node:http + pg, one of two kinds (FLOOR_FILE):
// - the route floor runs, for every request, the statements the route ran (captured by
//   capture-sql.mjs, in order, prepared by the same names) and answers with the route's bytes and
//   headers: what any server must pay to give this answer from this database the way the route does;
// - the key floor (`answerFromRow`) fetches the route's answer bytes by primary key in one round
//   trip and writes them: what any server must pay to answer from this database at all.
// A write cannot run the same statements twice (the same booking twice is refused): with `vary`,
// request k runs them for the k-th input of a sequence — every value of the captured input
// (`valuesOf(template)`: ids, times) replaced by the k-th one's (`valuesOf(first + k × step)`), and
// every value a statement answered (a new row's id) by what this run's statement answered.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const spec = JSON.parse(readFileSync(process.env.FLOOR_FILE, 'utf8'));
const { statements, headers, answerFromRow, vary } = spec;
const body = Buffer.from(spec.body ?? '', 'base64');
// The app's pool size (apps/server/src/platform/db.ts).
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => undefined);

const valuesOf = vary && (await import(vary.module))[vary.export];
let served = 0;
let answered = 0;
// Time spent waiting for each statement's answer, summed over every request: printed at exit with
// FLOOR_PROFILE=1 (which statement of a route costs the database most; measure it with one connection).
const spent = statements.map(() => 0);
// Stopping is an exit (a --cpu-prof profile is written at exit, not at a kill), after printing the
// statements' times with FLOOR_PROFILE=1.
process.on('SIGTERM', () => {
  if (process.env.FLOOR_PROFILE) {
    const count = Math.max(1, answered);
    for (const [i, ms] of spent.entries()) {
      const text = statements[i].text.replace(/\s+/g, ' ').slice(0, 160);
      console.error(`${String(Math.round((ms * 1000) / count)).padStart(7)} µs  ${text}`);
    }
  }
  process.exit(0);
});

/**
 * `value` with every key of `map` inside its strings replaced by the key's value, in one pass (a
 * replacement is never replaced again).
 */
function substitute(value, map) {
  if (typeof value === 'string') {
    if (map.size === 0) return value;
    map.pattern ??= new RegExp([...map.keys()].map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    return value.replace(map.pattern, (found) => map.get(found));
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, map));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, map)]));
  }
  return value;
}

/** Adds to `map` each string the captured answer held where this run's answer holds another. */
function learn(captured, actual, map) {
  if (typeof captured === 'string' && typeof actual === 'string') {
    if (captured !== actual && captured.length >= 8) {
      map.set(captured, actual);
      map.pattern = undefined;
    }
  } else if (captured && typeof captured === 'object' && actual && typeof actual === 'object') {
    for (const key of Object.keys(captured)) learn(captured[key], actual[key], map);
  }
}

createServer(async (_req, res) => {
  const client = await pool.connect();
  answered += 1;
  const map = new Map();
  if (vary) {
    const template = valuesOf(vary.template, vary.seed);
    const mine = valuesOf(vary.first + served++ * vary.step, vary.seed);
    for (const key of Object.keys(template)) map.set(template[key], mine[key]);
  }
  try {
    let result;
    for (const [i, { name, text, values, rowMode, rows }] of statements.entries()) {
      const started = performance.now();
      result = await client.query({ name, text, values: vary ? substitute(values, map) : values, rowMode });
      spent[i] += performance.now() - started;
      if (vary && rows) learn(rows, result.rows, map);
    }
    const answer = answerFromRow ? result.rows[0].body : body;
    res.writeHead(spec.status ?? 200, { ...headers, 'content-length': answer.length });
    res.end(answer);
  } catch (err) {
    if (vary) await client.query('rollback').catch(() => undefined);
    console.error(`floor: ${err.message}`);
    res.writeHead(500);
    res.end(String(err));
  } finally {
    client.release();
  }
}).listen(Number(process.env.PORT), '127.0.0.1');
