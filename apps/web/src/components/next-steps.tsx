import { List, Text } from '@mantine/core';
import { formatRupees, nextStepsMessages as m, type User } from '@sevak/shared';
import { translateText } from '../i18n/i18n';
import { useApprovalTimeLine } from '../lib/approval-time';
import { usePublicConfig } from '../lib/public-config';

/**
 * What a member awaiting approval still has to do, in order: pay the fee, then an admin's approval
 * (with how long it usually takes). The same two steps wherever their status shows.
 */
export function NextSteps({ user }: { user: User }) {
  const fee = formatRupees(usePublicConfig().registrationFee);
  const typical = useApprovalTimeLine();
  return (
    <List type="ordered" size="sm" spacing={4} aria-label={translateText(m.label)}>
      <List.Item fw={user.paymentVerified ? undefined : 600}>
        {translateText(user.paymentVerified ? m.feePaid(fee) : m.payFee(fee))}
      </List.Item>
      <List.Item fw={user.paymentVerified ? 600 : undefined}>
        {translateText(user.paymentVerified ? m.approvalWaiting : m.approvalLater)}
        {typical && (
          <Text component="span" size="sm" c="dimmed" display="block">
            {typical}
          </Text>
        )}
      </List.Item>
    </List>
  );
}
