import path from 'node:path';
import { SECRET_FILE } from '../platform/config.js';
import { loadMoveConfig, migrateToPostgres } from '../platform/migrate-to-postgres.js';
import { runCommand } from './command.js';

/**
 * `npm run migrate-to-postgres`, with the server stopped: DATA_DIR's embedded database into
 * DATABASE_URL's new, empty database, and its documents into the STORAGE_S3_* bucket
 * (docs/deploy.md, "Moving to PostgreSQL + S3").
 */
runCommand(async () => {
  const config = loadMoveConfig();
  const moved = await migrateToPostgres(config, {
    onTable: ({ name, rows }) => console.log(`  ${name}: ${rows.toLocaleString('en-IN')} rows`),
  });
  const rows = moved.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Copied ${moved.tables.length} tables, ${rows.toLocaleString('en-IN')} rows, into PostgreSQL in one transaction; every table's row count checked.`,
  );
  if (moved.skipped.length > 0) {
    console.log(`Not copied (no migration makes them): ${moved.skipped.join(', ')}.`);
  }
  console.log(
    moved.documents === null
      ? `STORAGE_S3_* is not set: the documents stay in ${path.join(config.DATA_DIR, 'uploads')}. Run the server (one instance) with this same DATA_DIR; for several instances, set STORAGE_S3_* and run this command again on a new, empty database.`
      : `Copied ${moved.documents} documents to the bucket ${config.storageS3!.bucket}, under the same keys.`,
  );
  console.log(
    config.secretFromFile
      ? `APP_SECRET: set it on every new process to the contents of ${path.join(config.DATA_DIR, SECRET_FILE)} (APP_SECRET=$(cat ${path.join(config.DATA_DIR, SECRET_FILE)})): documents and Aadhaar numbers open only with it.`
      : 'APP_SECRET: keep the value set now on every new process: documents and Aadhaar numbers open only with it.',
  );
  console.log(
    'The job queue is not copied: schedules are made again at start, and the start sends pending refunds, payouts and plan installments again. DATA_DIR is unchanged: keep it until the new deployment is checked.',
  );
});
