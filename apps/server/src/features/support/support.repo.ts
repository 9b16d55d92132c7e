import { and, desc, eq, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { TicketKind, TicketStatus } from '@sevak/shared';
import { supportTickets, users } from '../../db/schema/index.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db.js';
import { afterCursor, memberContains, type PageRequest, rowsToRead, sortKeyText } from '../../platform/keyset.js';

export type TicketRow = typeof supportTickets.$inferSelect;

/** The member's Pending ticket of a kind, if any. */
export async function findActiveTicket(db: DbOrTx, userId: string, kind: TicketKind) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), eq(supportTickets.kind, kind), eq(supportTickets.status, 'Pending')))
    .limit(1);
  return row;
}

/** The member's tickets (of one kind, when given), newest first. */
export async function findTicketsOfUser(db: DbOrTx, userId: string, kind?: TicketKind) {
  return db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), kind ? eq(supportTickets.kind, kind) : undefined))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
}

/**
 * A new Pending ticket; the partial unique index on (member, kind) refuses a second one of its
 * kind while one is Pending (a unique violation).
 */
export async function insertTicket(
  db: DbOrTx,
  values: {
    userId: string;
    kind: TicketKind;
    issue: string;
    description: string;
    workRequestId?: string;
    createdAt: Date;
    acknowledgementDueAt: Date;
    resolutionDueAt: Date;
  },
) {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row!;
}

/**
 * The timers of a Pending ticket at `now`: its acknowledgement is overdue while no admin has acted
 * on it past its due time; its resolution once its due time has passed.
 */
function overdueAt(now: Date) {
  const pending = eq(supportTickets.status, 'Pending');
  const acknowledgement = and(
    pending,
    isNull(supportTickets.acknowledgedAt),
    lte(supportTickets.acknowledgementDueAt, now),
  )!;
  const resolution = and(pending, lte(supportTickets.resolutionDueAt, now))!;
  return { acknowledgement, resolution, either: or(acknowledgement, resolution)! };
}

/** An instant as microseconds since 1970, exactly (below 2^53 until the year 2255) as a float8. */
const microseconds = (at: SQL | PgColumn) => sql`(extract(epoch from ${at}) * 1000000)::float8`;

/**
 * The admin list's one descending sort key (docs/decisions/042): overdue tickets first, the
 * longest overdue first (the earlier of the due times it has missed), then every other ticket
 * newest first. Both in one float8 so that one keyset cursor pages through both: an overdue
 * ticket's key is 2^53 less its due time, above every other ticket's opening time (until 2112).
 * A ticket that turns overdue while an admin pages may be shown twice or not at all until the list
 * is loaded again.
 */
function adminSortKey(overdue: SQL, now: Date) {
  const acknowledgementMissed = and(
    isNull(supportTickets.acknowledgedAt),
    lte(supportTickets.acknowledgementDueAt, now),
  );
  const missed = sql`least(case when ${acknowledgementMissed} then ${supportTickets.acknowledgementDueAt} end, ${supportTickets.resolutionDueAt})`;
  return sql`(case when ${overdue} then 9007199254740992::float8 - ${microseconds(missed)} else ${microseconds(supportTickets.createdAt)} end)`;
}

/**
 * Tickets with their members, overdue first, then newest first: by status, kind, overdue or not,
 * and member (name, email or phone) or ticket number; one keyset page on (the sort key, id).
 */
export async function findTickets(
  db: DbOrTx,
  filters: {
    status?: TicketStatus | undefined;
    kind?: TicketKind | undefined;
    overdue?: boolean | undefined;
    search?: string | undefined;
    number?: number | undefined;
  },
  page: PageRequest,
  now: Date,
) {
  const overdue = overdueAt(now);
  const key = adminSortKey(overdue.either, now);
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(supportTickets.status, filters.status));
  if (filters.kind) conditions.push(eq(supportTickets.kind, filters.kind));
  if (filters.overdue !== undefined) conditions.push(filters.overdue ? overdue.either : not(overdue.either));
  if (filters.search) {
    const member = memberContains(users, filters.search);
    conditions.push(filters.number === undefined ? member : or(member, eq(supportTickets.number, filters.number)));
  }
  conditions.push(afterCursor(page, key, supportTickets.id));
  return db
    .select({
      ticket: supportTickets,
      at: sortKeyText(key),
      acknowledgementOverdue: sql<boolean>`coalesce(${overdue.acknowledgement}, false)`,
      resolutionOverdue: sql<boolean>`coalesce(${overdue.resolution}, false)`,
      user: { id: users.id, name: users.name, phone: users.phone, email: users.email, deletedAt: users.deletedAt },
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(...conditions))
    .orderBy(desc(key), desc(supportTickets.id))
    .limit(rowsToRead(page.limit));
}

/**
 * Pending → Resolved in one conditional UPDATE, acknowledged by it unless an admin acknowledged it
 * before (coalesce: set once, in the same statement); undefined when the ticket is not Pending (or
 * does not exist).
 */
export async function resolvePendingTicket(
  tx: DbOrTx,
  id: string,
  values: { resolutionMessage: string; resolvedBy: string },
  now: Date,
) {
  const [row] = await tx
    .update(supportTickets)
    .set({
      status: 'Resolved',
      ...values,
      resolvedAt: now,
      acknowledgedAt: sql`coalesce(${supportTickets.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 'Pending')))
    .returning();
  return row;
}

/**
 * The first admin action on a Pending ticket acknowledges it: one conditional UPDATE, so of admins
 * acting at once only the first sets the time (the others find it set). Undefined when it was
 * acknowledged already, is not Pending, or does not exist.
 */
export async function acknowledgePendingTicket(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx
    .update(supportTickets)
    .set({ acknowledgedAt: now })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 'Pending'), isNull(supportTickets.acknowledgedAt)))
    .returning();
  return row;
}

export async function findTicket(db: DbOrTx, id: string) {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

/** The ticket, locked for the rest of the transaction. */
export async function lockTicket(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
  return row;
}

export async function deleteTicketRow(tx: DbOrTx, id: string) {
  await tx.delete(supportTickets).where(eq(supportTickets.id, id));
}

/** A member's erasure: their tickets go. */
export async function deleteTicketsOfUser(tx: DbOrTx, userId: string) {
  await tx.delete(supportTickets).where(eq(supportTickets.userId, userId));
}
