import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { messages, paths, type User } from '@sevak/shared';
import { Link } from 'react-router';
import { NextSteps } from '../../../components/next-steps';
import { translateText, useTranslation } from '../../../i18n/i18n';

/** Why a member awaiting approval cannot send a request yet, what is left to do, and where their status is. */
export function AwaitingApprovalNote({ user }: { user: User }) {
  const { t } = useTranslation('providers');
  return (
    <Alert color="yellow" title={translateText(messages.auth.awaitingApproval)}>
      <Stack gap="xs">
        <Text size="sm">{t('awaitingApproval.text')}</Text>
        <NextSteps user={user} />
        {/* The alert's own text colour, underlined: the brand blue is under 4.5:1 on its yellow. */}
        <Anchor component={Link} to={paths.profile} inherit c="inherit" underline="always" size="sm">
          {t('awaitingApproval.status')}
        </Anchor>
      </Stack>
    </Alert>
  );
}
