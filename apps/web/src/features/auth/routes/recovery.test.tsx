// @vitest-environment happy-dom
import { paths, recoveryMessages as r, registrationMessages } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

type Handler = (body: Record<string, string>) => Response;

function recoveryApi(handlers: Record<string, Handler>) {
  return (path: string, init: RequestInit | undefined) => {
    if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
    const handler = handlers[path];
    if (!handler) throw new Error(`Unexpected fetch ${path}`);
    return handler(JSON.parse(String(init?.body ?? '{}')) as Record<string, string>);
  };
}

const main = () => within(screen.getByRole('main'));
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('password recovery', () => {
  it('goes forgot → verify → reset → login, carrying the email', async () => {
    const calls: Record<string, Record<string, string>> = {};
    const { user, router } = renderApp(paths.forgotPassword, {
      onFetch: recoveryApi({
        '/api/auth/forgot-password': (body) => ((calls.forgot = body), jsonResponse({ message: r.codeSent })),
        '/api/auth/verify-code': (body) => ((calls.verify = body), jsonResponse({ message: r.codeVerified })),
        '/api/auth/reset-password': (body) => ((calls.reset = body), jsonResponse({ message: r.passwordReset })),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Forgot password', level: 1 })).toBeTruthy();
    await user.type(field('Email'), 'asha@gmail.com');
    await user.type(field('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: 'Verify code', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.verifyOtp);
    expect(calls.forgot).toEqual({ email: 'asha@gmail.com', phone: '9876543210' });
    expect(field('Email').value).toBe('asha@gmail.com');
    expect(main().getByText(r.codeSent)).toBeTruthy();
    await user.type(field('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Reset password', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.resetPassword);
    expect(calls.verify).toEqual({ email: 'asha@gmail.com', code: '123456' });
    expect(field('Email').value).toBe('asha@gmail.com');
    await user.type(field('New Password'), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(calls.reset).toEqual({ email: 'asha@gmail.com', newPassword: 'a-new-long-password' });
    expect(await screen.findByText(r.passwordReset, {}, { timeout: 5000 })).toBeTruthy();
  });

  it.each([
    [paths.forgotPassword, 'Send'],
    [paths.verifyOtp, 'Verify'],
    [paths.resetPassword, 'Reset Password'],
  ])('%s: every field is required', async (path, button) => {
    const { user, fetchMock } = renderApp(path, { onFetch: recoveryApi({}) });
    await user.click(await screen.findByRole('button', { name: button }));
    expect((await main().findByRole('alert')).textContent).toContain(r.fillAllFields);
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([p]) => p !== '/api/config/public')).toHaveLength(0);
  });

  it("shows the server's answer to a wrong code, and stays", async () => {
    const { user, router } = renderApp(
      { pathname: paths.verifyOtp, state: { email: 'asha@gmail.com' } },
      {
        onFetch: recoveryApi({
          '/api/auth/verify-code': () => errorResponse('CODE_INVALID', { message: r.codeInvalid }),
        }),
      },
    );
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await main().findByRole('alert')).textContent).toContain(r.codeInvalid);
    expect(router.state.location.pathname).toBe(paths.verifyOtp);
  });

  it('shows the rate limit on forgot-password (429)', async () => {
    const { user } = renderApp(paths.forgotPassword, {
      onFetch: recoveryApi({
        '/api/auth/forgot-password': () => errorResponse('RATE_LIMITED', { message: r.tooManyCodes }),
      }),
    });
    await user.type(await screen.findByLabelText('Email'), 'asha@gmail.com');
    await user.type(field('Phone'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await main().findByRole('alert')).textContent).toContain(r.tooManyCodes);
  });

  it('checks the new password length with the server rules, and shows 403 without the grant', async () => {
    const { user } = renderApp(
      { pathname: paths.resetPassword, state: { email: 'asha@gmail.com' } },
      {
        onFetch: recoveryApi({
          '/api/auth/reset-password': () => errorResponse('RESET_GRANT_MISSING', { message: r.grantMissing }),
        }),
      },
    );
    await user.type(await screen.findByLabelText('New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(main().getAllByText(registrationMessages.passwordShort(8)).length).toBeGreaterThan(0);
    await user.type(field('New Password'), '-but-longer');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await main().findByRole('alert')).textContent).toContain(r.grantMissing);
  });

  it('sends a signed-in member away', async () => {
    const { router } = renderApp(paths.resetPassword, { user: makeUser() });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.home));
  });
});
