import { stringify } from 'csv-stringify/sync';
import {
  AUDIT_ACTIONS,
  formatDateTime,
  isUuid,
  type AuditAction,
  type AuditEntry,
  type auditQuerySchema,
} from '@sevak/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import {
  findAuditEntries,
  findDocumentAccess,
  findMembersAmong,
  insertAuditRow,
  type AuditRecord,
} from './audit.repo.js';

type Change = Record<string, unknown> | null;

export type { AuditRecord };

/**
 * Records what an admin (or the system) did, inside the caller's transaction, so the change and its
 * record commit or vanish together. Every feature that changes something worth an audit calls this.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditRecord): Promise<void> {
  await insertAuditRow(tx, entry);
}

/** The ids an entry names: its target, and every id among the values of before/after. */
function idsNamedBy(entry: { targetId: string | null; before: unknown; after: unknown }): string[] {
  const values = [
    entry.targetId,
    ...[entry.before as Change, entry.after as Change].flatMap((side) => Object.values(side ?? {})),
  ];
  return values.filter((value): value is string => typeof value === 'string' && isUuid(value));
}

/**
 * The audit trail (admin), newest first, filtered and keyset-paged on (at, id); each entry with
 * the members it names by id (`referredBy: — → Ravi Kumar`, not a bare id).
 */
export async function listAudit(db: DbOrTx, q: z.output<typeof auditQuerySchema>) {
  const rows = await findAuditEntries(db, q, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.atText, id: row.entry.id }));
  const found = await findMembersAmong(db, [...new Set(items.flatMap(({ entry }) => idsNamedBy(entry)))]);
  const members = new Map(found.map((m) => [m.id, { name: m.name, deleted: m.deletedAt !== null }]));
  const membersOf = (entry: (typeof items)[number]['entry']): AuditEntry['members'] =>
    Object.fromEntries(
      idsNamedBy(entry).flatMap((id) => {
        const member = members.get(id);
        return member ? [[id, member]] : [];
      }),
    );
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
      members: membersOf(entry),
    })),
    nextCursor,
  };
}

const ERASED = '(erased)';

/**
 * The access log of identity documents for days from–to (breach readiness): one line per
 * time an admin opened a member's identity image or full Aadhaar number — what the Data Protection
 * Board and the members affected must be told within 72 hours of a breach. The download itself is
 * audited (it names members), with the period and the line count only.
 */
export async function documentAccessCsv(db: DbOrTx, adminId: string, from: string, to: string): Promise<Buffer> {
  const rows = await findDocumentAccess(db, from, to);
  await recordAudit(db, {
    actorId: adminId,
    action: 'export_document_access',
    targetType: 'audit_log',
    targetId: `${from}..${to}`,
    after: { from, to, lines: rows.length },
  });
  const lines = [
    ['Time (IST)', 'Admin', 'Admin email', 'What', 'Document', 'Member', 'Member email', 'Member phone', 'Member id'],
    ...rows.map((row) => {
      const after = (row.after ?? {}) as { document?: string; size?: string };
      return [
        formatDateTime(row.at),
        row.adminName ?? ERASED,
        row.adminEmail ?? '',
        AUDIT_ACTIONS[row.action as AuditAction] ?? row.action,
        row.action === 'view_aadhaar'
          ? 'Aadhaar number'
          : `${after.document ?? ''}${after.size === 'thumb' ? ' (thumbnail)' : ''}`,
        row.memberName ?? ERASED,
        row.memberEmail ?? '',
        row.memberPhone ?? '',
        row.memberId,
      ];
    }),
  ];
  return Buffer.from(`\uFEFF${stringify(lines)}`, 'utf8');
}
