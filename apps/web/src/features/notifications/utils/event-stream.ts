import {
  MESSAGE_EVENT,
  messageEventSchema,
  NOTIFICATION_EVENT,
  notificationSchema,
  type MessageEvent as ConversationMessage,
  type Notification,
} from '@sevak/shared';

/**
 * The live stream (GET /notifications/stream, Server-Sent Events) over the browser's EventSource.
 * EventSource reconnects by itself after a dropped connection; when it gives up (an answer other
 * than 200, e.g. 401 or 502, leaves it CLOSED) a new one is opened after a growing pause.
 */

export type StreamHandlers = {
  /** Subscribed (`event: ready`), the first time and after every reconnection. */
  onReady?: () => void;
  onNotification: (notification: Notification) => void;
  /** A message in one of the member's conversations. */
  onMessage?: (event: ConversationMessage) => void;
  /** The browser gave up on the connection; a new one follows after a pause. */
  onClosed?: () => void;
};

/** EventSource.CLOSED, spelled out so a stand-in EventSource needs no constants. */
const CLOSED = 2;

/** Pauses before reopening after the browser gave up: 1 s, 2 s, 5 s ... then every minute. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 15_000, 30_000, 60_000];

function parse<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  data: unknown,
): T | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Opens the stream at `url`; the function returned closes it for good. */
export function openNotificationStream(url: string, handlers: StreamHandlers): () => void {
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const connect = () => {
    const current = new EventSource(url);
    source = current;
    current.addEventListener('ready', () => {
      failures = 0;
      handlers.onReady?.();
    });
    current.addEventListener(NOTIFICATION_EVENT, (event) => {
      const notification = parse<Notification>(notificationSchema, (event as MessageEvent).data);
      if (notification) handlers.onNotification(notification);
    });
    current.addEventListener(MESSAGE_EVENT, (event) => {
      const message = parse<ConversationMessage>(messageEventSchema, (event as MessageEvent).data);
      if (message) handlers.onMessage?.(message);
    });
    current.addEventListener('error', () => {
      // CONNECTING: the browser is already trying again on its own.
      if (current.readyState !== CLOSED || source !== current) return;
      source = null;
      const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
      failures += 1;
      retryTimer = setTimeout(connect, delay);
      handlers.onClosed?.();
    });
  };

  connect();
  return () => {
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
}
