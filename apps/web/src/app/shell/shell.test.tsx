// @vitest-environment happy-dom
import { messages, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { logoutNavigation } from '../../lib/leave-session';
import { takeFlash } from '../../lib/flash';
import { errorResponse, jsonResponse, makeAdmin, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { onFetch as accountStatusApi, pending } from '../../features/registration/testing';

describe('the shell', () => {
  it('shows a visitor Login and About Us, the bell and the search box', async () => {
    renderApp(paths.home);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'About Us' })).toBeTruthy();
    // In the top bar, and in the phone's bottom bar (hidden by CSS on wide screens).
    const logins = screen.getAllByRole('link', { name: 'Login' });
    expect(logins.map((link) => link.getAttribute('href'))).toEqual([paths.login, paths.login]);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search services' })).toBeTruthy();
  });

  it("gives a visitor's bottom bar what a visitor can use: no Wallet or Work", async () => {
    renderApp(paths.home);
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', paths.home],
      ['Search', paths.services],
      ['Help', paths.support],
      ['Login', paths.login],
      ['Sign Up', paths.register],
    ]);
  });

  it("opens and closes the visitor's notifications panel from the bell", async () => {
    const { user } = renderApp(paths.home);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await user.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Sign in to see your notifications.')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Sign in to see your notifications.')).toBeNull();
  });

  it('shows a member their name and no About Us link', async () => {
    const member = makeUser({ name: 'Ravi Kumar' });
    renderApp(paths.home, { user: member });
    expect(await screen.findByRole('button', { name: 'Ravi Kumar' })).toBeTruthy();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).queryByRole('link', { name: 'About Us' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('searches services from the top bar', async () => {
    const { router, user } = renderApp(paths.home);
    await user.type(await screen.findByRole('searchbox', { name: 'Search services' }), 'tailor{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.services));
    expect(router.state.location.search).toBe('?q=tailor');
  });

  it('does not mark Wallet or Work as the current page while the account status shows there', async () => {
    const quickLink = (name: string) =>
      within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', { name });
    const first = renderApp(paths.wallet, { user: pending(), onFetch: accountStatusApi });
    expect(await screen.findByRole('heading', { name: 'Account status', level: 1 })).toBeTruthy();
    expect(quickLink('Wallet').getAttribute('aria-current')).toBeNull();
    first.unmount();
    renderApp(paths.work, { user: pending(), onFetch: accountStatusApi });
    expect(await screen.findByRole('heading', { name: 'Account status', level: 1 })).toBeTruthy();
    expect(quickLink('Work').getAttribute('aria-current')).toBeNull();
  });

  it('marks Wallet as the current page for an approved member', async () => {
    renderApp(paths.wallet, { user: makeUser(), onFetch: () => jsonResponse({}, 404) });
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(bar).getByRole('link', { name: 'Wallet' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists Admin in the side menu for an admin only', async () => {
    const { user } = renderApp(paths.home, { user: makeAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Side menu' });
    for (const name of ['Profile', 'Wallet', 'Team', 'Customer Care', 'Privacy Policy', 'About Us', 'Admin']) {
      expect(within(drawer).getByRole('link', { name })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close side menu' })).toBeTruthy();
  });

  it('lists My services and Working hours in the side menu for a provider only', async () => {
    const provider = renderApp(paths.home, { user: makeUser({ businessCategory: ['Plumber'] }) });
    await provider.user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(within(drawer).getByRole('link', { name: 'My services' }).getAttribute('href')).toBe(paths.myServices);
    expect(within(drawer).getByRole('link', { name: 'Working hours' }).getAttribute('href')).toBe(paths.myHours);
    provider.unmount();

    const seeker = renderApp(paths.home, { user: makeUser({ businessCategory: [] }) });
    await seeker.user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const seekersDrawer = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(within(seekersDrawer).queryByRole('link', { name: 'My services' })).toBeNull();
  });

  it('logs out from the user menu: calls the API, leaves a toast for /login and reloads there', async () => {
    const go = vi.spyOn(logoutNavigation, 'go').mockImplementation(() => undefined);
    localStorage.setItem('kyc_modal_shown', 'true');
    const { user, fetchMock } = renderApp(paths.home, {
      user: makeUser({ name: 'Ravi Kumar' }),
      onFetch: (path) =>
        path === '/api/auth/logout'
          ? jsonResponse({ message: messages.auth.logoutSuccess })
          : errorResponse('NOT_FOUND', { message: 'Not found' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ravi Kumar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(paths.login));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/logout',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
    expect(takeFlash()).toEqual({ message: messages.auth.logoutSuccess, kind: 'success' });
    expect(localStorage.getItem('kyc_modal_shown')).toBeNull();
  });

  it('says so when logout fails', async () => {
    const go = vi.spyOn(logoutNavigation, 'go').mockImplementation(() => undefined);
    const { user } = renderApp(paths.home, {
      user: makeUser({ name: 'Ravi Kumar' }),
      onFetch: () => errorResponse('INTERNAL', { message: 'Something went wrong. Please try again.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ravi Kumar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText(messages.auth.logoutFailed)).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });
});
