import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatDay, formatRupees, type AdminPayment, type User } from '@sevak/shared';
import { errorMessage } from '../../../../lib/api';
import { memberFeeStatus, paymentStatusLabel } from '../../../../lib/payment-status';
import { useMemberPayments } from '../api/members';

/** 'Paid ₹121 on 05 Mar 2026' / 'Not paid' (an admin pays none): what the approval depends on. */
function feeLine(user: User, fee: AdminPayment | undefined): string {
  if (!user.paymentVerified) return memberFeeStatus(user).label;
  if (!fee?.capturedAt) return 'Paid';
  return `Paid ${formatRupees(fee.amount)} on ${formatDay(fee.capturedAt)}`;
}

function DuplicateItem({ payment }: { payment: AdminPayment }) {
  const status = paymentStatusLabel(payment);
  let refund: string;
  if (payment.refundStatus === 'processed')
    refund = `refunded${payment.refundedAt ? ` on ${formatDay(payment.refundedAt)}` : ''}${payment.refundId ? ` (${payment.refundId})` : ''}`;
  else if (payment.refundStatus === 'failed') refund = `refund failed: ${payment.refundFailure ?? 'no reason given'}`;
  else refund = `refund pending${payment.refundFailure ? ` (${payment.refundFailure})` : ''}`;
  return (
    <li>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm">
          Paid again {formatRupees(payment.amount)} on {formatDateTime(payment.capturedAt ?? payment.createdAt)}
        </Text>
        <Badge color={status.color} variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
          {status.label}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {payment.paymentId} · {refund}
      </Text>
    </li>
  );
}

/**
 * The member's registration fee in the User Details modal: paid (when) or not, and any second
 * payment of it, which is refunded (docs/decisions/008) — with where each refund stands.
 */
export function MemberFee({ user }: { user: User }) {
  const payments = useMemberPayments(user._id);
  const fee = payments.data?.find((p) => p.status === 'captured');
  const duplicates = payments.data?.filter((p) => p.status === 'duplicate') ?? [];

  return (
    <Stack gap={6} component="section" aria-labelledby="member-fee-title">
      <Title order={3} size="h5" id="member-fee-title">
        Registration fee
      </Title>
      <Text size="sm" fw={500} c={user.paymentVerified || user.role === 'Admin' ? undefined : 'red'}>
        {feeLine(user, fee)}
      </Text>
      {payments.isError ? (
        <Text size="sm" c="dimmed">
          Payments could not be loaded: {errorMessage(payments.error)}
        </Text>
      ) : null}
      {duplicates.length > 0 ? (
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Duplicate payments">
          {duplicates.map((payment) => (
            <DuplicateItem key={payment._id} payment={payment} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
