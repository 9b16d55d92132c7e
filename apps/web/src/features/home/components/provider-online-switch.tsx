import { Anchor, Group, Paper, Switch, Text } from '@mantine/core';
import { paths } from '@sevak/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { useMyAvailability, useSaveAvailability } from '../../../lib/availability';
import { notifyError } from '../../../lib/notify';

/**
 * On the home page, for a provider (the page decides): "Taking work now" at a glance, flipped
 * with one PUT of the current plan (docs/contract.md §5c), and the way to the full hours screen.
 * Its words are the hours screen's (`availability`).
 */
export function ProviderOnlineSwitch() {
  const { t } = useTranslation('availability');
  const plan = useMyAvailability();
  const save = useSaveAvailability();
  // While saving, the switch shows the new choice; a failure puts it back.
  const online = save.isPending ? save.variables.online : plan.data?.online;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('home.title')}>
      <Group justify="space-between" gap="sm">
        <Switch
          label={online === false ? t('switches.offline') : t('switches.online')}
          checked={online ?? false}
          disabled={!plan.data || save.isPending}
          onChange={(event) => {
            if (!plan.data) return;
            save.mutate(
              { ...plan.data, online: event.currentTarget.checked },
              { onError: (error) => notifyError(errorMessage(error, t('home.failed'))) },
            );
          }}
        />
        <Anchor component={Link} to={paths.myHours} size="sm" fw={600}>
          {t('home.link')}
        </Anchor>
      </Group>
      {plan.isError && (
        <Text size="sm" c="red" mt="xs">
          {t('loadFailed')}
        </Text>
      )}
    </Paper>
  );
}
