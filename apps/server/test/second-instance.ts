/**
 * Another API instance on the same PostgreSQL database, in a process of its own (the
 * notifications test: an event raised on one instance reaches a stream held on another).
 * Prints `listening <port>` once ready; stops on SIGTERM.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';

const url = process.env.DATABASE_URL!;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  APP_SECRET: randomBytes(32).toString('hex'),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'sevak-second-')),
  DATABASE_URL: url,
  PAYMENT_PROVIDER: 'local',
});
const database = await openDatabase({ url });
const app = await buildApp({ config, database, webRoot: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => {
  void app.close().then(() => database.close()).then(() => process.exit(0));
});
