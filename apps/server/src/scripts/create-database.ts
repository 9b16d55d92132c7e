import { createDatabaseFromTemplate } from '../platform/database-template.js';

/**
 * A first start's new embedded database, from the build's template: server.ts runs it as a
 * short-lived child (extracting the ~60 MB folder grows a process by ~75 MB it would keep).
 * Arguments: the database folder to make, the template.
 */
const [dbDir, file] = process.argv.slice(2);
if (!dbDir || !file || !(await createDatabaseFromTemplate(dbDir, file))) process.exit(1);
