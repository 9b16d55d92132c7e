import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { formatRupees, messages, nextStepsMessages, paths, type User } from '@sevak/shared';
import { Link } from 'react-router';
import { IconAlert } from '../../../components/icons';
import { NextSteps } from '../../../components/next-steps';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { PAY_FEE_STATE } from '../../../lib/pay-fee-state';
import { usePublicConfig } from '../../../lib/public-config';

/**
 * On the home page, for a member awaiting approval (the page decides): what is still to do, in
 * order — the fee (with a way to pay it now), then approval — and where their account stands.
 */
export function ApprovalBanner({ user }: { user: User }) {
  const { t } = useTranslation('home');
  const fee = formatRupees(usePublicConfig().registrationFee);
  const title = user.paymentVerified
    ? translateText(messages.auth.awaitingApproval)
    : translateText(nextStepsMessages.titleUnpaid);
  return (
    <Alert color="yellow" variant="light" icon={<IconAlert />} title={title}>
      <Stack gap="xs">
        <Text size="sm">{t('approval.text')}</Text>
        <NextSteps user={user} />
        <Text size="sm">
          {!user.paymentVerified && (
            <>
              <Anchor component={Link} to={paths.profile} state={PAY_FEE_STATE} size="sm" fw={600}>
                {translateText(nextStepsMessages.payNow(fee))}
              </Anchor>
              {' · '}
            </>
          )}
          <Anchor component={Link} to={paths.profile} size="sm" fw={600}>
            {t('approval.status')}
          </Anchor>
        </Text>
      </Stack>
    </Alert>
  );
}
