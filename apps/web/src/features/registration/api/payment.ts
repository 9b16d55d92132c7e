import {
  messages,
  type CheckoutResult,
  type LocalCheckoutAnswer,
  type PaymentHistory,
  type PaymentOrder,
  type PaymentVerified,
} from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The registration fee payment (POST /payment/order → provider checkout → POST /payment/verify). */

/**
 * The test provider's "failure" outcome, and any refused payment, as the member reads it (a text of
 * @sevak/shared: the toast shows it in the member's language).
 */
export const PAYMENT_FAILED_MESSAGE = messages.payments.failed;

/** POST /payment/order: the member's open order for the fee (or a new one); 409 once it is paid. */
export function createPaymentOrder(): Promise<PaymentOrder> {
  return api.post<PaymentOrder>('/payment/order');
}

/** POST /payment/local/complete: the test provider pays (or fails) the order. */
export function completeLocalPayment(input: { orderId: string; outcome: 'success' | 'failure' }) {
  return api.post<LocalCheckoutAnswer>('/payment/local/complete', input);
}

/** POST /payment/verify: the server checks the signature and marks the fee paid. */
export function verifyPayment(result: CheckoutResult): Promise<PaymentVerified> {
  return api.post<PaymentVerified>('/payment/verify', result);
}

/** GET /payment/history: the member's payments, newest first (a duplicate carries its refund). */
export function paymentHistoryQuery() {
  return queryOptions({
    queryKey: [...queryKeys.payments, 'history'],
    queryFn: async ({ signal }) => (await api.get<PaymentHistory>('/payment/history', { signal })).payments,
  });
}

export const usePaymentHistory = () => useQuery(paymentHistoryQuery());
