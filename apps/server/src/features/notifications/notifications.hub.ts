import type { FastifyBaseLogger } from 'fastify';
import type { MessageEvent, Notification } from '@sevak/shared';
import type { Database } from '../../platform/db.js';

/** The PostgreSQL channel every instance listens on (docs/contract.md §2: fan-out through LISTEN/NOTIFY). */
export const NOTIFICATION_CHANNEL = 'sevak_notifications';

/**
 * What travels on the channel: the member it is for, the notification as the API shows it, and
 * its words for push when the member reads another language than the API's English.
 */
export type NotificationEvent = {
  userId: string;
  notification: Notification;
  push?: { title: string; body: string };
};

/**
 * A message in one of the member's conversations (conversations, docs/decisions/038): the message
 * as that member sees it, or only its ids when it is too long for the channel (the page fetches it).
 */
export type ConversationEvent = { userId: string; message: MessageEvent };

/** What a member's stream writes: a notification, or a conversation's message. */
export type StreamItem = { notification: Notification } | { message: MessageEvent };

type Listener = (item: StreamItem) => void;
type EventListener = (event: NotificationEvent) => void;

/**
 * Live notifications for the SSE streams of this instance. Notifications are announced with
 * `pg_notify` inside the transaction that stores them, so PostgreSQL delivers them only once that
 * commits — to every instance listening on the same database (a dedicated connection, not one of
 * the pool's), and, embedded, to this process through PGlite's own `listen`.
 */
export function createNotificationHub(database: Database, log: FastifyBaseLogger) {
  const listeners = new Map<string, Set<Listener>>();
  const everyone = new Set<EventListener>();
  let stop: (() => Promise<void>) | undefined;

  function dispatch(payload: string | undefined) {
    if (!payload) return;
    try {
      const event = JSON.parse(payload) as NotificationEvent | ConversationEvent;
      const item: StreamItem = 'message' in event ? { message: event.message } : { notification: event.notification };
      for (const listener of listeners.get(event.userId) ?? []) listener(item);
      if ('notification' in event) for (const listener of everyone) listener(event);
    } catch (err) {
      log.warn({ err }, 'unreadable notification event');
    }
  }

  async function listenOnServer(connectionString: string) {
    const { Client } = (await import('pg')).default;
    let client: InstanceType<typeof Client> | undefined;
    let closed = false;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (attempt = 0): Promise<void> => {
      if (closed) return;
      const next = new Client({ connectionString });
      next.on('notification', (message) => dispatch(message.payload));
      next.on('error', (err) => {
        log.warn({ err }, 'notification listener connection lost; reconnecting');
        void next.end().catch(() => undefined);
        if (!closed) retry = setTimeout(() => void connect(), 1000);
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
        client = next;
      } catch (err) {
        log.warn({ err }, 'notification listener could not connect; retrying');
        void next.end().catch(() => undefined);
        retry = setTimeout(() => void connect(attempt + 1), Math.min(30_000, 500 * 2 ** attempt));
      }
    };
    await connect();
    return async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  }

  return {
    /** Starts listening; resolves once this instance will receive every later event. */
    async start() {
      if (database.pglite) {
        stop = await database.pglite.listen(NOTIFICATION_CHANNEL, dispatch);
      } else if (database.pool) {
        stop = await listenOnServer(database.pool.options.connectionString!);
      }
    },
    async close() {
      await stop?.();
      listeners.clear();
      everyone.clear();
    },
    /** Calls `listener` with each new notification or message for `userId`; returns the unsubscribe. */
    subscribe(userId: string, listener: Listener): () => void {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    /** Calls `listener` with every notification's event, whoever it is for (push delivery). */
    onEvery(listener: EventListener): () => void {
      everyone.add(listener);
      return () => everyone.delete(listener);
    },
    /** Open streams on this instance (for tests and health). */
    get streams() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
  };
}

export type NotificationHub = ReturnType<typeof createNotificationHub>;
