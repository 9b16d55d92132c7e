/**
 * Another API instance on the same PostgreSQL database, in a process of its own (the
 * notifications test: an event raised on one instance reaches a stream held on another; the
 * restart test: the process survives its database going away; the storage test: documents one instance
 * stored read through the other). Prints `listening <port>` once ready; stops on SIGTERM.
 * DATA_DIR, TRUST_PROXY, APP_SECRET and STORAGE_S3_* may come from the environment.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/platform/config.js';
import { openDatabase } from '../src/platform/db.js';
import { closeOnSignals } from '../src/platform/process.js';
import { setPasswordHashCost } from '../src/platform/passwords.js';

const url = process.env.DATABASE_URL!;
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('STORAGE_S3_'))),
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sevak-second-')),
  DATABASE_URL: url,
  TRUST_PROXY: process.env.TRUST_PROXY ?? '',
  PAYMENT_PROVIDER: 'local',
  MAIL_PROVIDER: 'local',
  PASSWORD_HASH_COST: 'test',
});
// Hashes at the API tests' cost, like the process that started this one (test/setup.ts).
setPasswordHashCost(config.PASSWORD_HASH_COST);
const database = await openDatabase({ url });
const app = await buildApp({ config, database, webRoot: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
closeOnSignals(app, database, 'second instance');
