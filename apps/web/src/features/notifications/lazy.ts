import { lazyPage } from '../../lib/lazy-page';

/**
 * The notification code loads only for a signed-in person (DESIGN §10: a visitor's first page
 * stays small): the bell with its list, and the live stream + push.
 */
export const LazyNotificationBell = lazyPage(() =>
  import('./components/notification-bell').then((m) => m.NotificationBell),
);
export const LazyLiveNotifications = lazyPage(() =>
  import('./components/live-notifications').then((m) => m.LiveNotifications),
);
