import { Box, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { formatDateTime, type Notification } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';
import { notificationBody, notificationTitle } from '../utils/notification-text';
import classes from './notifications.module.css';

type NotificationListProps = {
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
};

/** The bell's list, newest first; unread ones have a dot (and say "Unread" to screen readers). */
export function NotificationList({ notifications, onOpen }: NotificationListProps) {
  // Re-renders on a change of language: the titles and bodies below follow it (notification-text).
  const { t } = useTranslation('notifications');
  if (notifications.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('bell.empty')}
      </Text>
    );
  }
  return (
    <Box component="ul" className={classes.list}>
      {notifications.map((notification) => (
        <li key={notification._id}>
          <UnstyledButton
            className={classes.item}
            data-unread={notification.read ? undefined : true}
            onClick={() => onOpen(notification)}
          >
            {notification.read ? null : (
              <>
                <span className={classes.dot} aria-hidden="true" />
                <VisuallyHidden>{t('bell.unread')}</VisuallyHidden>
              </>
            )}
            <Text component="span" size="sm" fw={notification.read ? 500 : 700} className={classes.line}>
              {notificationTitle(notification)}
            </Text>
            <Text component="span" size="sm" c="dimmed" className={classes.line}>
              {notificationBody(notification)}
            </Text>
            <Text component="time" size="xs" c="dimmed" dateTime={notification.createdAt} className={classes.line}>
              {formatDateTime(notification.createdAt)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Box>
  );
}
