// @vitest-environment happy-dom
import { accountDeletionMessages, paths, recoveryMessages } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { takeFlash } from '../../../lib/flash';
import { logoutNavigation } from '../../../lib/leave-session';
import { errorResponse, jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';

const nothingOpen = { openWithdrawals: 0, activeInvestments: 0, balance: 0, canDelete: true };
const main = () => within(screen.getByRole('main'));

describe('delete my account (/deleteAccount)', () => {
  it('says what is erased and what the law keeps, then deletes with the password and leaves for /login', async () => {
    const go = vi.spyOn(logoutNavigation, 'go').mockImplementation(() => undefined);
    const { user, fetchMock } = renderApp(paths.deleteAccount, {
      user: makeUser(),
      onFetch: (path, init) => {
        if (path !== '/api/auth/delete-account') return errorResponse('NOT_FOUND', { message: 'Not found' });
        return init?.method === 'POST'
          ? jsonResponse({ message: accountDeletionMessages.deleted })
          : jsonResponse(nothingOpen);
      },
    });
    expect(await screen.findByRole('heading', { name: 'Delete my account', level: 1 })).toBeTruthy();
    expect(main().getByRole('region', { name: 'What we erase' }).textContent).toContain('Aadhaar number');
    expect(main().getByRole('region', { name: 'What the law makes us keep' }).textContent).toContain('8 years');

    const submit = await main().findByRole('button', { name: 'Delete my account for good' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.click(submit);
    expect(await main().findByText(accountDeletionMessages.passwordRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/auth/delete-account')).toHaveLength(0);

    await user.type(main().getByLabelText(/Your password/), 'Secret@123');
    await user.click(submit);
    await waitFor(() => expect(go).toHaveBeenCalledWith(paths.login));
    const posts = callsTo(fetchMock, 'POST', '/api/auth/delete-account');
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ password: 'Secret@123' }]);
    expect(takeFlash()?.message).toBe(accountDeletionMessages.deleted);
  });

  it('shows a wrong password at the field and stays', async () => {
    const go = vi.spyOn(logoutNavigation, 'go').mockImplementation(() => undefined);
    const { user } = renderApp(paths.deleteAccount, {
      user: makeUser(),
      onFetch: (_path, init) =>
        init?.method === 'POST'
          ? errorResponse('CURRENT_PASSWORD_WRONG', {
              message: recoveryMessages.currentPasswordWrong,
              errors: [{ path: 'password', msg: recoveryMessages.currentPasswordWrong }],
            })
          : jsonResponse(nothingOpen),
    });
    const submit = await screen.findByRole('button', { name: 'Delete my account for good' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
    await user.type(main().getByLabelText(/Your password/), 'wrong');
    await user.click(submit);
    // Under the field (and in a toast).
    expect((await main().findAllByText(recoveryMessages.currentPasswordWrong)).length).toBeGreaterThan(0);
    expect(main().getByRole('button', { name: 'Delete my account for good' })).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('asks to settle open withdrawals and plans first, and names the balance given up', async () => {
    renderApp(paths.deleteAccount, {
      user: makeUser(),
      onFetch: () => jsonResponse({ openWithdrawals: 1, activeInvestments: 2, balance: 121_000, canDelete: false }),
    });
    await screen.findByRole('main');
    expect(
      await main().findByText(
        /You have 1 withdrawal still open. You can delete your account once it is paid or rejected./,
      ),
    ).toBeTruthy();
    expect(main().getByText(/You have 2 investment plans still running/)).toBeTruthy();
    expect(main().getByText(/Your wallet balance of ₹1,21,000 is given up/)).toBeTruthy();
    expect(main().getByRole('link', { name: 'Go to your wallet' }).getAttribute('href')).toBe(paths.wallet);
    expect(main().getByRole('button', { name: 'Delete my account for good' }).hasAttribute('disabled')).toBe(true);
  });

  it('is linked from the edit profile page', async () => {
    renderApp(paths.editProfile, { user: makeUser() });
    const link = await screen.findByRole('link', { name: 'Delete my account' });
    expect(link.getAttribute('href')).toBe(paths.deleteAccount);
  });
});
