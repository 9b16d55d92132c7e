import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { supportMessages, type AdminTicket, type Ticket, type ticketQuerySchema } from '@sevak/shared';
import type { z } from 'zod';
import { supportTickets, users } from '../../db/schema/index.js';
import { isUniqueViolation, type Db, type DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { decodeCursor, containsPattern, encodeCursor } from '../../platform/keyset.js';
import { recordAudit } from '../audit/audit.repo.js';
import { notify } from '../notifications/notifications.service.js';

type Row = typeof supportTickets.$inferSelect;

export function toTicketView(row: Row): Ticket {
  return {
    _id: row.id,
    issue: row.issue,
    description: row.description,
    status: row.status,
    resolutionMessage: row.resolutionMessage,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

export async function activeTicketOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), eq(supportTickets.status, 'Pending')))
    .limit(1);
  return row ? toTicketView(row) : null;
}

export async function ticketsOf(db: DbOrTx, userId: string) {
  const rows = await db.select().from(supportTickets).where(eq(supportTickets.userId, userId)).orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  return rows.map(toTicketView);
}

/** A new ticket; while one is Pending the member gets 409 (the partial unique index decides races). */
export async function openTicket(db: Db, userId: string, input: { issue: string; description: string }) {
  try {
    const [row] = await db.insert(supportTickets).values({ userId, ...input }).returning();
    return toTicketView(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(supportMessages.activeExists);
    throw err;
  }
}

/** Admin list: newest first, by status and member (name, email or phone), keyset-paged. */
export async function listTickets(db: DbOrTx, q: z.output<typeof ticketQuerySchema>): Promise<{ tickets: AdminTicket[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(supportTickets.status, q.status));
  if (q.search) {
    const like = containsPattern(q.search);
    conditions.push(or(ilike(users.name, like), ilike(users.email, like), ilike(users.phone, like)));
  }
  const cursor = decodeCursor(q.cursor, 'timestamptz');
  if (cursor) conditions.push(sql`(${supportTickets.createdAt}, ${supportTickets.id}) < (${cursor.k}::timestamptz, ${cursor.id})`);
  const rows = await db
    .select({ ticket: supportTickets, at: sql<string>`${supportTickets.createdAt}::text`, user: { id: users.id, name: users.name, phone: users.phone, email: users.email, deletedAt: users.deletedAt } })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(...conditions))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    tickets: page.map(({ ticket, user }) => ({
      ...toTicketView(ticket),
      userId: user.deletedAt ? null : { _id: user.id, name: user.name, phone: user.phone, email: user.email },
    })),
    nextCursor: rows.length > q.limit && last ? encodeCursor({ k: last.at, id: last.ticket.id }) : null,
  };
}

/** Pending → Resolved with the admin's message; the member is notified in the same transaction. */
export async function resolveTicket(db: Db, actorId: string, id: string, resolutionMessage: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(supportTickets)
      .set({ status: 'Resolved', resolutionMessage, resolvedBy: actorId, resolvedAt: new Date() })
      .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 'Pending')))
      .returning();
    if (!row) {
      const [exists] = await tx.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.id, id));
      throw exists ? AppError.conflict('This ticket is already resolved.') : AppError.notFound(supportMessages.notFound);
    }
    await recordAudit(tx, { actorId, action: 'resolve_ticket', targetType: 'ticket', targetId: id, before: { status: 'Pending' }, after: { status: 'Resolved' } });
    await notify(tx, row.userId, { title: 'Your support ticket is resolved', body: `${row.issue}: ${resolutionMessage}`, link: '/ViewTickits' });
    return toTicketView(row);
  });
}

/** Only a Resolved ticket can be deleted (409 while Pending). */
export async function deleteTicket(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
    if (!row) throw AppError.notFound(supportMessages.notFound);
    if (row.status === 'Pending') throw AppError.conflict(supportMessages.stillPending);
    await tx.delete(supportTickets).where(eq(supportTickets.id, id));
    await recordAudit(tx, { actorId, action: 'delete_ticket', targetType: 'ticket', targetId: id, before: { status: row.status } });
  });
}
