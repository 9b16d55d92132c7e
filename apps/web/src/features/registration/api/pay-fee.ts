import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { useCheckout } from '../../../lib/use-checkout';
import { createPaymentOrder, paymentHistoryQuery } from './payment';

/**
 * Starts paying the registration fee: a new order each time; the test provider pays it on
 * /pay/checkout, Razorpay in its own popup. `busy` while the order is made or Razorpay works.
 */
export function usePayFee() {
  const { t } = useTranslation('registration');
  const queryClient = useQueryClient();
  const refreshHistory = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: paymentHistoryQuery().queryKey }),
    [queryClient],
  );
  const checkout = useCheckout({
    description: t('razorpay.description'),
    onVerified: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    onSettled: refreshHistory,
  });
  const pay = useMutation({
    mutationFn: createPaymentOrder,
    onSuccess: (order) => {
      refreshHistory();
      checkout.pay(order);
    },
    onError: (error) => {
      notifyError(errorMessage(error));
      // Already paid (e.g. in another tab); the session will say so.
      if (error instanceof ApiError && error.code === 'FEE_ALREADY_PAID') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
    },
  });
  return { start: () => pay.mutate(), busy: pay.isPending || checkout.busy };
}
