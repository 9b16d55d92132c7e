import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@sevak/shared';
import { useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { createPaymentOrder, paymentHistoryQuery } from './payment';
import { useRazorpayCheckout } from './razorpay-checkout';

/**
 * Starts paying the registration fee: a new order each time; the test provider pays it on
 * /pay/checkout, Razorpay in its own popup. `busy` while the order is made or Razorpay works.
 */
export function usePayFee() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const razorpay = useRazorpayCheckout();
  const pay = useMutation({
    mutationFn: createPaymentOrder,
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: paymentHistoryQuery().queryKey });
      if (order.provider === 'local') void navigate(paths.payCheckout, { state: { order } });
      else void razorpay.open(order);
    },
    onError: (error) => {
      notifyError(errorMessage(error));
      // Already paid (e.g. in another tab); the session will say so.
      if (error instanceof ApiError && error.code === 'FEE_ALREADY_PAID') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
    },
  });
  return { start: () => pay.mutate(), busy: pay.isPending || razorpay.busy };
}
