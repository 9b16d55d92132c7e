import type { PaymentHistory, PaymentOrder } from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The registration fee payment (POST /payment/order → provider checkout → POST /payment/verify;
 * the checkout itself is lib/checkout.ts and lib/use-checkout.ts, shared with bookings).
 */

/** POST /payment/order: the member's open order for the fee (or a new one); 409 once it is paid. */
export function createPaymentOrder(): Promise<PaymentOrder> {
  return api.post<PaymentOrder>('/payment/order');
}

/** GET /payment/history: the member's payments, newest first (a duplicate carries its refund). */
export function paymentHistoryQuery() {
  return queryOptions({
    queryKey: [...queryKeys.payments, 'history'],
    queryFn: async ({ signal }) => (await api.get<PaymentHistory>('/payment/history', { signal })).payments,
  });
}

export const usePaymentHistory = () => useQuery(paymentHistoryQuery());
