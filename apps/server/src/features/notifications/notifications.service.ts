import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_DEFAULTS, type Notification } from '@sevak/shared';
import { notifications } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { DbOrTx } from '../../platform/db.js';
import { NOTIFICATION_CHANNEL, type NotificationEvent } from './notifications.hub.js';

type Row = typeof notifications.$inferSelect;

export function toNotificationView(row: Row): Notification {
  return {
    _id: row.id,
    title: row.title || NOTIFICATION_DEFAULTS.title,
    body: row.body || NOTIFICATION_DEFAULTS.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NewNotification = { title: string; body: string; link?: string | null };

/**
 * The one way to tell a member something (DESIGN §2): stored for the bell and announced to live
 * streams. Call it inside the transaction of the change it reports: the announcement goes out
 * only if that commits. Push (Firebase) joins through the same function.
 */
export async function notify(tx: DbOrTx, userId: string, message: NewNotification): Promise<Notification> {
  const [row] = await tx
    .insert(notifications)
    .values({ userId, title: message.title.slice(0, 200), body: message.body.slice(0, 1000), link: message.link ?? null })
    .returning();
  const view = toNotificationView(row!);
  const event: NotificationEvent = { userId, notification: view };
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(event)})`);
  return view;
}

export async function listNotifications(db: DbOrTx, userId: string) {
  const [rows, [count]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(30),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { notifications: rows.map(toNotificationView), unread: count?.n ?? 0 };
}

/** Marks all of a member's notifications read. */
export async function markAllRead(db: DbOrTx, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks one of the member's own notifications read; another member's (or no) notification is a 404. */
export async function markOneRead(db: DbOrTx, userId: string, id: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw AppError.notFound();
}
