import { ActionIcon, Paper, Text } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { Suspense, useId, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { IconBell } from '../../components/icons';
import { useSession } from '../../lib/session';
import { LazyNotificationBell } from '../../features/notifications/lazy';

/**
 * The bell in the top bar. A signed-in person gets the real one (features/notifications, loaded
 * lazily); a visitor gets this small disclosure, which only says to sign in (no popover library on
 * the first page, docs/contract.md §10).
 */
export function NotificationsButton() {
  const { user } = useSession();
  if (!user) return <VisitorBell />;
  return (
    <Suspense fallback={<BellPlaceholder />}>
      <LazyNotificationBell key={user._id} userId={user._id} />
    </Suspense>
  );
}

/** Looks like the bell while its code loads (no layout shift). */
function BellPlaceholder() {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('bell.label')} aria-disabled="true">
      <IconBell />
    </ActionIcon>
  );
}

function VisitorBell() {
  const { t } = useTranslation();
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
        aria-label={t('bell.label')}
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
            {t('bell.label')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('bell.signInToSee')}
          </Text>
        </Paper>
      ) : null}
    </div>
  );
}
