import { formatDateTime, type Language, type Payment, type User } from '@sevak/shared';
import { i18n } from '../i18n/i18n';

/**
 * How a payment's state reads, for the member's history and the admin's User Details alike. A
 * duplicate (the fee paid a second time) is named by its refund, which is what matters to people.
 * In the member's language; `lng: 'en'` keeps it English (the admin back office).
 */
export function paymentStatusLabel(
  payment: Pick<Payment, 'status' | 'refundStatus'>,
  lng?: Language,
): {
  label: string;
  color: string;
} {
  const t = (key: Parameters<typeof statusWord>[0]) => statusWord(key, lng);
  switch (payment.status) {
    case 'created':
      return { label: t('notCompleted'), color: 'gray' };
    case 'captured':
      return { label: t('successful'), color: 'teal' };
    case 'failed':
      return { label: t('failed'), color: 'red' };
    case 'duplicate':
      if (payment.refundStatus === 'processed') return { label: t('refunded'), color: 'blue' };
      if (payment.refundStatus === 'failed') return { label: t('refundFailed'), color: 'orange' };
      return { label: t('refundPending'), color: 'yellow' };
  }
}

/** One line about a duplicate's refund, or null for any other payment (in the member's language). */
export function refundLine(
  payment: Pick<Payment, 'status' | 'refundStatus' | 'refundedAt'>,
  lng?: Language,
): string | null {
  if (payment.status !== 'duplicate') return null;
  if (payment.refundStatus === 'processed') {
    return payment.refundedAt
      ? i18n.t('paymentStatus.paidTwiceRefundedOn', { date: formatDateTime(payment.refundedAt), lng })
      : statusWord('paidTwiceRefunded', lng);
  }
  if (payment.refundStatus === 'failed') return statusWord('paidTwiceRefundFailed', lng);
  return statusWord('paidTwiceRefundPending', lng);
}

function statusWord(
  key:
    | 'notCompleted'
    | 'successful'
    | 'failed'
    | 'refunded'
    | 'refundFailed'
    | 'refundPending'
    | 'paidTwiceRefunded'
    | 'paidTwiceRefundFailed'
    | 'paidTwiceRefundPending',
  lng: Language | undefined,
): string {
  return i18n.t(`paymentStatus.${key}`, { lng });
}

/**
 * The registration fee of an account, as a badge: an admin pays no fee, so is never
 * shown as 'Not paid'. Only the admin back office shows it: English.
 */
export function memberFeeStatus(user: Pick<User, 'role' | 'paymentVerified'>): { label: string; color: string } {
  if (user.paymentVerified) return { label: 'Paid', color: 'teal' };
  if (user.role === 'Admin') return { label: 'No fee (admin)', color: 'gray' };
  return { label: 'Not paid', color: 'red' };
}
