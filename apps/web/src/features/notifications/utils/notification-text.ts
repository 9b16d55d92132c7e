import { NOTIFICATION_DEFAULTS, type Notification } from '@sevak/shared';

/** What a person reads for a notification: the spec's defaults stand in for empty text (§1, §8). */

export function notificationTitle(notification: Pick<Notification, 'title'>): string {
  return notification.title.trim() || NOTIFICATION_DEFAULTS.title;
}

export function notificationBody(notification: Pick<Notification, 'body'>): string {
  return notification.body.trim() || NOTIFICATION_DEFAULTS.body;
}

/**
 * The page of this app a notification opens, or null. Only paths of this site ('/ViewTickits'):
 * a full address or '//host' would take the person elsewhere.
 */
export function notificationPath(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  return link;
}

/** The bell's accessible name, with the count when there is one. */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}
