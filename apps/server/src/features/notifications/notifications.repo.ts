import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Language } from '@sevak/shared';
import { notifications, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { NOTIFICATION_CHANNEL, type ConversationEvent, type NotificationEvent } from './notifications.hub.js';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  tx: DbOrTx,
  values: { userId: string; title: string; body: string; link: string | null },
) {
  const [row] = await tx.insert(notifications).values(values).returning();
  return row!;
}

/** Announces a notification on the channel every instance listens on; PostgreSQL delivers it once the transaction commits. */
export async function announceNotification(tx: DbOrTx, event: NotificationEvent | ConversationEvent) {
  await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify(event)})`);
}

/** A member's newest 30 notifications. */
export async function findLatestNotifications(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(30);
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return count?.n ?? 0;
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks one of the member's own notifications read (kept when it was already); false when the member has no such notification. */
export async function markNotificationRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** A member's erasure: their notifications go. */
export async function deleteNotificationsOfUser(tx: DbOrTx, userId: string) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
}

/** Claims a notification for push, once across instances (`pushed_at`): its member when this call claimed it. */
export async function claimForPush(db: DbOrTx, id: string) {
  const [claimed] = await db
    .update(notifications)
    .set({ pushedAt: new Date() })
    .where(and(eq(notifications.id, id), isNull(notifications.pushedAt)))
    .returning({ userId: notifications.userId });
  return claimed;
}

export async function findPushToken(db: DbOrTx, userId: string): Promise<string | null | undefined> {
  const [member] = await db.select({ token: users.fcmToken }).from(users).where(eq(users.id, userId));
  return member?.token;
}

export async function savePushToken(db: DbOrTx, userId: string, token: string) {
  await db.update(users).set({ fcmToken: token, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Forgets a push token FCM says is dead, unless the member has registered another since. */
export async function forgetPushToken(db: DbOrTx, userId: string, token: string) {
  await db
    .update(users)
    .set({ fcmToken: null })
    .where(and(eq(users.id, userId), eq(users.fcmToken, sql`${token}`)));
}

/** Every live admin (whom back-office events are told to), with the language they read. */
export async function findAdmins(db: DbOrTx): Promise<{ id: string; language: Language }[]> {
  return db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'Admin'), isNull(users.deletedAt)));
}

/** The language a member reads their notifications in ('en' for no such member). */
export async function findLanguageOf(db: DbOrTx, userId: string): Promise<Language> {
  const [member] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return member?.language ?? 'en';
}
