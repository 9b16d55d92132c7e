// @vitest-environment happy-dom
import { notificationListSchema, paths, type Notification } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { makeNotification } from '../testing';

/** The notification endpoints over a list that changes as the server's would. */
function notificationServer(initial: Notification[]) {
  let list = initial;
  return (path: string, init: RequestInit | undefined) => {
    const method = init?.method ?? 'GET';
    if (path === '/api/notifications' && method === 'GET') {
      return jsonResponse(
        fixture(notificationListSchema, { notifications: list, unread: list.filter((item) => !item.read).length }),
      );
    }
    if (path === '/api/notifications/read-all' && method === 'PUT') {
      list = list.map((item) => ({ ...item, read: true }));
      return jsonResponse({ message: 'All notifications marked as read' });
    }
    const one = /^\/api\/notifications\/([^/]+)\/read$/.exec(path);
    if (one && method === 'PUT') {
      list = list.map((item) => (item._id === one[1] ? { ...item, read: true } : item));
      return jsonResponse({ message: 'Notification marked as read' });
    }
    if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
    return errorResponse('NOT_FOUND', { message: 'Not found' });
  };
}

const calls = (fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method);

describe('the notifications bell', () => {
  it('shows the unread count and lists the notifications, unread ones marked', async () => {
    const ticket = makeNotification({
      title: 'Ticket resolved',
      body: 'We fixed your payout.',
      createdAt: '2026-03-05T06:45:00.000Z',
    });
    const old = makeNotification({ title: 'Welcome', body: 'Your account is approved.', read: true });
    const { user } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: notificationServer([ticket, makeNotification(), makeNotification(), old]),
    });
    // The first test of the file loads the page, then the bell's chunk, cold (route lazy: the shell
    // appears with the page).
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = within(items[0]!).getByRole('button');
    expect(first.textContent).toContain('Unread');
    expect(within(first).getByText('Ticket resolved')).toBeTruthy();
    expect(within(first).getByText('We fixed your payout.')).toBeTruthy();
    expect(within(first).getByText('05 Mar 2026, 12:15 pm')).toBeTruthy();
    expect(within(items[3]!).getByRole('button').textContent).not.toContain('Unread');
  });

  it('opens a notification: marks it read and goes to its page', async () => {
    const ticket = makeNotification({ title: 'Ticket resolved', link: paths.tickets });
    const { user, router, fetchMock } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: notificationServer([ticket, makeNotification()]),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: /Ticket resolved/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.tickets));
    expect(calls(fetchMock, 'PUT', `/api/notifications/${ticket._id}/read`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('opens a read notification without a link: no request, stays on the page', async () => {
    const read = makeNotification({ title: 'Old news', read: true });
    const { user, router, fetchMock } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: notificationServer([read]),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: /Old news/ }));
    expect(router.state.location.pathname).toBe(paths.home);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("'Mark all as read' sends PUT read-all and the count goes", async () => {
    const { user, fetchMock } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeAdmin(),
      onFetch: notificationServer([makeNotification(), makeNotification(), makeNotification()]),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(calls(fetchMock, 'PUT', '/api/notifications/read-all')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).queryByText(/Unread/)).toBeNull();
  });

  it('says so when there are none', async () => {
    const { user } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: notificationServer([]),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: notificationServer([makeNotification()]),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('says so when the list cannot be loaded, and tries again on request', async () => {
    const answerList = notificationServer([makeNotification({ title: 'Back again' })]);
    const failing = (path: string, init: RequestInit | undefined) =>
      path === '/api/notifications' ? errorResponse('NOT_FOUND', { message: 'Not found' }) : answerList(path, init);
    let handler = failing;
    const { user } = renderApp(paths.home, {
      notifications: 'onFetch',
      user: makeUser(),
      onFetch: (path, init) => handler(path, init),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('Could not load your notifications.')).toBeTruthy();
    handler = answerList;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Back again/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
