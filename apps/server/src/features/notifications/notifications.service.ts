import { messages, NOTIFICATION_DEFAULTS, type Notification } from '@sevak/shared';
import { AppError } from '../../platform/errors.js';
import type { DbOrTx } from '../../platform/db.js';
import {
  announceNotification,
  countUnread,
  findAdminIds,
  findLatestNotifications,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
  savePushToken,
  type NotificationRow,
} from './notifications.repo.js';

export function toNotificationView(row: NotificationRow): Notification {
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
  const row = await insertNotification(tx, {
    userId,
    title: message.title.slice(0, 200),
    body: message.body.slice(0, 1000),
    link: message.link ?? null,
  });
  const view = toNotificationView(row);
  await announceNotification(tx, { userId, notification: view });
  return view;
}

/**
 * Tells every admin about something waiting for them (a registration, a fee paid, a new ticket),
 * in the caller's transaction: the bell, the live toast and push, linked to the screen where they act.
 */
export async function notifyAdmins(tx: DbOrTx, message: NewNotification): Promise<void> {
  for (const adminId of await findAdminIds(tx)) await notify(tx, adminId, message);
}

export async function listNotifications(db: DbOrTx, userId: string) {
  const [rows, unread] = await Promise.all([findLatestNotifications(db, userId), countUnread(db, userId)]);
  return { notifications: rows.map(toNotificationView), unread };
}

/** Marks all of a member's notifications read. */
export async function markAllRead(db: DbOrTx, userId: string) {
  await markAllNotificationsRead(db, userId);
}

/** Marks one of the member's own notifications read; another member's (or no) notification is a 404. */
export async function markOneRead(db: DbOrTx, userId: string, id: string) {
  if (!(await markNotificationRead(db, userId, id))) throw new AppError('NOT_FOUND', messages.common.notFound);
}

/** Keeps this browser's push token (Firebase Cloud Messaging) for the member. */
export async function rememberPushToken(db: DbOrTx, userId: string, token: string) {
  await savePushToken(db, userId, token);
}
