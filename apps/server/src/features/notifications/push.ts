import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.js';
import type { NotificationEvent } from './notifications.hub.js';
import { claimForPush, findPushToken, forgetPushToken } from './notifications.repo.js';

/** What Sevak sends through Firebase Cloud Messaging: a data message the service worker shows. */
export type PushMessage = { token: string; data: { title: string; body: string; link: string } };

/** The one call of firebase-admin's messaging used here (a seam for tests). */
export type PushClient = { send(message: PushMessage): Promise<string> };

/** Tokens FCM says are dead: forget them instead of retrying. */
const DEAD_TOKEN_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
  'messaging/invalid-argument',
]);

/** firebase-admin, loaded only when push is configured (it is large and needs credentials). */
export async function loadFirebasePushClient(serviceAccount: Record<string, unknown>): Promise<PushClient> {
  const { cert, getApps, initializeApp } = await import('firebase-admin/app');
  const { getMessaging } = await import('firebase-admin/messaging');
  const app = getApps().find((a) => a.name === 'sevak') ?? initializeApp({ credential: cert(serviceAccount) }, 'sevak');
  const messaging = getMessaging(app);
  return { send: (message) => messaging.send(message) };
}

/**
 * Sends a stored notification as a push message to its member's browser, in the member's language
 * (the event's `push` words; else the notification's own, English). Every API instance hears every
 * notification (LISTEN/NOTIFY), so each one tries to claim it first (`pushed_at`): exactly one
 * sends. Members without a push token are skipped.
 */
export function createPushSender(db: Db, client: PushClient, log: FastifyBaseLogger) {
  return async function push({ notification, push: words }: Pick<NotificationEvent, 'notification' | 'push'>) {
    const claimed = await claimForPush(db, notification._id);
    if (!claimed) return;
    const token = await findPushToken(db, claimed.userId);
    if (!token) return;
    try {
      await client.send({
        token,
        data: {
          title: words?.title || notification.title,
          body: words?.body || notification.body,
          link: notification.link ?? '/',
        },
      });
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (DEAD_TOKEN_CODES.has(code)) {
        await forgetPushToken(db, claimed.userId, token);
        log.info({ code }, 'push token no longer valid; forgotten');
      } else {
        log.warn({ err }, 'push message not sent');
      }
    }
  };
}
