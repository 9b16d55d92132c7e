import { formatDateTime, type Payment, type User } from '@sevak/shared';

/**
 * How a payment's state reads, for the member's history and the admin's User Details alike. A
 * duplicate (the fee paid a second time) is named by its refund, which is what matters to people.
 */
export function paymentStatusLabel(payment: Pick<Payment, 'status' | 'refundStatus'>): {
  label: string;
  color: string;
} {
  switch (payment.status) {
    case 'created':
      return { label: 'Not completed', color: 'gray' };
    case 'captured':
      return { label: 'Successful', color: 'teal' };
    case 'failed':
      return { label: 'Failed', color: 'red' };
    case 'duplicate':
      if (payment.refundStatus === 'processed') return { label: 'Refunded', color: 'blue' };
      if (payment.refundStatus === 'failed') return { label: 'Refund failed', color: 'orange' };
      return { label: 'Refund pending', color: 'yellow' };
  }
}

/** One line about a duplicate's refund, or null for any other payment. */
export function refundLine(payment: Pick<Payment, 'status' | 'refundStatus' | 'refundedAt'>): string | null {
  if (payment.status !== 'duplicate') return null;
  if (payment.refundStatus === 'processed') {
    return `Paid twice: refunded${payment.refundedAt ? ` on ${formatDateTime(payment.refundedAt)}` : ''}`;
  }
  if (payment.refundStatus === 'failed') return 'Paid twice: the refund did not go through yet';
  return 'Paid twice: the refund is on its way';
}

/**
 * The registration fee of an account, as a badge (issue 17 #11): an admin pays no fee, so is never
 * shown as 'Not paid'.
 */
export function memberFeeStatus(user: Pick<User, 'role' | 'paymentVerified'>): { label: string; color: string } {
  if (user.paymentVerified) return { label: 'Paid', color: 'teal' };
  if (user.role === 'Admin') return { label: 'No fee (admin)', color: 'gray' };
  return { label: 'Not paid', color: 'red' };
}
