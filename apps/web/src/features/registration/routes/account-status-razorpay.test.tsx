// @vitest-environment happy-dom
import { paths, paymentOrderSchema, paymentVerifiedSchema } from '@sevak/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixture, jsonResponse, makePayment } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ORDER, onFetch, pending } from '../testing';
import { PAYMENT_FAILED_MESSAGE } from '../../../lib/checkout';
import { RAZORPAY_CHECKOUT_SRC } from '../../../lib/razorpay';
import type { RazorpayFailure, RazorpayOptions } from '../../../lib/razorpay-types';

const CHECKOUT_LOAD_ERROR = 'Could not load the payment page. Please check your connection and try again.';

/** Paying the fee through Razorpay Checkout from the account status page. */
describe('account status: Razorpay checkout', () => {
  const RAZORPAY_ORDER = fixture(paymentOrderSchema, {
    ...ORDER,
    provider: 'razorpay',
    keyId: 'rzp_test_key',
    orderId: 'order_rzp_1',
  });
  const SUCCESS = {
    razorpay_order_id: 'order_rzp_1',
    razorpay_payment_id: 'pay_rzp_1',
    razorpay_signature: 'sig_1',
  };

  /** A stand-in for checkout.js's window.Razorpay (its presence skips the script load). */
  function fakeRazorpay() {
    const opened: { options: RazorpayOptions; failed?: (r: RazorpayFailure) => void }[] = [];
    class FakeRazorpay {
      constructor(readonly options: RazorpayOptions) {}
      on(event: string, listener: (r: RazorpayFailure) => void) {
        if (event === 'payment.failed') this.entry().failed = listener;
      }
      open() {
        this.entry();
      }
      private entry() {
        let entry = opened.find((e) => e.options === this.options);
        if (!entry) opened.push((entry = { options: this.options }));
        return entry;
      }
    }
    vi.stubGlobal('Razorpay', FakeRazorpay);
    return opened;
  }

  it('opens Razorpay with the order and posts its answer to /payment/verify', async () => {
    const opened = fakeRazorpay();
    let paid = false;
    const { user, fetchMock } = renderApp(paths.profile, {
      user: pending(),
      onFetch: (path, init) => {
        if (path === '/api/payment/order') return jsonResponse(RAZORPAY_ORDER, 201);
        if (path === '/api/payment/verify' && init?.method === 'POST') {
          paid = true;
          return jsonResponse(
            fixture(paymentVerifiedSchema, {
              success: true,
              message: 'Payment verified successfully',
              payment: makePayment({ orderId: 'order_rzp_1' }),
            }),
          );
        }
        if (path === '/api/auth/getuser') return jsonResponse({ user: pending({ paymentVerified: paid }) });
        return onFetch(path);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹121 registration fee' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(document.querySelector(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)).toBeNull();
    const { options } = opened[0]!;
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_rzp_1',
      amount: 12_100,
      currency: 'INR',
      name: 'Sevak',
      description: 'Registration fee',
      prefill: { name: 'Meena Iyer', email: 'meena@gmail.com', contact: '9876500001' },
    });
    expect(typeof options.modal?.ondismiss).toBe('function');

    act(() => options.handler({ ...SUCCESS, extra: 'ignored' } as typeof SUCCESS));
    expect(await screen.findByText('Payment verified successfully', {}, { timeout: 5000 })).toBeTruthy();
    const verify = fetchMock.mock.calls.find(([url]) => url === '/api/payment/verify')!;
    expect(JSON.parse(String(verify[1]?.body))).toEqual(SUCCESS);
    const fee = screen.getByRole('region', { name: 'Registration fee' });
    expect(await within(fee).findByText('Paid')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/payment/history').length).toBeGreaterThan(1);
  });

  it('toasts why a payment failed', async () => {
    const opened = fakeRazorpay();
    const { user } = renderApp(paths.profile, {
      user: pending(),
      onFetch: (path) => (path === '/api/payment/order' ? jsonResponse(RAZORPAY_ORDER, 201) : onFetch(path)),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹121 registration fee' }));
    await waitFor(() => expect(opened[0]?.failed).toBeTypeOf('function'));
    act(() => opened[0]!.failed!({ error: { description: 'Your card was declined.' } }));
    expect(await screen.findByText('Your card was declined.', {}, { timeout: 5000 })).toBeTruthy();
    act(() => opened[0]!.failed!({}));
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
  });

  it('loads checkout.js, and says so when it cannot', async () => {
    // Keep the script out of happy-dom (which refuses to load it, noisily); fail it by hand.
    const append = vi.spyOn(document.head, 'append').mockImplementation(() => undefined);
    const { user, router } = renderApp(paths.profile, {
      user: pending(),
      onFetch: (path) => (path === '/api/payment/order' ? jsonResponse(RAZORPAY_ORDER, 201) : onFetch(path)),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹121 registration fee' }));
    await waitFor(() => expect(append).toHaveBeenCalled());
    const script = append.mock.calls[0]![0] as HTMLScriptElement;
    expect(script.src).toBe(RAZORPAY_CHECKOUT_SRC);
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByText(CHECKOUT_LOAD_ERROR, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹121 registration fee' }).hasAttribute('data-loading')).toBe(false);
    expect(router.state.location.pathname).toBe(paths.profile);
  });
});
