import { Alert, Anchor } from '@mantine/core';
import { messages, paths } from '@sevak/shared';
import { Link } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';

/** Why a member awaiting approval cannot send a request yet, and where their status is. */
export function AwaitingApprovalNote() {
  const { t } = useTranslation('providers');
  return (
    <Alert color="yellow" title={translateText(messages.auth.awaitingApproval)}>
      {t('awaitingApproval.text')}{' '}
      {/* The alert's own text colour, underlined: the brand blue is under 4.5:1 on its yellow. */}
      <Anchor component={Link} to={paths.profile} inherit c="inherit" underline="always">
        {t('awaitingApproval.status')}
      </Anchor>
    </Alert>
  );
}
