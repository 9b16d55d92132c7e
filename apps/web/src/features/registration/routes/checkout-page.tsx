import { Anchor, Button, Stack, Text } from '@mantine/core';
import { formatRupees, paths } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageCard } from '../../../components/page-card';
import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { checkoutStateOf, completeLocalPayment, PAYMENT_FAILED_MESSAGE, verifyPayment } from '../../../lib/checkout';
import { paymentHistoryQuery } from '../api/payment';
import { translateText, useTranslation } from '../../../i18n/i18n';

/**
 * /pay/checkout: the built-in test provider's checkout for an order in navigation state (lib/checkout.ts):
 * the registration fee's, made on the account status page, or a booking's. Pay → complete, then
 * verify like a real provider's callback; fail → back where the payment started (the account
 * status, or the booking's page), still unpaid.
 */
export function CheckoutPage() {
  const { t } = useTranslation('registration');
  const title = t('checkout.title');
  usePageTitle(title);
  const checkout = checkoutStateOf(useLocation().state);
  const order = checkout?.order ?? null;
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
        notifySuccess(checkout?.paidMessage ? translateText(checkout.paidMessage) : verified.message);
      }
      void queryClient.invalidateQueries({ queryKey: paymentHistoryQuery().queryKey });
      navigate(checkout?.returnTo ?? paths.profile, { replace: true });
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
