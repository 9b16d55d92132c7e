import {
  messages,
  type CheckoutResult,
  type LocalCheckoutAnswer,
  type PaymentOrder,
  type PaymentVerified,
} from '@sevak/shared';
import { api } from './api';

/**
 * Paying an order (docs/contract.md §5): the registration fee's (POST /payment/order) and a
 * booking's (POST /work/requests/{id}/pay) are the same order and the same checkout — Razorpay's
 * popup, or the built-in test provider's page (/pay/checkout) — and the same POST /payment/verify.
 */

/**
 * The test provider's "failure" outcome, and any refused payment, as the member reads it (a text of
 * @sevak/shared: the toast shows it in the member's language).
 */
export const PAYMENT_FAILED_MESSAGE = messages.payments.failed;

/** POST /payment/local/complete: the test provider pays (or fails) the order. */
export function completeLocalPayment(input: { orderId: string; outcome: 'success' | 'failure' }) {
  return api.post<LocalCheckoutAnswer>('/payment/local/complete', input);
}

/** POST /payment/verify: the server checks the signature and records the payment. */
export function verifyPayment(result: CheckoutResult): Promise<PaymentVerified> {
  return api.post<PaymentVerified>('/payment/verify', result);
}

/**
 * Where a payment leads once made, for what is not the fee (the fee's checkout returns to the
 * account status with the server's words): the page to go back to and the words to show (an
 * English text of @sevak/shared, shown in the member's language).
 */
export type CheckoutReturn = { returnTo: string; paidMessage: string };

/** The navigation state of /pay/checkout. */
export type CheckoutState = { order: PaymentOrder } & Partial<CheckoutReturn>;

/** A path of this app (never another site's address). */
const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** The checkout's order and return from navigation state; null without a usable order. */
export function checkoutStateOf(state: unknown): CheckoutState | null {
  const { order, returnTo, paidMessage } = (state ?? {}) as {
    order?: Partial<PaymentOrder>;
    returnTo?: unknown;
    paidMessage?: unknown;
  };
  if (!order || typeof order.orderId !== 'string' || typeof order.amount !== 'number') return null;
  return {
    order: order as PaymentOrder,
    ...(isAppPath(returnTo) && typeof paidMessage === 'string' ? { returnTo, paidMessage } : {}),
  };
}
