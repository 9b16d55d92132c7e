import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@sevak/shared';
import { auditLog, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import {
  afterCursor,
  indianDayRange,
  memberContains,
  rowsToRead,
  sortKeyText,
  type PageRequest,
} from '../../platform/keyset.js';

export type AuditRecord = {
  /** The admin who acted; null for the system's own jobs (e.g. the retention purge). */
  actorId: string | null;
  action: AuditAction;
  targetType: string;
  targetId: string;
  /** Never secrets: Aadhaar numbers go in masked, passwords never. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

export async function insertAuditRow(tx: DbOrTx, entry: AuditRecord) {
  await tx.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

export type AuditFilters = {
  action?: string | undefined;
  targetId?: string | undefined;
  actor?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const actor = alias(users, 'actor');
const target = alias(users, 'target');

/** Audit rows with their actor's and (member) target's names, newest first, one keyset page on (at, id). */
export async function findAuditEntries(db: DbOrTx, filters: AuditFilters, page: PageRequest) {
  const conditions: (SQL | undefined)[] = [...indianDayRange(auditLog.at, filters.from, filters.to)];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.targetId) conditions.push(eq(auditLog.targetId, filters.targetId));
  if (filters.actor) conditions.push(memberContains(actor, filters.actor));
  conditions.push(afterCursor(page, auditLog.at, auditLog.id));
  return db
    .select({ entry: auditLog, atText: sortKeyText(auditLog.at), actorName: actor.name, targetName: target.name })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, and(eq(auditLog.targetType, 'user'), eq(sql`${target.id}::text`, auditLog.targetId)))
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(rowsToRead(page.limit));
}

/** The members among these ids (any record's ids may be given): name, and whether deleted. */
export async function findMembersAmong(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, deletedAt: users.deletedAt })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The actions that show a member's identity data to someone else: the access log. */
export const DOCUMENT_ACCESS_ACTIONS = ['view_document', 'view_aadhaar'] as const satisfies AuditAction[];

/** Every access to members' identity data in days from–to (India), oldest first, with both people. */
export async function findDocumentAccess(db: DbOrTx, from: string, to: string) {
  return db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      after: auditLog.after,
      memberId: auditLog.targetId,
      adminName: actor.name,
      adminEmail: actor.email,
      memberName: target.name,
      memberEmail: target.email,
      memberPhone: target.phone,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, and(eq(auditLog.targetType, 'user'), eq(sql`${target.id}::text`, auditLog.targetId)))
    .where(and(inArray(auditLog.action, [...DOCUMENT_ACCESS_ACTIONS]), ...indianDayRange(auditLog.at, from, to)))
    .orderBy(asc(auditLog.at), asc(auditLog.id));
}
