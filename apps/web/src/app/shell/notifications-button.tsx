import { ActionIcon, Paper, Text } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { useId, type KeyboardEvent } from 'react';
import { IconBell } from '../../components/icons';

/**
 * The bell in the top bar. A slot for now: notifications (SSE, push) fill the panel later.
 * A plain disclosure (no popover library) to keep the first page small.
 */
export function NotificationsButton() {
  const [opened, panel] = useDisclosure(false);
  const panelId = useId();
  const ref = useClickOutside<HTMLDivElement>(panel.close, undefined, undefined, opened);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && opened) {
      event.stopPropagation();
      panel.close();
    }
  };

  return (
    <div ref={ref} style={{ position: 'relative' }} onKeyDown={closeOnEscape}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Notifications"
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={panel.toggle}
      >
        <IconBell />
      </ActionIcon>
      {opened ? (
        <Paper
          id={panelId}
          withBorder
          shadow="md"
          p="sm"
          w={260}
          maw="calc(100vw - 16px)"
          style={{ position: 'absolute', right: 0, top: 'calc(100% + 6px)', zIndex: 200 }}
        >
          <Text size="sm" fw={600} mb={4}>
            Notifications
          </Text>
          <Text size="sm" c="dimmed">
            You have no notifications yet.
          </Text>
        </Paper>
      ) : null}
    </div>
  );
}
