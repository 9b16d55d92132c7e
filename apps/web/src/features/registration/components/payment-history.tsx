import { Anchor, Badge, Group, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime, formatRupees, type Payment } from '@sevak/shared';
import type { TFunction } from 'i18next';
import { SectionCard } from '../../../components/section';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { paymentStatusLabel } from '../../../lib/payment-status';
import { usePaymentHistory } from '../api/payment';

type RegistrationT = TFunction<'registration'>;

/** The badge's words (its colour is lib/payment-status's, shared with the admin's English view). */
function statusText(payment: Pick<Payment, 'status' | 'refundStatus'>, t: RegistrationT): string {
  switch (payment.status) {
    case 'created':
      return t('payments.status.created');
    case 'captured':
      return t('payments.status.captured');
    case 'failed':
      return t('payments.status.failed');
    case 'duplicate':
      if (payment.refundStatus === 'processed') return t('payments.status.refunded');
      if (payment.refundStatus === 'failed') return t('payments.status.refundFailed');
      return t('payments.status.refundPending');
  }
}

/** One line about a duplicate's refund (as lib/payment-status's refundLine), or null. */
function refundText(payment: Pick<Payment, 'status' | 'refundStatus' | 'refundedAt'>, t: RegistrationT) {
  if (payment.status !== 'duplicate') return null;
  if (payment.refundStatus === 'processed') {
    return payment.refundedAt
      ? t('payments.refund.refundedOn', { date: formatDateTime(payment.refundedAt) })
      : t('payments.refund.refunded');
  }
  if (payment.refundStatus === 'failed') return t('payments.refund.failed');
  return t('payments.refund.pending');
}

/** The member's payments, newest first: two short lines each, so it fits a 360 px screen. */
export function PaymentHistory() {
  const { t } = useTranslation('registration');
  const history = usePaymentHistory();

  let body;
  if (history.isPending) body = <Loader size="sm" aria-label={t('payments.loading')} />;
  else if (history.isError)
    body = (
      <Text size="sm" c="dimmed">
        {t('payments.loadFailed')}
      </Text>
    );
  else if (history.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('payments.empty')}
      </Text>
    );
  else {
    body = (
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {history.data.map((payment) => {
          const { color } = paymentStatusLabel(payment);
          const refund = refundText(payment, t);
          return (
            <li key={payment._id}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={500} truncate>
                  {payment.receipt}
                </Text>
                <Badge color={color} variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
                  {statusText(payment, t)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatRupees(payment.amount)} · {formatDateTime(payment.capturedAt ?? payment.createdAt)}
                {payment.failureReason ? ` · ${translateText(payment.failureReason)}` : ''}
              </Text>
              {refund ? (
                <Text size="xs" c="dimmed">
                  {refund}
                </Text>
              ) : null}
              {payment.status === 'captured' ? (
                // The server names the file (Content-Disposition); only its owner and admins get it.
                <Anchor href={`/api/payment/receipt/${payment._id}`} download size="xs">
                  {t('payments.downloadReceipt', { receipt: payment.receipt })}
                </Anchor>
              ) : null}
            </li>
          );
        })}
      </Stack>
    );
  }

  return (
    <SectionCard id="status-payments" title={t('payments.title')}>
      {body}
    </SectionCard>
  );
}
