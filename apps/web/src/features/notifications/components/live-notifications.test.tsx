// @vitest-environment happy-dom
import { notifications as toasts } from '@mantine/notifications';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_TOAST_MS, paths } from '@sevak/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../../../lib/session';
import { errorResponse, jsonResponse, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { FakeEventSource, makeNotification } from '../testing';

function answer(list = [makeNotification()], config: unknown = PUBLIC_CONFIG) {
  return (path: string) => {
    if (path === '/api/notifications')
      return jsonResponse({ notifications: list, unread: list.filter((n) => !n.read).length });
    if (path === '/api/config/public') return jsonResponse(config);
    return errorResponse('NOT_FOUND', { message: 'Not found' });
  };
}

/** The stream the app opened, once it is subscribed. */
async function openedStream(): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.latest()).toBeTruthy());
  const stream = FakeEventSource.latest()!;
  act(() => stream.emit('ready'));
  return stream;
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('live notifications', () => {
  it('toasts a new notification for 5 s and counts it on the bell, without refetching', async () => {
    const show = vi.spyOn(toasts, 'show');
    const { fetchMock } = renderApp(paths.home, { notifications: 'onFetch', user: makeUser(), onFetch: answer() });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    const stream = await openedStream();
    expect(stream.url).toBe('/api/notifications/stream');
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/notifications').length;
    // The list came before the stream subscribed: asked for once more, for what arrived in between.
    await waitFor(() => expect(listCalls()).toBe(2));
    const before = listCalls();

    act(() =>
      stream.emit('notification', makeNotification({ title: 'Ticket resolved', body: 'We fixed your payout.' })),
    );
    expect(await screen.findByText('Ticket resolved')).toBeTruthy();
    expect(screen.getByText('We fixed your payout.')).toBeTruthy();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Ticket resolved', autoClose: NOTIFICATION_TOAST_MS }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(listCalls()).toBe(before);
  });

  it('uses the default title and body for empty ones', async () => {
    renderApp(paths.home, { notifications: 'onFetch', user: makeUser(), onFetch: answer() });
    const stream = await openedStream();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => stream.emit('notification', makeNotification({ title: '', body: ' ' })));
    expect(await screen.findByText(NOTIFICATION_DEFAULTS.title)).toBeTruthy();
    expect(screen.getByText(NOTIFICATION_DEFAULTS.body)).toBeTruthy();
  });

  it('ignores an event that is not a notification', async () => {
    const show = vi.spyOn(toasts, 'show');
    renderApp(paths.home, { notifications: 'onFetch', user: makeUser(), onFetch: answer() });
    const stream = await openedStream();
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    act(() => stream.emit('notification', { hello: 'world' }));
    expect(show).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('closes the stream when the person is signed out', async () => {
    const { queryClient } = renderApp(paths.home, { notifications: 'onFetch', user: makeUser(), onFetch: answer() });
    const stream = await openedStream();
    act(() => setSessionUser(queryClient, null));
    await waitFor(() => expect(stream.readyState).toBe(2));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('opens nothing for a visitor', async () => {
    const { fetchMock, user } = renderApp(paths.home, { notifications: 'onFetch', onFetch: answer() });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('Sign in to see your notifications.')).toBeTruthy();
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/notifications'))).toBe(false);
  });

  it('asks for no push permission while push is not configured', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { requestPermission }),
    );
    const { fetchMock } = renderApp(paths.home, { notifications: 'onFetch', user: makeUser(), onFetch: answer() });
    await openedStream();
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/config/public')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requestPermission).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/notifications/token')).toBe(false);
  });

  it('with push configured, a browser that cannot receive push is never asked', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { requestPermission }),
    );
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: {} }));
    const push = { apiKey: 'k', authDomain: 'd', projectId: 'p', messagingSenderId: 's', appId: 'a', vapidKey: 'v' };
    const { fetchMock } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: answer(undefined, { ...PUBLIC_CONFIG, push }),
    });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === '/api/config/public')).toBe(true));
    // The Firebase SDK loads and finds no Push API here (happy-dom), so it stops before asking.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('a notification that arrives before the list has loaded is fetched with it', async () => {
    const early = makeNotification({ title: 'Early bird' });
    let served = [makeNotification()];
    let release: () => void = () => undefined;
    const firstAnswer = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: async (path) => {
        if (path !== '/api/notifications') return answer()(path);
        requests += 1;
        const list = served;
        if (requests === 1) await firstAnswer;
        return jsonResponse({ notifications: list, unread: list.length });
      },
    });
    const stream = await openedStream();
    served = [early, ...served];
    act(() => stream.emit('notification', early));
    release();
    // The first test to show the bell waits for its code too.
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' }, { timeout: 3000 })).toBeTruthy();
  });

  it('when the browser gives up on the stream, asks for the list (a 401 there signs the person out)', async () => {
    let status = 200;
    const { queryClient } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: (path) =>
        path === '/api/notifications' && status === 401
          ? errorResponse('NOT_SIGNED_IN', { message: 'Please sign in' })
          : answer()(path),
    });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const stream = await openedStream();
    status = 401;
    act(() => stream.fail());
    await waitFor(() => expect(queryClient.getQueryData(['session'])).toBeNull());
    // Signed out: the shell offers Login (top bar and phone bar).
    expect((await screen.findAllByRole('link', { name: 'Login' })).length).toBeGreaterThan(0);
  });
});
