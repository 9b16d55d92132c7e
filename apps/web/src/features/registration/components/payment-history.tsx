import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime, formatPaise, rupeesToPaise } from '@sevak/shared';
import { SectionCard } from '../../../components/section';
import { paymentStatusLabel, refundLine } from '../../../lib/payment-status';
import { usePaymentHistory } from '../api/payment';

/** The member's payments, newest first: two short lines each, so it fits a 360 px screen. */
export function PaymentHistory() {
  const history = usePaymentHistory();

  let body;
  if (history.isPending) body = <Loader size="sm" aria-label="Loading payments" />;
  else if (history.isError)
    body = (
      <Text size="sm" c="dimmed">
        Your payments could not be loaded.
      </Text>
    );
  else if (history.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No payments yet.
      </Text>
    );
  else {
    body = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {history.data.map((payment) => {
          const status = paymentStatusLabel(payment);
          const refund = refundLine(payment);
          return (
            <li key={payment._id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} truncate>
                  {payment.receipt}
                </Text>
                <Badge color={status.color} variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
                  {status.label}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatPaise(rupeesToPaise(payment.amount))} · {formatDateTime(payment.capturedAt ?? payment.createdAt)}
                {payment.failureReason ? ` · ${payment.failureReason}` : ''}
              </Text>
              {refund ? (
                <Text size="xs" c="dimmed">
                  {refund}
                </Text>
              ) : null}
              {payment.status === 'captured' ? (
                // The server names the file (Content-Disposition); only its owner and admins get it.
                <Anchor href={`/api/payment/receipt/${payment._id}`} download size="xs">
                  Download receipt {payment.receipt}
                </Anchor>
              ) : null}
            </li>
          );
        })}
      </Stack>
    );
  }

  return (
    <SectionCard id="status-payments" title="Payments">
      {body}
    </SectionCard>
  );
}
