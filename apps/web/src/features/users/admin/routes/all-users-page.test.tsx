// @vitest-environment happy-dom
import { memberPageSchema, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, type Mock } from 'vitest';
import { CATEGORIES, errorResponse, fixture, jsonResponse, makeAdmin, makeUser } from '../../../../test/fixtures';
import { screenWidth } from '../../../../test/media';
import { renderApp } from '../../../../test/render-app';

const MEENA = makeUser({
  name: 'Meena Iyer',
  email: 'meena@gmail.com',
  phone: '9876500001',
  businessCategory: ['Tailor', 'Beautician'],
  isAdminApproved: true,
  paymentVerified: true,
  createdAt: '2026-03-04T18:30:00Z',
});
const ARJUN = makeUser({
  name: 'Arjun Rao',
  email: 'arjun@gmail.com',
  phone: '9876500002',
  isAdminApproved: false,
  paymentVerified: false,
  address: null,
  createdAt: '2026-03-05T06:45:00Z',
});

function server(path: string) {
  if (path.startsWith('/api/auth/getAllUser?'))
    return jsonResponse(
      fixture(memberPageSchema, {
        user: [
          { ...MEENA, walletBalance: 123_456.5 },
          { ...ARJUN, walletBalance: 0 },
        ],
        nextCursor: null,
      }),
    );
  if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
  return errorResponse('NOT_FOUND', { message: 'Not found' });
}

function listCalls(fetchMock: Mock): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/auth/getAllUser?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.slice(url.indexOf('?') + 1))));
}

type UserEvents = ReturnType<typeof renderApp>['user'];

async function choose(user: UserEvents, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(option));
}

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('admin All Users', () => {
  it('lists every member with their wallet balance, and labelled filters', async () => {
    screenWidth(true);
    const { fetchMock } = renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server });
    expect(await screen.findByRole('heading', { name: 'All Users', level: 1 }, { timeout: 5000 })).toBeTruthy();
    for (const label of ['Search', 'Approval', 'Payment', 'Category', 'Registered from', 'Registered to', 'Sort']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(valueOf('Approval')).toBe('All');
    expect(valueOf('Sort')).toBe('Newest first');

    const table = await screen.findByRole('table');
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Sr.no',
      'Name',
      'Email',
      'Contact',
      'City',
      'Categories',
      'Status',
      'Payment',
      'Wallet',
      'Registered',
      'Actions',
    ]);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 10)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        '1',
        'Meena Iyer',
        'meena@gmail.com',
        '9876500001',
        'Pune',
        'Tailor, Beautician',
        'Approved',
        'Paid',
        '₹1,23,456.50',
        '05 Mar 2026, 12:00 am',
      ],
      ['2', 'Arjun Rao', 'arjun@gmail.com', '9876500002', '', '', 'Pending', 'Not paid', '₹0', '05 Mar 2026, 12:15 pm'],
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Details' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Meena Iyer' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Meena Iyer' })).toBeTruthy();
    expect(listCalls(fetchMock)).toEqual([{ sort: 'newest', limit: '20' }]);
  });

  it('on a laptop, folds the contact details under the name; the badges and actions keep their columns', async () => {
    // happy-dom's window is 1024 px wide: below 1200 and 1408 px.
    renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const [head, meena] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Sr.no', 'Name', 'Status', 'Payment', 'Wallet', 'Actions']);
    const name = within(meena!).getAllByRole('cell')[1]!;
    expect(name.textContent).toBe(
      'Meena IyerEmail: meena@gmail.comContact: 9876500001City: PuneCategories: Tailor, BeauticianRegistered: 05 Mar 2026, 12:00 am',
    );
    expect(within(meena!).getByRole('button', { name: 'Delete Meena Iyer' })).toBeTruthy();
  });

  it('on a phone, shows a card per member with its actions (no sideways scroll)', async () => {
    screenWidth(false);
    renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server });
    const list = await screen.findByRole('list', { name: 'All users' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const [meena] = within(list).getAllByRole('listitem');
    expect(within(meena!).getByText('1. Meena Iyer')).toBeTruthy();
    expect(within(meena!).getByText('meena@gmail.com')).toBeTruthy();
    expect(within(meena!).getByRole('button', { name: 'Details' })).toBeTruthy();
    expect(within(meena!).getByRole('button', { name: 'Delete Meena Iyer' })).toBeTruthy();
  });

  it('on a phone, folds all but the search behind a Filters toggle that says how many are on', async () => {
    screenWidth(false);
    const { user } = renderApp(`${paths.admin.users}?paid=true&sort=az`, { user: makeAdmin(), onFetch: server });
    await screen.findByRole('list', { name: 'All users' }, { timeout: 5000 });
    expect(screen.getByLabelText('Search')).toBeTruthy();
    expect(screen.queryByLabelText('Payment')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Filters (2 on)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(valueOf('Payment')).toBe('Paid');
    expect(valueOf('Sort')).toBe('Name A-Z');
    expect(screen.getByLabelText('Registered from')).toBeTruthy();
  });

  it("does not call an admin 'Not paid': admins pay no fee", async () => {
    const ADMIN = makeAdmin({ name: 'Kiran Admin', paymentVerified: false });
    renderApp(paths.admin.users, {
      user: makeAdmin(),
      onFetch: (path) =>
        path.startsWith('/api/auth/getAllUser?')
          ? jsonResponse(
              fixture(memberPageSchema, {
                user: [
                  { ...ADMIN, walletBalance: 0 },
                  { ...ARJUN, walletBalance: 0 },
                ],
                nextCursor: null,
              }),
            )
          : server(path),
    });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const [, admin, member] = within(table).getAllByRole('row');
    expect(within(admin!).getByText('No fee (admin)')).toBeTruthy();
    expect(within(admin!).queryByText('Not paid')).toBeNull();
    expect(within(member!).getByText('Not paid')).toBeTruthy();
  });

  it('searches after a pause in typing, and keeps the search in the URL', async () => {
    const { user, fetchMock, router } = renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search'), 'asha');

    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ search: 'asha', sort: 'newest', limit: '20' }));
    // One request for the whole word, none per letter.
    expect(listCalls(fetchMock).map((call) => call.search)).toEqual([undefined, 'asha']);
    expect(router.state.location.search).toBe('?search=asha');
  });

  it('reads the filters from the URL, writes changes back, and resets them', async () => {
    const { user, fetchMock, router } = renderApp(
      `${paths.admin.users}?search=meena&approved=false&paid=true&category=Plumber&sort=za`,
      { user: makeAdmin(), onFetch: server },
    );
    await screen.findByRole('table');
    expect(listCalls(fetchMock)).toEqual([
      { search: 'meena', approved: 'false', paid: 'true', category: 'Plumber', sort: 'za', limit: '20' },
    ]);
    expect(valueOf('Search')).toBe('meena');
    expect(valueOf('Approval')).toBe('Pending');
    expect(valueOf('Payment')).toBe('Paid');
    expect(valueOf('Category')).toBe('Plumber');
    expect(valueOf('Sort')).toBe('Name Z-A');

    await choose(user, 'Approval', 'Approved');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('approved')).toBe('true'));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.approved).toBe('true'));
    await choose(user, 'Sort', 'Oldest first');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.sort).toBe('oldest'));

    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(valueOf('Search')).toBe('');
    expect(valueOf('Approval')).toBe('All');
    expect(valueOf('Category')).toBe('All');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ sort: 'newest', limit: '20' }));
    // The search box's pending pause does not bring the old search back.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('');
  });

  it('filters by registration dates and refuses an end before the start', async () => {
    const { user, fetchMock, router } = renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server });
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Registered from'), '01/03/2026');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.from).toBe('2026-03-01'));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-03-01');

    // An end before the start is refused: an error under the field and no request.
    const before = listCalls(fetchMock).length;
    await user.type(screen.getByLabelText('Registered to'), '01/02/2026');
    expect(await screen.findByText("'Registered to' must be on or after 'Registered from'")).toBeTruthy();
    expect(listCalls(fetchMock)).toHaveLength(before);
    await user.keyboard('{Escape}'); // closes the calendar (a table of its own)
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('remarks go to the checklist with the member in navigation state', async () => {
    const { user, router } = renderApp(paths.admin.users, { user: makeAdmin(), onFetch: server });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Remarks for Arjun Rao' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.addRemark));
    expect(router.state.location.state).toEqual({ userId: ARJUN._id, name: 'Arjun Rao' });
  });

  it('shows the empty text', async () => {
    renderApp(`${paths.admin.users}?search=nobody`, {
      user: makeAdmin(),
      onFetch: (path) =>
        path.startsWith('/api/auth/getAllUser?') ? jsonResponse({ user: [], nextCursor: null }) : server(path),
    });
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();
  });
});
