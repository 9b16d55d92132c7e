import { NOTIFICATION_TOAST_MS, paths } from '@sevak/shared';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { notifyInfo } from '../../../lib/notify';
import { openNotificationStream } from '../utils/event-stream';
import { notificationBody, notificationTitle } from '../utils/notification-text';
import { addNotification, notificationsQuery } from './notifications';

/**
 * What the change a notification reports made stale, by the page it links to (the other party
 * acted): the session for an approval or a fee (the account status page then opens the app), the
 * member's tickets for a resolution, the wallet for money, the e-KYC for the bank account.
 */
export function staleQueriesOf(link: string | null): QueryKey[] {
  if (link === null) return [];
  if (link.startsWith(paths.work)) return [queryKeys.work];
  // Money arrived or left, or the bank account was verified: the wallet, the team whose rewards
  // it shows, and the e-KYC its Withdraw section reads.
  if (link.startsWith(paths.wallet)) return [queryKeys.wallet, queryKeys.team, queryKeys.ekyc];
  if (link.startsWith(paths.ekyc)) return [queryKeys.ekyc];
  // An admin told of a registration, a fee or a ticket: the back office's lists and counts.
  if (link.startsWith(paths.admin.dashboard)) return [queryKeys.admin];
  if (link.startsWith(paths.tickets) || link.startsWith(paths.support)) return [queryKeys.support];
  // Approved ('/'), fee paid or documents reviewed (profile, Aadhaar upload): the member's own record.
  if (link === paths.home || link.startsWith(paths.profile) || link.startsWith(paths.uploadAadhaar)) {
    return [queryKeys.session, queryKeys.payments];
  }
  return [];
}

/**
 * While mounted (a signed-in person), listens to GET /notifications/stream: each new notification
 * is a toast for 5 s (docs/contract.md §12) and goes on top of the bell's list. Unmounting (sign-out, the
 * session ending) closes the stream.
 */
export function useNotificationStream(userId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // No EventSource (very old browsers, the test DOM): the bell's list still works.
    if (typeof EventSource === 'undefined') return;
    const { queryKey: key } = notificationsQuery(userId);
    let subscribedBefore = false;
    return openNotificationStream(`${API_BASE}/notifications/stream`, {
      onReady: () => {
        // Something may have arrived before this subscription: after a reconnection, and on the
        // first one too when the list had already come (a notification sent while the page was
        // opening). Open conversations likewise after a reconnection.
        const listed = (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) > 0;
        if (subscribedBefore || listed) void queryClient.invalidateQueries({ queryKey: key });
        if (subscribedBefore) void queryClient.invalidateQueries({ queryKey: queryKeys.allMessages });
        subscribedBefore = true;
      },
      // A conversation open on this page shows it at once (its newest page is fetched again), and
      // the cards of /work their unread count.
      onMessage: (event) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.messages(event.workRequestId) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.workLists });
      },
      onNotification: (notification) => {
        notifyInfo(notificationBody(notification), {
          title: notificationTitle(notification),
          autoClose: NOTIFICATION_TOAST_MS,
        });
        addNotification(queryClient, userId, notification);
        for (const stale of staleQueriesOf(notification.link)) void queryClient.invalidateQueries({ queryKey: stale });
      },
      // Refused or unreachable. Asking for the list goes through the one 401 interceptor: if the
      // session has ended, the person is signed out here too and this hook unmounts.
      onClosed: () => void queryClient.invalidateQueries({ queryKey: key }),
    });
  }, [queryClient, userId]);
}
