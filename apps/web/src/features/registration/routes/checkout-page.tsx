import { Anchor, Button, Stack, Text } from '@mantine/core';
import { formatRupees, paths, type PaymentOrder } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { completeLocalPayment, PAYMENT_FAILED_MESSAGE, paymentHistoryQuery, verifyPayment } from '../api/payment';
import { useTranslation } from '../../../i18n/i18n';

function orderFrom(state: unknown): PaymentOrder | null {
  const order = (state as { order?: Partial<PaymentOrder> } | null)?.order;
  return order && typeof order.orderId === 'string' && typeof order.amount === 'number'
    ? (order as PaymentOrder)
    : null;
}

/**
 * /pay/checkout: the built-in test provider's checkout for the order made on the account status
 * page (in navigation state). Pay → complete, then verify like a real provider's callback; fail →
 * back to the status page, still unpaid.
 */
export function CheckoutPage() {
  const { t } = useTranslation('registration');
  const title = t('checkout.title');
  usePageTitle(title);
  const order = orderFrom(useLocation().state);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);

  if (!order) {
    // The sentence's words around its link: 'Start the payment from your <link>account status</link>.'
    const [before, rest = ''] = t('checkout.startFrom').split('<link>');
    const [linkText, after = ''] = rest.split('</link>');
    return (
      <PageCard title={title} intro={t('checkout.noOrder')} maw={440}>
        <Text size="sm">
          {before}
          <Anchor component={Link} to={paths.profile}>
            {linkText}
          </Anchor>
          {after}
        </Text>
      </PageCard>
    );
  }

  const amount = formatRupees(order.amount);

  const finish = async (outcome: 'success' | 'failure') => {
    setBusy(outcome);
    try {
      const answer = await completeLocalPayment({ orderId: order.orderId, outcome });
      if (!answer.success || !answer.callback) {
        notifyError(PAYMENT_FAILED_MESSAGE);
      } else {
        const verified = await verifyPayment(answer.callback);
        await queryClient.invalidateQueries({ queryKey: queryKeys.session });
        notifySuccess(verified.message);
      }
      void queryClient.invalidateQueries({ queryKey: paymentHistoryQuery().queryKey });
      navigate(paths.profile, { replace: true });
    } catch (error) {
      notifyError(errorMessage(error));
      setBusy(null);
    }
  };

  return (
    <PageCard title={title} intro={t('checkout.intro')} maw={440}>
      <Stack gap="md">
        <dl style={{ margin: 0 }}>
          <Text component="dt" size="sm" c="dimmed">
            {t('checkout.amount')}
          </Text>
          <Text component="dd" m={0} fw={600} fz="xl">
            {amount}
          </Text>
          <Text component="dt" size="sm" c="dimmed" mt="xs">
            {t('checkout.receipt')}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {order.receipt}
          </Text>
        </dl>
        <Button onClick={() => void finish('success')} loading={busy === 'success'} disabled={busy === 'failure'}>
          {t('checkout.pay', { amount })}
        </Button>
        <Button
          variant="default"
          onClick={() => void finish('failure')}
          loading={busy === 'failure'}
          disabled={busy === 'success'}
        >
          {t('checkout.fail')}
        </Button>
      </Stack>
    </PageCard>
  );
}
