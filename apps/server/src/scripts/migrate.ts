import { loadConfig } from '../platform/config.js';
import { migrate, openConfiguredDatabase } from '../platform/db.js';

/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
