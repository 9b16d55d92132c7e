import { paths, rupeesToPaise, type PaymentOrder, type PaymentVerified } from '@sevak/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { translateText, useTranslation } from '../i18n/i18n';
import { errorMessage } from './api';
import { PAYMENT_FAILED_MESSAGE, verifyPayment, type CheckoutReturn, type CheckoutState } from './checkout';
import { APP_NAME } from './constants';
import { notifyError, notifySuccess } from './notify';
import { loadRazorpay } from './razorpay';
import type { RazorpaySuccessResponse } from './razorpay-types';

type CheckoutOptions = {
  /** What is paid for, on Razorpay's popup ('Registration fee', 'Tap repair'). */
  description: string;
  /** Where the payment leads (a booking's page and words); without it, the fee's account status. */
  after?: CheckoutReturn;
  /** Once Razorpay's payment is verified (before the words are shown). */
  onVerified?: (answer: PaymentVerified) => Promise<unknown> | void;
  /** After any outcome of Razorpay's popup: paid, failed, closed. */
  onSettled?: () => void;
};

/**
 * Pays an order (the fee's or a booking's; they are one shape): the built-in test provider on its
 * page (/pay/checkout, the order in navigation state, back to `after.returnTo`), Razorpay in its
 * popup (checkout.js loaded on first use, the payment handed to POST /payment/verify). `busy`
 * while the script loads and while the payment is being verified.
 */
export function useCheckout({ description, after, onVerified, onSettled }: CheckoutOptions) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const verify = useCallback(
    async (response: RazorpaySuccessResponse) => {
      setBusy(true);
      try {
        const answer = await verifyPayment({
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        });
        await onVerified?.(answer);
        notifySuccess(after ? translateText(after.paidMessage) : answer.message);
      } catch (error) {
        notifyError(errorMessage(error));
      } finally {
        onSettled?.();
        setBusy(false);
      }
    },
    [after, onVerified, onSettled],
  );

  const openRazorpay = useCallback(
    async (order: PaymentOrder) => {
      setBusy(true);
      let Razorpay;
      try {
        Razorpay = await loadRazorpay();
      } catch {
        notifyError(t('payment.loadError'));
        return;
      } finally {
        setBusy(false);
      }
      const checkout = new Razorpay({
        key: order.keyId,
        order_id: order.orderId,
        amount: rupeesToPaise(order.amount),
        currency: order.currency,
        name: APP_NAME,
        description,
        prefill: order.prefill,
        handler: (response) => void verify(response),
        // Closed without paying: the order stays 'Not completed'.
        modal: { ondismiss: () => onSettled?.() },
      });
      // Razorpay keeps its popup open after a failure so the member can try another way.
      checkout.on('payment.failed', (failure) => {
        notifyError(failure.error?.description || PAYMENT_FAILED_MESSAGE);
        onSettled?.();
      });
      checkout.open();
    },
    [description, onSettled, verify, t],
  );

  const pay = useCallback(
    (order: PaymentOrder) => {
      if (order.provider === 'local') {
        const state: CheckoutState = { order, ...after };
        void navigate(paths.payCheckout, { state });
      } else void openRazorpay(order);
    },
    [after, navigate, openRazorpay],
  );

  return { pay, busy };
}
