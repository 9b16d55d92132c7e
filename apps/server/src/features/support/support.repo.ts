import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TicketKind, TicketStatus } from '@sevak/shared';
import { supportTickets, users } from '../../db/schema/index.js';
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
  values: { userId: string; kind: TicketKind; issue: string; description: string; workRequestId?: string },
) {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row!;
}

/** Tickets with their members, newest first, by status, kind and member (name, email or phone), one keyset page on (created_at, id). */
export async function findTickets(
  db: DbOrTx,
  filters: { status?: TicketStatus | undefined; kind?: TicketKind | undefined; search?: string | undefined },
  page: PageRequest,
) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(supportTickets.status, filters.status));
  if (filters.kind) conditions.push(eq(supportTickets.kind, filters.kind));
  if (filters.search) conditions.push(memberContains(users, filters.search));
  conditions.push(afterCursor(page, supportTickets.createdAt, supportTickets.id));
  return db
    .select({
      ticket: supportTickets,
      at: sortKeyText(supportTickets.createdAt),
      user: { id: users.id, name: users.name, phone: users.phone, email: users.email, deletedAt: users.deletedAt },
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(...conditions))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(rowsToRead(page.limit));
}

/** Pending → Resolved in one conditional UPDATE; undefined when the ticket is not Pending (or does not exist). */
export async function resolvePendingTicket(
  tx: DbOrTx,
  id: string,
  values: { resolutionMessage: string; resolvedBy: string },
) {
  const [row] = await tx
    .update(supportTickets)
    .set({ status: 'Resolved', ...values, resolvedAt: new Date() })
    .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 'Pending')))
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
