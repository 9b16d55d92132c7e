// Preloaded into the app by benches (`node --import bench/capture-sql.mjs`): records every
// statement the app sends to PostgreSQL while capture is on, so a floor server can run exactly
// those (docs/contract.md §10 "floor"). SIGUSR2 turns capture on; the next SIGUSR2 turns it off and
// writes what was recorded to CAPTURE_SQL_FILE as JSON. Off, it costs one boolean test a query.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The app's own `pg` (apps/server's dependency), whose Client the pool builds its connections from.
const require = createRequire(path.join(import.meta.dirname, '../apps/server/package.json'));
const pg = require('pg');
let recording;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function capture(config, values, callback) {
  // The job queue's polling runs beside any request: not the route's work.
  if (recording && !/\bpgboss\./.test(typeof config === 'string' ? config : config.text)) {
    // query(text, values), query({text, values, name}), or drizzle's query({text, name, rowMode}, values).
    const statement = typeof config === 'string' ? { text: config } : config;
    const entry = {
      name: statement.name,
      text: statement.text,
      values: Array.isArray(values) ? values : (statement.values ?? []),
      rowMode: statement.rowMode,
    };
    recording.push(entry);
    const result = query.call(this, config, values, callback);
    // The rows it answered: a floor replaying a write carries the ids it gets back into the
    // statements after it, where the app used the ones it got (floor-server.mjs `vary`).
    if (typeof result?.then === 'function') {
      result.then(
        (r) => (entry.rows = r.rows),
        () => undefined,
      );
    }
    return result;
  }
  return query.call(this, config, values, callback);
};
process.on('SIGUSR2', () => {
  if (!recording) {
    recording = [];
    return;
  }
  writeFileSync(process.env.CAPTURE_SQL_FILE, JSON.stringify(recording));
  recording = undefined;
});
