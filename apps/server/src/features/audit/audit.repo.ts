import type { AuditAction } from '@sevak/shared';
import { auditLog } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export type AuditEntry = {
  /** The admin who acted; null for the system's own jobs (e.g. the retention purge). */
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  /** Never secrets: Aadhaar numbers go in masked, passwords never. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** Writes the audit row inside the caller's transaction, so the change and its record go together. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry) {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
