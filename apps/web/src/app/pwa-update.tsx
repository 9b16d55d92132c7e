import { Button, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { registerServiceWorker } from './service-worker';

/**
 * Registers the service worker once the app has started, and when a new version is deployed asks
 * the member to reload into it: a form half filled is theirs to finish first. "Later" leaves the
 * new version waiting (it starts with the next visit, once every tab of this one is closed).
 */
export function PwaUpdate({ register = registerServiceWorker }: { register?: typeof registerServiceWorker }) {
  const { t } = useTranslation();
  const [activate, setActivate] = useState<(() => void) | null>(null);

  useEffect(() => register((next) => setActivate(() => next)), [register]);

  if (!activate) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      p="sm"
      maw="calc(100vw - 16px)"
      w={360}
      style={{ position: 'fixed', insetInline: 0, marginInline: 'auto', bottom: 72, zIndex: 400 }}
    >
      <Text size="sm" fw={600}>
        {t('update.ready')}
      </Text>
      <Group justify="flex-end" gap="xs" mt="xs">
        <Button variant="default" size="xs" onClick={() => setActivate(null)}>
          {t('update.later')}
        </Button>
        <Button size="xs" onClick={activate}>
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
