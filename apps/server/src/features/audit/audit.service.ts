import type { auditQuerySchema } from '@sevak/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { findAuditEntries } from './audit.repo.js';

/** The audit trail (admin), newest first, filtered and keyset-paged on (at, id). */
export async function listAudit(db: DbOrTx, q: z.output<typeof auditQuerySchema>) {
  const rows = await findAuditEntries(db, q, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.atText, id: row.entry.id }));
  return {
    entries: items.map(({ entry, actorName, targetName }) => ({
      _id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actorId && actorName !== null ? { _id: entry.actorId, name: actorName } : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      targetName,
      before: entry.before as Record<string, unknown> | null,
      after: entry.after as Record<string, unknown> | null,
    })),
    nextCursor,
  };
}
