import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { seedCategories } from './features/categories/index.js';
import { loadPostOfficesAfterStart } from './features/location/index.js';
import { refundPendingRefundsJob } from './features/payments/index.js';
import { resendUnsentPayoutsJob } from './features/withdrawals/index.js';
import { creditInvestmentPayoutsJob } from './features/investments/index.js';
import { ensureFirstAdmin } from './features/users/index.js';
import { loadConfig, requireMailProvider, requirePaymentProvider } from './platform/config.js';
import { closeOnSignals, exitOnStartFailure } from './platform/process.js';
import { databaseTemplateFile, migrate, openConfiguredDatabase } from './platform/db.js';
import { setPasswordHashCost } from './platform/passwords.js';

const startedAt = performance.now();

/**
 * A brand-new embedded database is made by a short-lived child process, so that this one opens it
 * at its usual ~350 MB (docs/contract.md §10: steady memory ≤ 600 MB): the build's template, extracted
 * (platform/database-template.ts); without one (a server run from source before any build),
 * created and migrated (PGlite's initdb peaks near 0.9 GB and WebAssembly memory never shrinks).
 */
async function createEmbeddedDatabaseIfNew(dataDir: string) {
  const dbDir = path.join(dataDir, 'db');
  if (existsSync(path.join(dbDir, 'PG_VERSION'))) return;
  const template = databaseTemplateFile();
  const code = existsSync(template)
    ? await runScript('create-database', [dbDir, template])
    : await runScript('migrate');
  if (code !== 0) throw new Error(`creating the embedded database failed (exit code ${code})`);
}

/**
 * scripts/<name> as a short-lived child: create-database, or migrate (migrations, then the pincode
 * directory when empty).
 */
function runScript(name: 'create-database' | 'migrate', args: string[] = []): Promise<number | null> {
  const script = new URL(`./scripts/${name}${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  const child = fork(fileURLToPath(script), args, { stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', resolve));
}

async function main() {
  const config = loadConfig();
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  // Before any database work: a server with no payment or mail provider chosen does not start.
  requirePaymentProvider(config);
  requireMailProvider(config);
  if (config.embedded) await createEmbeddedDatabaseIfNew(config.DATA_DIR);
  const database = await openConfiguredDatabase(config);
  await migrate(database);
  const app = await buildApp({ config, database, jobs: { deferWorkers: true } });
  const seeded = await seedCategories(database.db);
  if (seeded) app.log.info({ seeded }, 'categories seeded');
  await ensureFirstAdmin(database.db, config.firstAdmin, app.log);

  closeOnSignals(app, database, 'Sevak');

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    { database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Sevak is ready on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`,
  );
  // The job workers come up after the first answer; if they cannot, the start has failed.
  app.jobs.startWorkers().catch(exitOnStartFailure('Sevak'));
  void loadPostOfficesAfterStart(database, () => runScript('migrate'), app.log);
  // Refunds of duplicate fees a crash or a provider outage left pending (docs/decisions/008).
  void app.jobs
    .send(refundPendingRefundsJob.name)
    .catch((err: unknown) => app.log.warn({ err }, 'payments: pending refunds are asked for again within the hour'));
  // Payouts approved but never acknowledged by the provider (docs/decisions/015).
  void app.jobs
    .send(resendUnsentPayoutsJob.name)
    .catch((err: unknown) => app.log.warn({ err }, 'withdrawals: unsent payouts are sent again within the hour'));
  // Plan installments that fell due while the server was down (docs/decisions/016).
  void app.jobs
    .send(creditInvestmentPayoutsJob.name)
    .catch((err: unknown) => app.log.warn({ err }, 'investments: due installments are credited within the hour'));
}

main().catch(exitOnStartFailure('Sevak'));
