// @vitest-environment happy-dom
import {
  checkoutResultSchema,
  localCheckoutAnswerSchema,
  paths,
  paymentOrderSchema,
  paymentVerifiedSchema,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, jsonResponse, makePayment, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ORDER = fixture(paymentOrderSchema, {
  provider: 'local',
  keyId: 'local_test',
  orderId: 'order_local_7',
  receipt: 'SVK-2026-000007',
  amount: 121,
  currency: 'INR',
  prefill: { name: 'Meena Iyer', email: 'meena@gmail.com', contact: '9876500001' },
});
const CALLBACK = fixture(checkoutResultSchema, {
  razorpay_order_id: 'order_local_7',
  razorpay_payment_id: 'pay_local_7',
  razorpay_signature: 'sig',
});
const PAID_MESSAGE = 'Payment successful! Your registration fee of ₹121 is paid.';

const pending = (overrides = {}) => makeUser({ isAdminApproved: false, paymentVerified: false, ...overrides });

function renderCheckout(outcome: 'success' | 'failure') {
  const calls: { path: string; body: unknown }[] = [];
  const view = renderApp(
    { pathname: '/pay/checkout', state: { order: ORDER } },
    {
      user: pending(),
      onFetch: (path, init) => {
        if (init?.method === 'POST') calls.push({ path, body: JSON.parse(String(init.body)) });
        switch (path) {
          case '/api/config/public':
            return jsonResponse(PUBLIC_CONFIG);
          case '/api/payment/history':
            return jsonResponse({ payments: [] });
          case '/api/payment/local/complete':
            return jsonResponse(
              fixture(
                localCheckoutAnswerSchema,
                outcome === 'success'
                  ? { success: true, callback: CALLBACK }
                  : { success: false, callback: null, message: 'Card declined (test)' },
              ),
            );
          case '/api/payment/verify':
            return jsonResponse(
              fixture(paymentVerifiedSchema, {
                success: true,
                message: PAID_MESSAGE,
                payment: makePayment({ orderId: ORDER.orderId }),
              }),
            );
          case '/api/auth/getuser':
            return jsonResponse({ user: pending({ paymentVerified: outcome === 'success' }) });
          default:
            throw new Error(`Unexpected fetch ${path}`);
        }
      },
    },
  );
  return { ...view, calls };
}

describe('the test checkout (/pay/checkout)', () => {
  it('shows the order: amount, receipt and the two outcomes', async () => {
    renderCheckout('success');
    expect(await screen.findByRole('heading', { name: 'Sevak test checkout', level: 1 })).toBeTruthy();
    expect(screen.getByText(/built-in test payment provider/)).toBeTruthy();
    expect(screen.getByText('₹121')).toBeTruthy();
    expect(screen.getByText('SVK-2026-000007')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fail this payment' })).toBeTruthy();
  });

  it('pays: completes, verifies the callback, refreshes the session and shows Paid on /profile', async () => {
    const { user, router, calls } = renderCheckout('success');
    await user.click(await screen.findByRole('button', { name: 'Pay ₹121' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(calls).toEqual([
      { path: '/api/payment/local/complete', body: { orderId: 'order_local_7', outcome: 'success' } },
      { path: '/api/payment/verify', body: CALLBACK },
    ]);
    const fee = await screen.findByRole('region', { name: 'Registration fee' });
    expect(within(fee).getByText('Paid')).toBeTruthy();
    expect(await screen.findByText(PAID_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('fails: says no money was taken and goes back to the unpaid status', async () => {
    const { user, router, calls } = renderCheckout('failure');
    await user.click(await screen.findByRole('button', { name: 'Fail this payment' }));
    expect(
      await screen.findByText('Payment failed. No money was taken; please try again.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(calls).toEqual([
      { path: '/api/payment/local/complete', body: { orderId: 'order_local_7', outcome: 'failure' } },
    ]);
    const fee = await screen.findByRole('region', { name: 'Registration fee' });
    expect(within(fee).getByText('Not paid')).toBeTruthy();
    expect(within(fee).getByRole('button', { name: 'Pay ₹121 registration fee' })).toBeTruthy();
  });

  it('without an order, points back to the account status', async () => {
    renderApp('/pay/checkout', { user: pending(), onFetch: () => jsonResponse(PUBLIC_CONFIG) });
    expect(await screen.findByText('There is no payment to make here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'account status' }).getAttribute('href')).toBe(paths.profile);
  });
});
