import { loadPostOffices } from '../features/location/location.service.js';
import { loadConfig } from '../platform/config.js';
import { migrate, openConfiguredDatabase } from '../platform/db.js';
import { installJobQueue } from '../platform/jobs.js';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database);
await installJobQueue(database); // the job queue's own tables (pg-boss)
const { inserted } = await loadPostOffices(database.db); // then the pincode directory, when empty
if (inserted) console.log(`Pincode directory loaded (${inserted} post offices).`);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
