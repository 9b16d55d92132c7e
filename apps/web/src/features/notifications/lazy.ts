import { lazy } from 'react';
import { withNamespaces } from '../../i18n/i18n';

/**
 * The notification code loads only for a signed-in person (docs/contract.md §10: a visitor's first page
 * stays small): the bell with its list, and the live stream + push. Their words load alongside
 * their code: the live stream must not wait for them before it subscribes (a notification sent
 * before then is not replayed).
 */
export const LazyNotificationBell = lazy(
  withNamespaces(['notifications'], () =>
    import('./components/notification-bell').then((m) => ({ default: m.NotificationBell })),
  ),
);
export const LazyLiveNotifications = lazy(
  withNamespaces(['notifications'], () =>
    import('./components/live-notifications').then((m) => ({ default: m.LiveNotifications })),
  ),
);
