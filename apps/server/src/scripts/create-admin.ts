import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAdmin } from '../features/users/index.js';
import { loadConfig } from '../platform/config.js';
import { migrate, openConfiguredDatabase } from '../platform/db.js';

/**
 * `npm run create-admin -- --name "Asha Rao" --email asha@example.com --phone 9876543210 --password '...'`
 * Creates an admin, or promotes the member with that email or phone.
 */
const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
  },
});
const input = z
  .object({
    name: z.string().trim().min(1, '--name is required'),
    email: z.email('--email must be an email address'),
    phone: z.string().regex(/^[6-9]\d{9}$/, '--phone must be a 10-digit mobile number'),
    password: z.string().min(8, '--password must be at least 8 characters').max(128),
  })
  .safeParse(values);
if (!input.success) {
  console.error(input.error.issues.map((i) => i.message).join('\n'));
  process.exit(1);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
await migrate(database);
const result = await createAdmin(database.db, input.data);
await database.close();
console.log(result.created ? `Admin created: ${input.data.email}` : `Member promoted to admin: ${input.data.email}`);
