import type { Payment } from '@sevak/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The registration fee payment (POST /payment/order → provider checkout → POST /payment/verify). */

export type PaymentOrder = {
  provider: 'local' | 'razorpay';
  keyId: string;
  orderId: string;
  receipt: string;
  /** Rupees (121), as the server sends it. */
  amount: number;
  currency: 'INR';
  prefill: { name: string; email: string; contact: string };
};

/** What the provider's checkout hands back, to be checked by the server. */
export type CheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

export type LocalCheckoutAnswer = { success: boolean; callback: CheckoutResult | null; message?: string };

export type VerifyAnswer = { success: true; message: string };

/** A payment as GET /payment/history lists it (a duplicate carries its refund). */
export type { Payment };

/** The test provider's "failure" outcome, and any refused payment, as the member reads it. */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. No money was taken; please try again.';

export const paymentHistoryQueryKey = ['payment', 'history'] as const;

/** POST /payment/order: the member's open order for the fee (or a new one); 409 once it is paid. */
export function createPaymentOrder(): Promise<PaymentOrder> {
  return api.post<PaymentOrder>('/payment/order');
}

/** POST /payment/local/complete: the test provider pays (or fails) the order. */
export function completeLocalPayment(input: { orderId: string; outcome: 'success' | 'failure' }) {
  return api.post<LocalCheckoutAnswer>('/payment/local/complete', input);
}

/** POST /payment/verify: the server checks the signature and marks the fee paid. */
export function verifyPayment(result: CheckoutResult): Promise<VerifyAnswer> {
  return api.post<VerifyAnswer>('/payment/verify', result);
}

export function usePaymentHistory() {
  return useQuery({
    queryKey: paymentHistoryQueryKey,
    queryFn: async () => (await api.get<{ payments: Payment[] }>('/payment/history')).payments,
  });
}
