// @vitest-environment happy-dom
import { messages, paths, providerReviewListSchema } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin, makeProvider, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function form() {
  return screen.getByRole('button', { name: 'Login' }).closest('form') as HTMLFormElement;
}

describe('login page', () => {
  it('shows an error under each empty field and calls no API', async () => {
    const { user, fetchMock } = renderApp(paths.login);
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText(messages.auth.emailOrPhoneRequired)).toBeTruthy();
    expect(screen.getByText(messages.auth.passwordRequired)).toBeTruthy();
    expect(screen.getByLabelText('Email or phone').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message on 401, once: as an alert under the form, no toast", async () => {
    const { user, fetchMock } = renderApp(paths.login, {
      onFetch: () => errorResponse('INVALID_CREDENTIALS', { message: messages.auth.invalidCredentials }),
    });
    await user.type(await screen.findByLabelText('Email or phone'), 'asha@gmail.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await within(form()).findByRole('alert');
    expect(alert.textContent).toContain('Invalid credentials');
    expect(screen.getAllByText(messages.auth.invalidCredentials)).toHaveLength(1);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(JSON.parse(String(init?.body))).toEqual({ emailOrPhone: 'asha@gmail.com', password: 'wrong-password' });
  });

  it('shows the rate-limit message on 429', async () => {
    const text = messages.auth.tooManyAttempts(15);
    const { user } = renderApp(paths.login, { onFetch: () => errorResponse('SIGN_IN_LOCKED', { message: text }) });
    await user.type(await screen.findByLabelText('Email or phone'), '9876543210');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await within(form()).findByRole('alert')).textContent).toContain(text);
  });

  it('takes a member back to the page that sent them to login', async () => {
    const member = makeUser({ name: 'Meena Iyer' });
    const { user, router } = renderApp(paths.team, {
      onFetch: () => jsonResponse({ success: true, message: messages.auth.loginSuccess, token: 't', user: member }),
    });
    await user.type(await screen.findByLabelText('Email or phone'), member.email);
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.team);
    expect(screen.getByRole('button', { name: 'Meena Iyer' })).toBeTruthy();
  });

  it("shows a visitor a provider's page and reviews without asking them to sign in", async () => {
    const provider = makeProvider();
    const { router } = renderApp(`${paths.serviceDetail}?id=${provider._id}`, {
      onFetch: (path) => {
        if (path.endsWith('/reviews'))
          return jsonResponse(fixture(providerReviewListSchema, { reviews: [], nextCursor: null }));
        return jsonResponse(provider);
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: provider.businessName! })).toBeTruthy();
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send request' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.serviceDetail);
  });

  it('says nothing more on a plain sign-in', async () => {
    renderApp(paths.login);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText(/Sign in to send your request/)).toBeNull();
  });

  it('takes an admin to the dashboard', async () => {
    const admin = makeAdmin();
    const { user, router } = renderApp(paths.login, {
      onFetch: () => jsonResponse({ success: true, message: messages.auth.loginSuccess, token: 't', user: admin }),
    });
    await user.type(await screen.findByLabelText('Email or phone'), admin.email);
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.dashboard));
    expect(await screen.findByRole('navigation', { name: 'Admin menu' })).toBeTruthy();
  });
});
