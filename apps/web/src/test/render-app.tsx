import type { User } from '@sevak/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type InitialEntry } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import { App } from '../app/app';
import { createQueryClient } from '../app/query-client';
import { createRoutes, patchRoutesFor } from '../app/routes';
import { setSessionUser } from '../lib/session';

type FetchHandler = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;

type RenderAppOptions = {
  /** The signed-in person, or null for a visitor; 'fetch' leaves the session to GET /auth/getuser. */
  user?: User | null | 'fetch';
  onFetch?: FetchHandler;
  /**
   * GET /api/notifications, which the bell of every signed-in page makes: answered with an empty
   * list outside `fetchMock` ('empty', the default), or passed to `onFetch` like any call.
   */
  notifications?: 'empty' | 'onFetch';
};

const NO_NOTIFICATIONS = JSON.stringify({ notifications: [], unread: 0 });

/**
 * Mounts the whole app (providers, start gate, router with every route and guard) at `url` (a path,
 * or a location with navigation state), with
 * the session already known unless `user: 'fetch'`. `fetch` answers through `onFetch`; without it
 * any API call fails the test.
 */
export function renderApp(url: InitialEntry, { user = null, onFetch, notifications = 'empty' }: RenderAppOptions = {}) {
  const pathOf = (input: RequestInfo | URL) =>
    typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input);
    if (!onFetch) throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    return onFetch(path, init);
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (notifications === 'empty' && pathOf(input) === '/api/notifications' && (init?.method ?? 'GET') === 'GET') {
      return Promise.resolve(new Response(NO_NOTIFICATIONS, { headers: { 'Content-Type': 'application/json' } }));
    }
    return fetchMock(input, init);
  });

  const queryClient = createQueryClient();
  if (user !== 'fetch') setSessionUser(queryClient, user);
  const routes = createRoutes(queryClient);
  const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation: patchRoutesFor(routes) });
  // A navigation still under way when the test ends (a lazy page loading on a busy machine) would
  // run its loader later and fetch through the next test's `fetch`: stopped with the test.
  onTestFinished(() => {
    router.dispose();
    queryClient.clear();
  });
  const view = render(<App router={router} queryClient={queryClient} env="test" startLoaderMs={0} />);
  return { ...view, router, queryClient, fetchMock, user: userEvent.setup({ delay: null }) };
}

/** The calls the app made to one API address with one method, each as `[url, init]`. */
export function callsTo(
  fetchMock: ReturnType<typeof renderApp>['fetchMock'],
  method: string,
  url: string,
): [string, RequestInit | undefined][] {
  return (fetchMock.mock.calls as [string, RequestInit | undefined][]).filter(
    ([u, init]) => u === url && (init?.method ?? 'GET') === method,
  );
}
