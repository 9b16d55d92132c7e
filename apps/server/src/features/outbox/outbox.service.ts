import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { recordAudit } from '../audit/audit.repo.js';

/**
 * The development mailbox (embedded default without SMTP_URL): the latest mails, newest first,
 * optionally to one address. Reading it reveals codes, so every read is audited with the ids of
 * the mails shown.
 */
export async function readDevMailbox(db: Db, actorId: string, query: { to?: string | undefined; limit: number }) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(query.to ? eq(outbox.to, query.to) : undefined)
      .orderBy(desc(outbox.createdAt))
      .limit(query.limit);
    await recordAudit(tx, { actorId, action: 'read_outbox', targetType: 'outbox', targetId: 'development', after: { mailIds: rows.map((r) => r.id) } });
    return rows;
  });
}
