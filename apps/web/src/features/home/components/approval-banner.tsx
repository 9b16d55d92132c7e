import { Alert, Anchor, Text } from '@mantine/core';
import { messages, paths } from '@sevak/shared';
import { Link } from 'react-router';
import { IconAlert } from '../../../components/icons';
import { translateText, useTranslation } from '../../../i18n/i18n';

/** On the home page, for a member awaiting approval (the page decides): where their account stands. */
export function ApprovalBanner() {
  const { t } = useTranslation('home');
  return (
    <Alert color="yellow" variant="light" icon={<IconAlert />} title={translateText(messages.auth.awaitingApproval)}>
      <Text size="sm">
        {t('approval.text')}{' '}
        <Anchor component={Link} to={paths.profile} size="sm" fw={600}>
          {t('approval.status')}
        </Anchor>
      </Text>
    </Alert>
  );
}
