import { loadPostOffices, type LoadResult } from '../features/location/index.js';
import { migrate, type Database } from '../platform/db.js';
import { installJobQueue } from '../platform/jobs.js';

/**
 * What a database needs before a server opens it: the committed migrations, the job queue's own
 * tables (pg-boss), then the pincode directory when empty. `npm run db:migrate` runs it, and the
 * build on a new embedded database for the template a first start begins from.
 */
export async function prepareDatabase(database: Database): Promise<LoadResult> {
  await migrate(database);
  await installJobQueue(database);
  return loadPostOffices(database.db);
}
