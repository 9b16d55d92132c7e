// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, type Mock } from 'vitest';
import { errorResponse, jsonResponse, makeAdmin, makeUser } from '../../../../test/fixtures';
import { screenWidth } from '../../../../test/media';
import { callsTo, renderApp } from '../../../../test/render-app';
import { pendingApprovalServer as server } from '../../../../test/admin';

const REFERRER = makeUser({ name: 'Ravi Kumar', email: 'ravi@gmail.com', phone: '9876500099', referralCode: 'RAVI01' });
const MEENA = makeUser({
  name: 'Meena Iyer',
  email: 'meena@gmail.com',
  phone: '9876500001',
  isAdminApproved: false,
  paymentVerified: true,
  referredBy: [{ _id: REFERRER._id, name: REFERRER.name }],
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

/** Calls for the list of members awaiting approval (not the Aadhaar review list). */
function listCalls(fetchMock: Mock): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/auth/getAllUser?') && !url.includes('aadhaarReview'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.slice(url.indexOf('?') + 1))));
}

type UserEvents = ReturnType<typeof renderApp>['user'];

/** Picks an option of a Mantine Select, as a person does: open it, click the option. */
async function choose(user: UserEvents, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(option));
}

/** The table row of a member (by text: role queries are slow over a 20-row table). */
function rowOf(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'td' }).closest('tr')!;
}

describe('admin pending approval (Registered Users)', () => {
  it('lists members awaiting approval with the spec columns', async () => {
    screenWidth(true);
    const { fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(() => ({ user: [MEENA, ARJUN], nextCursor: null })),
    });
    expect(await screen.findByRole('heading', { name: 'Registered Users', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(paths.admin.dashboard);
    expect(screen.getByRole('link', { name: 'View All Users' }).getAttribute('href')).toBe(paths.admin.users);
    expect((screen.getByLabelText('Filter') as HTMLInputElement).value).toBe('All');

    const table = within(await screen.findByRole('region', { name: 'Users awaiting approval' })).getByRole('table');
    const [head, ...rows] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'SrNo',
      'Name',
      'Email',
      'Contact',
      'Address',
      'Referred By',
      'Payment Status',
      'Date & Time',
      'Approve',
      'Action',
    ]);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 9)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        '1',
        'Meena Iyer',
        'meena@gmail.com',
        '9876500001',
        'Kothrud, Pune, Maharashtra, India, 411038',
        'Ravi Kumar',
        'verified',
        '05 Mar 2026, 12:00 am',
        'Approve',
      ],
      [
        '2',
        'Arjun Rao',
        'arjun@gmail.com',
        '9876500002',
        'Not given',
        'N/A',
        'not verified',
        '05 Mar 2026, 12:15 pm',
        'Approve',
      ],
    ]);
    expect((within(rows[1]!).getByRole('button', { name: 'N/A' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(rows[0]!).getByRole('button', { name: 'Edit Meena Iyer' })).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Delete Meena Iyer' })).toBeTruthy();

    expect(listCalls(fetchMock)).toEqual([{ approved: 'false', sort: 'newest', limit: '20' }]);
  });

  it('shows the empty text, and an error with a retry', async () => {
    let fail = true;
    const { user } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(
        () => ({ user: [], nextCursor: null }),
        (path) =>
          fail && path.startsWith('/api/auth/getAllUser?approved')
            ? errorResponse('BAD_REQUEST', { message: 'Database is resting' })
            : undefined,
      ),
    });
    expect(await screen.findByText('Database is resting')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No users awaiting approval.')).toBeTruthy();
  });

  it('A-Z and Z-A sort by name', async () => {
    const { user, fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(() => ({ user: [MEENA], nextCursor: null })),
    });
    await screen.findByRole('table');

    await choose(user, 'Filter', 'A-Z');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ approved: 'false', sort: 'az', limit: '20' }));
    await choose(user, 'Filter', 'Z-A');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)!.sort).toBe('za'));
  });

  it('DATE and Category send date= and category=', async () => {
    const { user, fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(() => ({ user: [MEENA], nextCursor: null })),
    });
    await screen.findByRole('table');

    await choose(user, 'Filter', 'DATE');
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    await user.type(date, '05/03/2026');
    expect(date.value).toBe('05/03/2026');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        approved: 'false',
        sort: 'newest',
        date: '2026-03-05',
        limit: '20',
      }),
    );

    await choose(user, 'Filter', 'Category');
    expect(screen.queryByLabelText('Date')).toBeNull();
    await choose(user, 'Category', 'Plumber');
    await waitFor(() =>
      expect(listCalls(fetchMock).at(-1)).toEqual({
        approved: 'false',
        sort: 'newest',
        category: 'Plumber',
        limit: '20',
      }),
    );
  });

  it('shows the referrer’s details, or the server’s message', async () => {
    let referrerAnswer = jsonResponse({ user: REFERRER });
    const { user, fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(
        () => ({ user: [MEENA], nextCursor: null }),
        (path) => (path === `/api/auth/getUserById/${REFERRER._id}` ? referrerAnswer : undefined),
      ),
    });
    await screen.findByRole('table');
    await user.click(within(rowOf('Meena Iyer')).getByRole('button', { name: 'Ravi Kumar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Referrer details' });
    expect(within(dialog).getByText('ravi@gmail.com')).toBeTruthy();
    expect(within(dialog).getByText('9876500099')).toBeTruthy();
    expect(within(dialog).getByText('RAVI01')).toBeTruthy();
    expect(within(dialog).getByText('Approved')).toBeTruthy();
    expect(within(dialog).getByText('Paid')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', `/api/auth/getUserById/${REFERRER._id}`)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    referrerAnswer = errorResponse('USER_NOT_FOUND', { message: 'User not found' });
    await user.click(within(rowOf('Meena Iyer')).getByRole('button', { name: 'Ravi Kumar' }));
    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes a member only after Yes, and reloads the list', async () => {
    let members = [MEENA, ARJUN];
    const { user, fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(
        () => ({ user: members, nextCursor: null }),
        (path, init) => {
          if (path !== '/api/auth/deleteUser' || init?.method !== 'DELETE') return undefined;
          members = members.filter((m) => m._id !== (JSON.parse(String(init.body)) as { id: string }).id);
          return jsonResponse({ message: 'User deleted successfully' });
        },
      ),
    });
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'Delete Arjun Rao' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete ?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE', '/api/auth/deleteUser')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Arjun Rao' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User deleted successfully')).toBeTruthy();
    const [, init] = callsTo(fetchMock, 'DELETE', '/api/auth/deleteUser')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ id: ARJUN._id });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Arjun Rao' })).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(listCalls(fetchMock)).toHaveLength(2);
  });

  it('loads the next page with the server’s cursor; Sr.no continues', async () => {
    // The server sends 20 and a cursor when there are more.
    const firstPage = Array.from({ length: 20 }, (_, i) =>
      makeUser({ name: `Member ${i + 1}`, isAdminApproved: false }),
    );
    const { user, fetchMock } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server((params) =>
        params.get('cursor') === 'c-20' ? { user: [ARJUN], nextCursor: null } : { user: firstPage, nextCursor: 'c-20' },
      ),
    });
    await screen.findByText('Member 20', { selector: 'td' });
    expect(screen.queryByText('Arjun Rao', { selector: 'td' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Arjun Rao', { selector: 'td' })).toBeTruthy();
    expect(listCalls(fetchMock).at(-1)).toEqual({ approved: 'false', sort: 'newest', cursor: 'c-20', limit: '20' });
    expect(within(rowOf('Arjun Rao')).getAllByRole('cell')[0]!.textContent).toBe('21');
    // The last page: nothing more to load, and the first page stays above it.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(rowOf('Member 1')).getAllByRole('cell')[0]!.textContent).toBe('1');
  });

  it('edit goes to the Edit User screen with the record', async () => {
    const { user, router } = renderApp(paths.admin.approve, {
      user: makeAdmin(),
      onFetch: server(() => ({ user: [MEENA], nextCursor: null })),
    });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Meena Iyer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.editUser));
    // The record as the list gave it (with the wallet's balance, which the edit screen ignores).
    expect(router.state.location.state).toEqual({ user: { ...MEENA, walletBalance: 0 } });
  });
});
