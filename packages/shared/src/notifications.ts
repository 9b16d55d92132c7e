import { z } from 'zod';

/**
 * In-app notifications (docs/contract.md §2: in-app + SSE toasts; push through Firebase when configured).
 * The spec's push toast defaults: title 'Notification', body 'No content available.' (§1, §8).
 */

export const NOTIFICATION_DEFAULTS = { title: 'Notification', body: 'No content available.' } as const;

/** How long a live notification's toast stays (docs/contract.md §12: 5000 ms for push notifications). */
export const NOTIFICATION_TOAST_MS = 5000;

export const notificationSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** A page of the app to open (e.g. '/ViewTickits'), or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: the newest 30 and how many are unread in all. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** POST /notifications/token: the browser's push token (Firebase Cloud Messaging). */
export const pushTokenSchema = z.object({ token: z.string().trim().min(1).max(4096) });

/** GET /config/public → push: the web app asks for permission only when this is not null. */
export const pushConfigSchema = z
  .object({
    apiKey: z.string(),
    authDomain: z.string(),
    projectId: z.string(),
    messagingSenderId: z.string(),
    appId: z.string(),
    vapidKey: z.string(),
  })
  .nullable();
export type PushConfig = z.infer<typeof pushConfigSchema>;

/**
 * The Server-Sent Events stream (GET /notifications/stream): `event: notification` with a
 * Notification as data; `event: conversation` with a MessageEvent; `event: ready` once subscribed;
 * comments as heartbeats.
 */
export const NOTIFICATION_EVENT = 'notification';
/** The stream's event for a message of one of the member's conversations (a MessageEvent as data). */
export const MESSAGE_EVENT = 'conversation';

/** What every admin is told, each linked to the screen where they act. */
export const adminNotices = {
  registered: (name: string) => ({ title: 'New registration', body: `${name} registered and awaits approval.` }),
  feePaid: (name: string) => ({ title: 'Registration fee paid', body: `${name} paid the registration fee.` }),
  ticket: (name: string, issue: string) => ({ title: 'New support ticket', body: `${name}: ${issue}` }),
} as const;
