import { messages, NOTIFICATION_DEFAULTS, type Language, type MessageEvent, type Notification } from '@sevak/shared';
import { AppError } from '../../platform/errors.js';
import type { DbOrTx } from '../../platform/db.js';
import {
  announceNotification,
  countUnread,
  findAdmins,
  findLanguageOf,
  findLatestNotifications,
  insertNotification,
  markAllNotificationsRead,
  markNotificationRead,
  savePushToken,
  type NotificationRow,
} from './notifications.repo.js';
import type { NotificationEvent } from './notifications.hub.js';
import { renderNotice, type Notice } from './notices.js';

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

export type NewNotification = { notice: Notice; link?: string | null };

/** The largest announcement sent with push words: PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
const EVENT_BYTES = 7500;

const clip = ({ title, body }: { title: string; body: string }) => ({
  title: title.slice(0, 200),
  body: body.slice(0, 1000),
});

/**
 * The one way to tell a member something (docs/contract.md §2): stored for the bell and announced to live
 * streams. Call it inside the transaction of the change it reports: the announcement goes out
 * only if that commits. Push (Firebase) joins through the same function.
 *
 * The bell keeps the English words (the API's, which the web app shows in the reader's
 * language, docs/decisions/020); push, which the web app never sees, is written here in the
 * member's language (`language` when the caller has it, else read here) and travels with the
 * announcement.
 */
export async function notify(
  tx: DbOrTx,
  userId: string,
  message: NewNotification,
  language?: Language,
): Promise<Notification> {
  const row = await insertNotification(tx, {
    userId,
    ...clip(renderNotice('en', message.notice)),
    link: message.link ?? null,
  });
  const view = toNotificationView(row);
  const reads = language ?? (await findLanguageOf(tx, userId));
  const event: NotificationEvent = { userId, notification: view };
  if (reads !== 'en') {
    const inLanguage = { ...event, push: clip(renderNotice(reads, message.notice)) };
    // Past that (a member's long words, in both languages), push goes in English.
    if (Buffer.byteLength(JSON.stringify(inLanguage)) <= EVENT_BYTES) Object.assign(event, inLanguage);
  }
  await announceNotification(tx, event);
  return view;
}

/**
 * Tells a member's open streams of a message in one of their conversations, once the caller's
 * transaction commits. Too long for the channel (a long message in Hindi), only its ids go, and
 * the page fetches it.
 */
export async function announceMessage(tx: DbOrTx, userId: string, event: MessageEvent) {
  const full = { userId, message: event };
  const fits = Buffer.byteLength(JSON.stringify(full)) <= EVENT_BYTES;
  await announceNotification(
    tx,
    fits ? full : { userId, message: { workRequestId: event.workRequestId, messageId: event.messageId } },
  );
}

/**
 * Tells every admin about something waiting for them (a registration, a fee paid, a new ticket),
 * in the caller's transaction: the bell, the live toast and push (in each admin's language), linked
 * to the screen where they act.
 */
export async function notifyAdmins(tx: DbOrTx, message: NewNotification): Promise<void> {
  for (const admin of await findAdmins(tx)) await notify(tx, admin.id, message, admin.language);
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
