import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** The latest mails, newest first, optionally to one address. */
export async function findLatestMails(db: DbOrTx, query: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(query.to ? eq(outbox.to, query.to) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(query.limit);
}
