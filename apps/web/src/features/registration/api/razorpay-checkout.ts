import { rupeesToPaise, type PaymentOrder } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { APP_NAME } from '../../../lib/constants';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { loadRazorpay } from '../utils/razorpay';
import type { RazorpaySuccessResponse } from '../utils/razorpay-types';
import { PAYMENT_FAILED_MESSAGE, paymentHistoryQuery, verifyPayment } from './payment';
import { useTranslation } from '../../../i18n/i18n';

/**
 * Pays an order made by POST /payment/order with provider 'razorpay': loads checkout.js, opens
 * Razorpay's popup, and hands a successful payment to POST /payment/verify. `busy` is true while
 * the script loads and while the payment is being verified.
 */
export function useRazorpayCheckout() {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const refreshHistory = useCallback(
    () => queryClient.invalidateQueries({ queryKey: paymentHistoryQuery().queryKey }),
    [queryClient],
  );

  const verify = useCallback(
    async (response: RazorpaySuccessResponse) => {
      setBusy(true);
      try {
        const answer = await verifyPayment({
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        });
        await queryClient.invalidateQueries({ queryKey: queryKeys.session });
        notifySuccess(answer.message);
      } catch (error) {
        notifyError(errorMessage(error));
      } finally {
        void refreshHistory();
        setBusy(false);
      }
    },
    [queryClient, refreshHistory],
  );

  const open = useCallback(
    async (order: PaymentOrder) => {
      setBusy(true);
      let Razorpay;
      try {
        Razorpay = await loadRazorpay();
      } catch {
        notifyError(t('razorpay.loadError'));
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
        description: t('razorpay.description'),
        prefill: order.prefill,
        handler: (response) => void verify(response),
        // Closed without paying: the order stays 'Not completed' in the history.
        modal: { ondismiss: () => void refreshHistory() },
      });
      // Razorpay keeps its popup open after a failure so the member can try another way.
      checkout.on('payment.failed', (failure) => {
        notifyError(failure.error?.description || PAYMENT_FAILED_MESSAGE);
        void refreshHistory();
      });
      checkout.open();
    },
    [refreshHistory, verify, t],
  );

  return { open, busy };
}
