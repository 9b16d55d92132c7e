// @vitest-environment happy-dom
import { messages, paths, paymentOrderSchema, paymentVerifiedSchema } from '@sevak/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  fixture,
  jsonResponse,
  makeAdmin,
  makePayment,
  makeUser,
  PUBLIC_CONFIG,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { PAYMENT_FAILED_MESSAGE } from '../api/payment';
import { CHECKOUT_LOAD_ERROR } from '../api/razorpay-checkout';
import { RAZORPAY_CHECKOUT_SRC } from '../utils/razorpay';
import type { RazorpayFailure, RazorpayOptions } from '../utils/razorpay-types';

const pending = (overrides = {}) =>
  makeUser({
    name: 'Meena Iyer',
    isAdminApproved: false,
    paymentVerified: false,
    frontAadhar: '/api/files/front-1',
    backAadhar: '/api/files/back-1',
    profilePic: '/api/files/selfie-1',
    ...overrides,
  });

const onFetch = (path: string) => {
  if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
  if (path === '/api/payment/history') return jsonResponse({ payments: [] });
  throw new Error(`Unexpected fetch ${path}`);
};

const ORDER = fixture(paymentOrderSchema, {
  provider: 'local',
  keyId: 'local_test',
  orderId: 'order_local_1',
  receipt: 'SVK-2026-000042',
  amount: 121,
  currency: 'INR',
  prefill: { name: 'Meena Iyer', email: 'meena@gmail.com', contact: '9876500001' },
});

describe('account status (a member awaiting approval)', () => {
  it('shows on /profile: fee, documents and approval', async () => {
    const { router } = renderApp(paths.profile, { user: pending(), onFetch });
    expect(await screen.findByRole('heading', { name: 'Account status', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.profile);

    const fee = screen.getByRole('region', { name: 'Registration fee' });
    expect(within(fee).getByText('Not paid')).toBeTruthy();
    const pay = within(fee).getByRole('button', { name: 'Pay ₹121 registration fee' });
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect(within(fee).queryByText('Online payment is coming soon')).toBeNull();

    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(within(documents).getByRole('img', { name: 'Front of Aadhaar' }).getAttribute('src')).toBe(
      '/api/files/front-1?size=thumb',
    );
    expect(within(documents).getByRole('img', { name: 'Back of Aadhaar' }).getAttribute('src')).toBe(
      '/api/files/back-1?size=thumb',
    );
    expect(within(documents).getByRole('img', { name: 'Profile selfie' }).getAttribute('src')).toBe(
      '/api/files/selfie-1?size=thumb',
    );
    expect(within(documents).getByRole('link', { name: 'Replace Aadhaar photos' }).getAttribute('href')).toBe(
      paths.uploadAadhaar,
    );

    const approval = screen.getByRole('region', { name: 'Admin approval' });
    expect(within(approval).getByText('Waiting for admin approval')).toBeTruthy();
  });

  it('shows in place of every member page (here /wallete and /work)', async () => {
    const first = renderApp(paths.wallet, { user: pending(), onFetch });
    expect(await screen.findByRole('heading', { name: 'Account status', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Wallet' })).toBeNull();
    first.unmount();
    renderApp(paths.work, { user: pending(), onFetch });
    expect(await screen.findByRole('heading', { name: 'Account status', level: 1 })).toBeTruthy();
  });

  it('says when the fee is paid', async () => {
    renderApp(paths.profile, { user: pending({ paymentVerified: true }), onFetch });
    const fee = await screen.findByRole('region', { name: 'Registration fee' });
    expect(within(fee).getByText('Paid')).toBeTruthy();
    expect(within(fee).queryByRole('button')).toBeNull();
  });

  it('puts a banner on the home page that leads to the status', async () => {
    const { user, router } = renderApp(paths.home, { user: pending(), onFetch });
    expect(await screen.findByText(messages.auth.awaitingApproval)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'See your account status' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.profile));
    expect(await screen.findByRole('heading', { name: 'Account status', level: 1 })).toBeTruthy();
  });

  it('does not stop an approved member or an admin', async () => {
    const first = renderApp(paths.wallet, { user: makeUser(), onFetch });
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 })).toBeTruthy();
    expect(screen.queryByText(messages.auth.awaitingApproval)).toBeNull();
    first.unmount();
    renderApp(paths.wallet, { user: makeAdmin({ isAdminApproved: false }), onFetch });
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 })).toBeTruthy();
  });

  it('still lets them replace the Aadhaar photos', async () => {
    renderApp(paths.uploadAadhaar, { user: pending(), onFetch });
    expect(await screen.findByRole('heading', { name: 'Upload Aadhaar', level: 1 })).toBeTruthy();
  });

  it('pays: posts an order and opens the test checkout with it', async () => {
    const { user, router, fetchMock } = renderApp(paths.profile, {
      user: pending(),
      onFetch: (path, init) =>
        path === '/api/payment/order' && init?.method === 'POST' ? jsonResponse(ORDER, 201) : onFetch(path),
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹121 registration fee' }));
    expect(await screen.findByRole('heading', { name: 'Sevak test checkout', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pay/checkout');
    expect(screen.getByText('SVK-2026-000042')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay ₹121' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/payment/order')).toBe(true);
  });

  describe('Razorpay checkout', () => {
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
      expect(screen.getByRole('button', { name: 'Pay ₹121 registration fee' }).hasAttribute('data-loading')).toBe(
        false,
      );
      expect(router.state.location.pathname).toBe(paths.profile);
    });
  });

  it('on 409 toasts the message and refreshes the session', async () => {
    const { user } = renderApp(paths.profile, {
      user: pending(),
      onFetch: (path) => {
        if (path === '/api/payment/order')
          return errorResponse('FEE_ALREADY_PAID', { message: 'Registration fee already paid' });
        if (path === '/api/auth/getuser') return jsonResponse({ user: pending({ paymentVerified: true }) });
        return onFetch(path);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay ₹121 registration fee' }));
    expect(await screen.findByText('Registration fee already paid', {}, { timeout: 5000 })).toBeTruthy();
    const fee = screen.getByRole('region', { name: 'Registration fee' });
    expect(await within(fee).findByText('Paid')).toBeTruthy();
  });

  it('lists the payments made', async () => {
    renderApp(paths.profile, {
      user: pending(),
      onFetch: (path) =>
        path === '/api/payment/history'
          ? jsonResponse({
              payments: [
                makePayment({ paymentId: null, receipt: 'SVK-2026-000041', status: 'failed', capturedAt: null }),
              ],
            })
          : onFetch(path),
    });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(await within(payments).findByText('SVK-2026-000041')).toBeTruthy();
    expect(within(payments).getByText('Failed')).toBeTruthy();
    expect(within(payments).getByText('₹121 · 22 Nov 2026, 12:00 am')).toBeTruthy();
  });

  it('shows a fee paid twice as refunded, with the day of the refund', async () => {
    const base = { orderId: 'order_1', receipt: 'SVK-R-A', provider: 'razorpay' };
    renderApp(paths.profile, {
      user: pending({ paymentVerified: true }),
      onFetch: (path) =>
        path === '/api/payment/history'
          ? jsonResponse({
              payments: [
                makePayment({
                  ...base,
                  _id: 'p3',
                  receipt: 'SVK-R-C',
                  status: 'duplicate',
                  paymentId: 'pay_3',
                  createdAt: '2026-11-21T18:40:00Z',
                  capturedAt: '2026-11-21T18:41:00Z',
                  refundStatus: 'pending',
                }),
                makePayment({
                  ...base,
                  _id: 'p2',
                  receipt: 'SVK-R-B',
                  status: 'duplicate',
                  paymentId: 'pay_2',
                  createdAt: '2026-11-21T18:35:00Z',
                  capturedAt: '2026-11-21T18:36:00Z',
                  refundStatus: 'processed',
                  refundId: 'rfnd_1',
                  refundedAt: '2026-11-21T18:37:00Z',
                }),
                makePayment({
                  ...base,
                  _id: 'p1',
                  status: 'captured',
                  paymentId: 'pay_1',
                  createdAt: '2026-11-21T18:30:00Z',
                  capturedAt: '2026-11-21T18:31:00Z',
                }),
              ],
            })
          : onFetch(path),
    });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    const items = await within(payments).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Refund pending'),
      expect.stringContaining('Refunded'),
      expect.stringContaining('Successful'),
    ]);
    expect(within(items[0]!).getByText('Paid twice: the refund is on its way')).toBeTruthy();
    expect(within(items[1]!).getByText('Paid twice: refunded on 22 Nov 2026, 12:07 am')).toBeTruthy();
    // Only the fee itself has a receipt.
    expect(within(payments).getAllByRole('link', { name: /^Download receipt/ })).toHaveLength(1);
  });
});
