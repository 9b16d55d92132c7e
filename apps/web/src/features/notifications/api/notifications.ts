import { notificationListSchema, type MessageResponse, type Notification, type NotificationList } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The bell's list (GET /notifications: the newest 30 and the unread count) and the two "read"
 * calls. Keyed by the person, so a second sign-in in the same tab never shows the first one's list.
 */

/** How many the server lists; live additions keep the cached list at this size. */
const LIST_SIZE = 30;

export function notificationsQuery(userId: string) {
  return queryOptions({
    queryKey: ['notifications', userId],
    // Checked: a malformed answer is a load error in the panel, not a crash of the top bar.
    queryFn: async ({ signal }) => notificationListSchema.parse(await api.get<unknown>('/notifications', { signal })),
  });
}

export const useNotifications = (userId: string) => useQuery(notificationsQuery(userId));

/** A notification that just arrived (the live stream): on top, counted as unread, no refetch. */
export function addNotification(queryClient: QueryClient, userId: string, notification: Notification): void {
  const key = notificationsQuery(userId).queryKey;
  if (!queryClient.getQueryData(key)) {
    // Not loaded yet: the request under way may have been answered before it arrived, so drop it
    // and ask again (a refetch alone would join the request under way).
    void queryClient.cancelQueries({ queryKey: key }).then(() => queryClient.invalidateQueries({ queryKey: key }));
    return;
  }
  queryClient.setQueryData(key, (list) => {
    // Already listed: the stream repeated itself.
    if (!list || list.notifications.some((item) => item._id === notification._id)) return list;
    return {
      notifications: [notification, ...list.notifications].slice(0, LIST_SIZE),
      unread: list.unread + (notification.read ? 0 : 1),
    };
  });
}

function markOneRead(list: NotificationList, id: string): NotificationList {
  const target = list.notifications.find((item) => item._id === id);
  if (!target || target.read) return list;
  return {
    notifications: list.notifications.map((item) => (item._id === id ? { ...item, read: true } : item)),
    unread: Math.max(0, list.unread - 1),
  };
}

function markAllRead(list: NotificationList): NotificationList {
  return { notifications: list.notifications.map((item) => ({ ...item, read: true })), unread: 0 };
}

/** Changes the cached list at once; a refusal puts it back; either way the server's list follows. */
function useOptimisticRead<Variables>(
  userId: string,
  send: (variables: Variables) => Promise<unknown>,
  change: (list: NotificationList, variables: Variables) => NotificationList,
) {
  const queryClient = useQueryClient();
  const key = notificationsQuery(userId).queryKey;
  return useMutation({
    mutationFn: send,
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, change(before, variables));
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** PUT /notifications/{id}/read */
export function useMarkNotificationRead(userId: string) {
  return useOptimisticRead(
    userId,
    (id: string) => api.put<MessageResponse>(`/notifications/${encodeURIComponent(id)}/read`),
    markOneRead,
  );
}

/** PUT /notifications/read-all */
export function useMarkAllNotificationsRead(userId: string) {
  return useOptimisticRead<void>(userId, () => api.put<MessageResponse>('/notifications/read-all'), markAllRead);
}
