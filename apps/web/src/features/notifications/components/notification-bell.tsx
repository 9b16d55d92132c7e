import { ActionIcon, Badge, Button, Popover, Text } from '@mantine/core';
import type { Notification } from '@sevak/shared';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { useNavigate } from 'react-router';
import { IconBell } from '../../../components/icons';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import { bellLabel, notificationPath } from '../utils/notification-text';
import { NotificationList } from './notification-list';
import classes from './notifications.module.css';

function PanelBody({
  query,
  onOpen,
}: {
  query: ReturnType<typeof useNotifications>;
  onOpen: (notification: Notification) => void;
}) {
  const { t } = useTranslation('notifications');
  if (query.data) return <NotificationList notifications={query.data.notifications} onOpen={onOpen} />;
  if (query.isError) {
    return (
      <>
        <Text size="sm" c="red" mb="xs">
          {t('bell.loadFailed')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {t('bell.tryAgain')}
        </Button>
      </>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {t('bell.loading')}
    </Text>
  );
}

/** The signed-in person's bell (docs/product-spec.md §2 top bar): unread count, and the list in a popover. */
export function NotificationBell({ userId }: { userId: string }) {
  // Also keeps the bell's label (bellLabel) in step with the language.
  const { t } = useTranslation('notifications');
  const [opened, setOpened] = useState(false);
  const query = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);
  const navigate = useNavigate();
  const unread = query.data?.unread ?? 0;
  const headingId = useId();

  const open = (notification: Notification) => {
    if (!notification.read) markRead.mutate(notification._id);
    const path = notificationPath(notification.link);
    if (path) {
      setOpened(false);
      void navigate(path);
    }
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" trapFocus returnFocus>
      <div className={classes.bell}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={bellLabel(unread)}
            onClick={() => setOpened((value) => !value)}
          >
            <IconBell />
          </ActionIcon>
        </Popover.Target>
        {unread > 0 ? (
          <Badge
            component="span"
            size="xs"
            color="red"
            circle={unread < 10}
            className={classes.count}
            aria-hidden="true"
          >
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null}
      </div>
      {/* Named by its heading, not by the bell (whose name carries the count). */}
      <Popover.Dropdown aria-labelledby={headingId} maw="calc(100vw - 16px)" p="xs">
        <div className={classes.header}>
          <Text id={headingId} size="sm" fw={600}>
            {t('bell.heading')}
          </Text>
          {unread > 0 ? (
            <Button size="compact-xs" variant="subtle" onClick={() => markAllRead.mutate()}>
              {t('bell.markAllRead')}
            </Button>
          ) : null}
        </div>
        <div className={classes.scroll}>
          <PanelBody query={query} onOpen={open} />
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}
