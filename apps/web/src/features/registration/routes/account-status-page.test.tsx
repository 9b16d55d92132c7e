// @vitest-environment happy-dom
import { messages, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeAdmin, makePayment, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { ORDER, onFetch, pending } from '../testing';

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

  it('puts a banner on the home page that says what is left in order and leads to the status', async () => {
    const unpaid = renderApp(paths.home, { user: pending(), onFetch });
    const banner = await screen.findByRole('alert', { name: /One step before approval: the registration fee/ });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Pay the one-time ₹121 registration fee: to do now.',
      expect.stringMatching(/^Then an admin checks your details and documents and approves your account\./),
    ]);
    expect(within(banner).getByRole('link', { name: 'Pay ₹121 now' }).getAttribute('href')).toBe(paths.profile);
    unpaid.unmount();

    const { user, router } = renderApp(paths.home, { user: pending({ paymentVerified: true }), onFetch });
    expect(await screen.findByText(messages.auth.awaitingApproval)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay ₹121 now' })).toBeNull();
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

describe('a member awaiting approval gets help', () => {
  it('the status says how long approval usually takes and leads to customer care and the support desk', async () => {
    renderApp(paths.profile, { user: pending({ paymentVerified: true }), onFetch });
    const steps = await screen.findByRole('list', { name: 'What is left to do' });
    expect(
      await within(steps).findByText(/Most members are approved within about 10 hours of registering/),
    ).toBeTruthy();
    expect(within(steps).getAllByRole('listitem')[0]?.textContent).toBe('The ₹121 registration fee: paid.');
    const help = screen.getByRole('region', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: 'Write to customer care' }).getAttribute('href')).toBe(paths.support);
    // Their data rights wait for no approval (DPDP Act 2023 §11–12).
    expect(within(help).getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe(paths.myData);
    expect(within(help).getByRole('link', { name: 'Delete my account' }).getAttribute('href')).toBe(
      paths.deleteAccount,
    );
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: '+91 80 4718 1210' })).toBeTruthy();
  });

  it('opens /support itself, not the account status', async () => {
    renderApp(paths.support, {
      user: pending(),
      onFetch: (path) => {
        if (path === '/api/support/getActiveTicket') return jsonResponse({ ticket: null });
        if (path === '/api/support/userTickets') return jsonResponse({ tickets: [] });
        return onFetch(path);
      },
    });
    expect(await screen.findByRole('heading', { name: /support|customer care/i, level: 1 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Account status', level: 1 })).toBeNull();
  });
});
