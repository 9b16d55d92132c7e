// @vitest-environment happy-dom
import { messages, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeAdmin, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

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
  throw new Error(`Unexpected fetch ${path}`);
};

describe('account status (a member awaiting approval)', () => {
  it('shows on /profile: fee, documents and approval', async () => {
    const { router } = renderApp(paths.profile, { user: pending(), onFetch });
    expect(await screen.findByRole('heading', { name: 'Account status', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.profile);

    const fee = screen.getByRole('region', { name: 'Registration fee' });
    expect(within(fee).getByText('Not paid')).toBeTruthy();
    const pay = within(fee).getByRole('button', { name: 'Pay ₹121 registration fee' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    expect(within(fee).getByText('Online payment is coming soon')).toBeTruthy();

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
});
