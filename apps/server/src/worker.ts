import { buildApp } from './app.js';
import { ConfigError, loadConfig, requireMailProvider, requirePaymentProvider } from './platform/config.js';
import { closeOnSignals, exitOnStartFailure } from './platform/process.js';
import { migrate, openConfiguredDatabase } from './platform/db.js';
import { setPasswordHashCost } from './platform/passwords.js';

/**
 * `npm run worker`: a process that runs the job queue's workers and schedules, and
 * serves no HTTP, beside API instances started with JOB_WORKERS=false — the same settings, the
 * same PostgreSQL database and storage. It is the app without a listener, so a job runs with
 * exactly the context it has in the all-in-one server. SIGTERM lets running jobs finish (5 s).
 */
async function main() {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    throw new ConfigError([
      'npm run worker needs DATABASE_URL: the embedded database runs its jobs in the server itself',
    ]);
  }
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  requirePaymentProvider(config);
  requireMailProvider(config);
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const app = await buildApp({ config: { ...config, JOB_WORKERS: true }, database, webRoot: false });
  await app.ready();
  app.log.info({ database: database.kind }, 'Sevak worker is running the job queue');

  closeOnSignals(app, database, 'Sevak worker');
}

main().catch(exitOnStartFailure('Sevak worker'));
