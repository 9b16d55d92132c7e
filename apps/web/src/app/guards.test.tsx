// @vitest-environment happy-dom
import { paths, walletAnswerSchema, walletTransactionPageSchema } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, jsonResponse, makeAdmin, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { ADMIN_MENU } from './back-office/menu';

const pathname = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('route guards', () => {
  it('sends a visitor on /profile to /login and remembers where they were', async () => {
    const { router } = renderApp(paths.profile);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(pathname(router)).toBe(paths.login);
    expect(router.state.location.state).toMatchObject({ from: { pathname: paths.profile } });
  });

  it('lets a member see a member page', async () => {
    const { router } = renderApp(paths.wallet, {
      user: makeUser(),
      onFetch: (path) => {
        if (path === '/api/wallet') {
          return jsonResponse(
            fixture(walletAnswerSchema, { wallet: { balance: 0, available: 0, held: 0, currency: 'INR' } }),
          );
        }
        if (path.startsWith('/api/wallet/transactions')) {
          return jsonResponse(fixture(walletTransactionPageSchema, { transactions: [], nextCursor: null }));
        }
        throw new Error(`Unexpected fetch ${path}`);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 })).toBeTruthy();
    expect(pathname(router)).toBe(paths.wallet);
  });

  it('sends a member on /admin to the home page', async () => {
    const { router } = renderApp(paths.admin.dashboard, { user: makeUser() });
    expect(await screen.findByRole('heading', { name: /find trusted local services/i })).toBeTruthy();
    expect(pathname(router)).toBe(paths.home);
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
  });

  it('sends a visitor on an admin page to /login', async () => {
    const { router } = renderApp(paths.admin.users);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(pathname(router)).toBe(paths.login);
  });

  it('guards the investment screens as admin pages too (docs/contract.md §12)', async () => {
    const { router } = renderApp(paths.admin.monthlyInvestments, { user: makeUser() });
    await waitFor(() => expect(pathname(router)).toBe(paths.home));
  });

  it('shows an admin the dashboard and the admin menu with every item', async () => {
    renderApp(paths.admin.dashboard, { user: makeAdmin() });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    for (const item of ADMIN_MENU) {
      const link = within(menu).getByRole('link', { name: item.label });
      expect(link.getAttribute('href')).toBe(item.to);
    }
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends a signed-in person away from /login and /forgotPassword', async () => {
    const first = renderApp(paths.login, { user: makeUser() });
    await waitFor(() => expect(pathname(first.router)).toBe(paths.home));
    first.unmount();
    const second = renderApp(paths.forgotPassword, { user: makeUser() });
    await waitFor(() => expect(pathname(second.router)).toBe(paths.home));
  });

  it('redirects a correctly spelled alias and keeps the query', async () => {
    const { router } = renderApp('/services?q=plumber');
    await waitFor(() => expect(pathname(router)).toBe(paths.services));
    expect(router.state.location.search).toBe('?q=plumber');
  });

  it('shows a friendly 404 with a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });

  it('asks an admin whose password others know to choose a new one before any admin page, then shows the page', async () => {
    const admin = makeAdmin({ mustChangePassword: true });
    let sent: unknown = null;
    const { router, user } = renderApp(paths.admin.dashboard, {
      user: admin,
      onFetch: (path, init) => {
        if (path === '/api/auth/change-password') {
          sent = JSON.parse(String(init?.body));
          return jsonResponse({ message: 'Your password has been changed.' });
        }
        if (path === '/api/auth/getuser')
          return jsonResponse({ user: { ...admin, mustChangePassword: sent === null } });
        if (path === '/api/admin/stats') return jsonResponse({}, 500);
        throw new Error(`Unexpected fetch ${path}`);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Choose your own password', level: 1 })).toBeTruthy();
    expect(pathname(router)).toBe(paths.admin.dashboard);
    expect(screen.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    await user.type(screen.getByLabelText('Current password'), 'Sevak@Admin121');
    await user.type(screen.getByLabelText('New password'), 'my-own-admin-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'my-own-admin-pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(sent).toEqual({ currentPassword: 'Sevak@Admin121', newPassword: 'my-own-admin-pass' });
  });
});
