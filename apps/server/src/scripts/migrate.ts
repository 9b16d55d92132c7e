import { loadConfig } from '../platform/config.js';
import { openConfiguredDatabase } from '../platform/db.js';
import { prepareDatabase } from './prepare-database.js';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const { inserted } = await prepareDatabase(database);
if (inserted) console.log(`Pincode directory loaded (${inserted} post offices).`);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
