import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messageReports, messages, users, type MessageRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { afterCursor, rowsToRead, sortKeyText, type PageRequest } from '../../platform/keyset.js';

/**
 * Keeps a message once per sender and client id: the row written, or undefined when that sender
 * already sent this client id (a retry, or the offline outbox sending again).
 */
export async function insertMessage(
  tx: DbOrTx,
  values: Pick<MessageRow, 'workRequestId' | 'senderId' | 'senderRole' | 'clientId' | 'text'> &
    Partial<Pick<MessageRow, 'photoKey' | 'photoThumbKey' | 'photoWidth' | 'photoHeight'>>,
): Promise<MessageRow | undefined> {
  const [row] = await tx.insert(messages).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findMessageByClientId(db: DbOrTx, senderId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
}

export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

/** One page of a conversation, newest first (the caller turns it oldest first), keyset on (created_at, id). */
export async function findMessages(db: DbOrTx, workRequestId: string, page: PageRequest) {
  return db
    .select({ message: messages, at: sortKeyText(messages.createdAt) })
    .from(messages)
    .where(and(eq(messages.workRequestId, workRequestId), afterCursor(page, messages.createdAt, messages.id)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(rowsToRead(page.limit));
}

/** The other side's messages up to now are read by `readerId`; answers how many were marked. */
export async function markRead(db: DbOrTx, workRequestId: string, readerId: string, at: Date): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.workRequestId, workRequestId),
        sql`${messages.senderId} is distinct from ${readerId}`,
        isNull(messages.readAt),
        lte(messages.createdAt, at),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/** How many messages of others in this conversation `readerId` has not read. */
export async function countUnread(db: DbOrTx, workRequestId: string, readerId: string): Promise<number> {
  return db.$count(
    messages,
    and(
      eq(messages.workRequestId, workRequestId),
      sql`${messages.senderId} is distinct from ${readerId}`,
      isNull(messages.readAt),
    ),
  );
}

/** A report, once per member and message: false when this member reported it already. */
export async function insertReport(db: DbOrTx, values: { messageId: string; reporterId: string; reason: string }) {
  const rows = await db
    .insert(messageReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  return rows.length > 0;
}

/** Whether a message of this conversation was reported (its admins then see the photos around the report). */
export async function isReported(db: DbOrTx, workRequestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messageReports.id })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .where(eq(messages.workRequestId, workRequestId))
    .limit(1);
  return row !== undefined;
}

const sender = alias(users, 'sender');

/** Reports, newest first, keyset on (created_at, id), with the message, who reported it and who wrote it. */
export async function findReports(db: DbOrTx, page: PageRequest) {
  return db
    .select({
      report: messageReports,
      message: messages,
      reporter: { id: users.id, name: users.name },
      sender: { id: sender.id, name: sender.name },
      at: sortKeyText(messageReports.createdAt),
    })
    .from(messageReports)
    .innerJoin(messages, eq(messages.id, messageReports.messageId))
    .innerJoin(users, eq(users.id, messageReports.reporterId))
    .leftJoin(sender, eq(sender.id, messages.senderId))
    .where(afterCursor(page, messageReports.createdAt, messageReports.id))
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
    .limit(rowsToRead(page.limit));
}

/** The `n` messages either side of one in its conversation, oldest first (a report's context). */
export async function findAround(db: DbOrTx, m: MessageRow, n: number) {
  // Its own time as the database holds it (to the microsecond; the row's Date keeps milliseconds).
  const at = sql`(select ${messages.createdAt} from ${messages} where ${messages.id} = ${m.id})`;
  const key = sql`(${messages.createdAt}, ${messages.id})`;
  const [before, after] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(and(eq(messages.workRequestId, m.workRequestId), sql`${key} < (${at}, ${m.id}::uuid)`))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(n),
    db
      .select()
      .from(messages)
      .where(and(eq(messages.workRequestId, m.workRequestId), sql`${key} > (${at}, ${m.id}::uuid)`))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(n),
  ]);
  return [...before.reverse(), m, ...after];
}
