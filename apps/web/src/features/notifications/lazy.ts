import { lazy } from 'react';

/**
 * The notification code loads only for a signed-in person (DESIGN §10: a visitor's first page
 * stays small): the bell with its list, and the live stream + push.
 */
export const LazyNotificationBell = lazy(() =>
  import('./components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);
export const LazyLiveNotifications = lazy(() =>
  import('./components/live-notifications').then((m) => ({ default: m.LiveNotifications })),
);
