// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setSessionUser } from '../lib/session';
import { errorResponse, jsonResponse, makeUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { App } from './app';
import { createQueryClient } from './query-client';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('session load at start (spec §4)', () => {
  it('shows only the loader until GET /auth/getuser answers, then the signed-in app', async () => {
    const answer = deferred<Response>();
    const member = makeUser({ name: 'Lata Menon' });
    const { fetchMock } = renderApp(paths.home, { user: 'fetch', onFetch: () => answer.promise });

    expect(screen.getByRole('status').textContent).toContain('Loading Sevak');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/getuser',
      expect.objectContaining({ credentials: 'same-origin' }),
    );

    answer.resolve(jsonResponse({ user: member }));
    expect(await screen.findByRole('button', { name: 'Lata Menon' })).toBeTruthy();
  });

  it('treats 403 as a visitor: guarded pages go to /login', async () => {
    const { router } = renderApp(paths.support, {
      user: 'fetch',
      onFetch: () => errorResponse('SESSION_INVALID', { message: 'Your session has expired. Please sign in again.' }),
    });
    // A cold first load of the sign-in page's code: up to 5 s on a busy machine, like the others.
    expect(await screen.findByRole('heading', { name: 'Sign in' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
  });

  it("keeps the loader until the first page's code is here (route lazy), then shows the page", async () => {
    const code = deferred<{ Component: ComponentType }>();
    const router = createMemoryRouter([{ path: '/', lazy: () => code.promise }]);
    const queryClient = createQueryClient();
    setSessionUser(queryClient, null);
    render(<App router={router} queryClient={queryClient} env="test" startLoaderMs={0} />);

    // Session known and no minimum time: only the page's code is missing, and nothing blank shows.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getByRole('status').textContent).toContain('Loading Sevak');

    code.resolve({ Component: () => <h1>First page</h1> });
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeTruthy();
    expect(screen.queryByText(/Loading Sevak/)).toBeNull();
  });
});
