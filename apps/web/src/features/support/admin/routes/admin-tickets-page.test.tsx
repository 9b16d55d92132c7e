// @vitest-environment happy-dom
import { adminTicketPageSchema, adminTicketSchema, paths, supportMessages, type AdminTicket } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { screenWidth } from '../../../../test/media';
import { renderApp } from '../../../../test/render-app';

const ASHA = {
  _id: '20000000-0000-4000-8000-000000000002',
  name: 'Asha Verma',
  phone: '9876500002',
  email: 'asha@gmail.com',
};

function ticket(n: number, overrides: Partial<AdminTicket> = {}): AdminTicket {
  return fixture(adminTicketSchema, {
    _id: `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    bookingId: null,
    kind: 'support',
    userId: ASHA,
    issue: `Issue ${n}`,
    description: `Description ${n}`,
    status: 'Pending',
    resolutionMessage: null,
    createdAt: '2026-03-04T18:30:00Z',
    resolvedAt: null,
    ticketNumber: `SV-T-${String(n).padStart(6, '0')}`,
    acknowledgementDueAt: '2026-03-06T18:30:00Z',
    resolutionDueAt: '2026-04-04T18:30:00Z',
    acknowledgedAt: null,
    acknowledgementOverdue: false,
    resolutionOverdue: false,
    ...overrides,
  });
}

const FIRST_PAGE = fixture(adminTicketPageSchema, {
  tickets: [
    ticket(1),
    ticket(2, {
      kind: 'data_request',
      status: 'Resolved',
      resolutionMessage: 'Fixed it',
      resolvedAt: '2026-03-05T03:00:00Z',
      acknowledgedAt: '2026-03-05T03:00:00Z',
    }),
    ticket(3, { userId: null, status: 'Resolved', resolutionMessage: 'Done' }),
  ],
  nextCursor: 'cursor-2',
});
const SECOND_PAGE = fixture(adminTicketPageSchema, { tickets: [ticket(4)], nextCursor: null });

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;
type FetchMock = ReturnType<typeof renderApp>['fetchMock'];

function renderTickets(
  url: string = paths.admin.support,
  handle: Handler = () => undefined,
  list = (query: URLSearchParams) => (query.get('cursor') === 'cursor-2' ? SECOND_PAGE : FIRST_PAGE),
) {
  return renderApp(url, {
    user: makeAdmin(),
    onFetch: (path, init) => {
      const answer = handle(path, init);
      if (answer) return answer;
      if (path.startsWith('/api/support/getTickets'))
        return jsonResponse(list(new URLSearchParams(path.split('?')[1] ?? '')));
      throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    },
  });
}

/** The query of each GET /support/getTickets, in order. */
function listCalls(fetchMock: FetchMock): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/support/getTickets'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));
}

function calls(fetchMock: FetchMock, method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => url === `/api${path}` && init?.method === method);
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

async function rowOf(issue: string) {
  const table = await screen.findByRole('table');
  return within(table).getByText(issue).closest('tr')!;
}

describe('all tickets', () => {
  it('shows the spec columns, resolve controls on pending rows, Delete on resolved ones; Load more sends the cursor', async () => {
    screenWidth(true);
    const { user, fetchMock } = renderTickets();
    expect(await screen.findByRole('heading', { name: 'All Tickets', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Sr.no',
      'Ticket',
      'Type',
      'User',
      'Phone',
      'Email',
      'Issue',
      'Description',
      'Resolution Message',
      'Status',
      'Due (IST)',
      'Actions',
    ]);
    expect(cellsOf(rows[1]!).slice(0, 8)).toEqual([
      '1',
      'SV-T-000001',
      'Support',
      'Asha Verma',
      '9876500002',
      'asha@gmail.com',
      'Issue 1',
      'Description 1',
    ]);
    expect(within(rows[1]!).getByLabelText('Resolution message for Issue 1')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Mark as Resolved' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Acknowledge' })).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(cellsOf(rows[1]!)[10]).toBe('Acknowledge by 07 Mar 2026, 12:00 am ISTResolve by 05 Apr 2026, 12:00 am IST');
    expect(cellsOf(rows[2]!)).toEqual([
      '2',
      'SV-T-000002',
      'Data request',
      'Asha Verma',
      '9876500002',
      'asha@gmail.com',
      'Issue 2',
      'Description 2',
      'Fixed it',
      'Resolved',
      'Resolved 05 Mar 2026, 8:30 am IST',
      'Delete',
    ]);
    expect(within(rows[2]!).queryByRole('textbox')).toBeNull();
    // A member erased since: the ticket stays, without contact details.
    expect(cellsOf(rows[3]!).slice(0, 6)).toEqual(['3', 'SV-T-000003', 'Support', 'Deleted member', '', '']);
    expect(listCalls(fetchMock)).toEqual([{}]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(5));
    expect(cellsOf(within(table).getAllByRole('row')[4]!).slice(0, 4)).toEqual([
      '4',
      'SV-T-000004',
      'Support',
      'Asha Verma',
    ]);
    expect(listCalls(fetchMock)).toEqual([{}, { cursor: 'cursor-2' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('on a laptop, folds the contact details under the member and the description under the issue', async () => {
    // happy-dom's window is 1024 px wide: 'Mark as Resolved' keeps its column on screen.
    renderTickets();
    const table = await screen.findByRole('table');
    const [head, pending] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Sr.no', 'Ticket', 'Type', 'User', 'Issue', 'Resolution Message', 'Status', 'Due (IST)', 'Actions']);
    expect(cellsOf(pending!).slice(0, 5)).toEqual([
      '1',
      'SV-T-000001',
      'Support',
      'Asha VermaPhone: 9876500002Email: asha@gmail.com',
      'Issue 1Description 1',
    ]);
    expect(within(pending!).getByRole('button', { name: 'Mark as Resolved' })).toBeTruthy();
  });

  it('sends the filters from the URL, and writes new ones to the URL and the request', async () => {
    const { user, fetchMock, router } = renderTickets(`${paths.admin.support}?status=Pending&search=asha`);
    await screen.findByRole('table');
    expect((screen.getByLabelText('Status') as HTMLInputElement).value).toBe('Pending');
    expect((screen.getByLabelText('Search member or ticket number') as HTMLInputElement).value).toBe('asha');
    expect(listCalls(fetchMock)[0]).toEqual({ status: 'Pending', search: 'asha' });

    await user.click(screen.getByLabelText('Status'));
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual([
      'All',
      'Pending',
      'Resolved',
    ]);
    await user.click(screen.getByRole('option', { name: 'Resolved', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ status: 'Resolved', search: 'asha' }));

    const search = screen.getByLabelText('Search member or ticket number');
    await user.clear(search);
    await user.type(search, '98765');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ status: 'Resolved', search: '98765' }));
    // Typing waits for a pause: no request per keystroke.
    expect(listCalls(fetchMock).filter((q) => q.search && !['asha', '98765'].includes(q.search))).toEqual([]);
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('98765');

    await user.click(screen.getByLabelText('Status'));
    await user.click(screen.getByRole('option', { name: 'All', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ search: '98765' }));
    expect(router.state.location.search).toBe('?search=98765');
  });

  it('filters by Type from the URL and the select: data requests apart', async () => {
    const { user, fetchMock, router } = renderTickets(`${paths.admin.support}?kind=data_request`);
    await screen.findByRole('table');
    expect((screen.getByLabelText('Type') as HTMLInputElement).value).toBe('Data request');
    expect(listCalls(fetchMock)[0]).toEqual({ kind: 'data_request' });

    await user.click(screen.getByLabelText('Type'));
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual([
      'All',
      'Support',
      'Data request',
      'Dispute',
    ]);
    await user.click(screen.getByRole('option', { name: 'Support', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ kind: 'support' }));
    expect(router.state.location.search).toBe('?kind=support');

    await user.click(screen.getByLabelText('Type'));
    await user.click(screen.getByRole('option', { name: 'All', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({}));
  });

  it('shows the overdue first, as the server sends them, marked with their due times in IST', async () => {
    screenWidth(true);
    const late = ticket(5, {
      createdAt: '2026-01-01T04:30:00Z',
      acknowledgementDueAt: '2026-01-03T04:30:00Z',
      resolutionDueAt: '2026-02-01T04:30:00Z',
      acknowledgementOverdue: true,
      resolutionOverdue: true,
    });
    const unresolved = ticket(6, {
      kind: 'dispute',
      createdAt: '2026-01-10T04:30:00Z',
      acknowledgementDueAt: '2026-01-12T04:30:00Z',
      resolutionDueAt: '2026-02-10T04:30:00Z',
      acknowledgedAt: '2026-01-11T06:00:00Z',
      resolutionOverdue: true,
    });
    renderTickets(paths.admin.support, undefined, () => ({ tickets: [late, unresolved, ticket(1)], nextCursor: null }));
    const table = await screen.findByRole('table');
    const [, first, second, third] = within(table).getAllByRole('row');
    expect([first, second, third].map((row) => cellsOf(row!)[1])).toEqual([
      'SV-T-000005',
      'SV-T-000006',
      'SV-T-000001',
    ]);
    expect(cellsOf(first!)[10]).toBe(
      'Acknowledgement overdueResolution overdueAcknowledge by 03 Jan 2026, 10:00 am ISTResolve by 01 Feb 2026, 10:00 am IST',
    );
    expect(within(first!).getByRole('button', { name: 'Acknowledge' })).toBeTruthy();
    expect(cellsOf(second!)[10]).toBe(
      'Resolution overdueAcknowledged 11 Jan 2026, 11:30 am ISTResolve by 10 Feb 2026, 10:00 am IST',
    );
    // Acknowledged already: only resolving is left.
    expect(within(second!).queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Mark as Resolved' })).toBeTruthy();
    expect(within(third!).queryByText(/overdue/)).toBeNull();
  });

  it('filters by Due from the URL and the select: the overdue, or those that are not', async () => {
    const { user, fetchMock, router } = renderTickets(`${paths.admin.support}?overdue=true`);
    await screen.findByRole('table');
    expect((screen.getByLabelText('Due') as HTMLInputElement).value).toBe('Overdue');
    expect(listCalls(fetchMock)[0]).toEqual({ overdue: 'true' });

    await user.click(screen.getByLabelText('Due'));
    expect((await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent)).toEqual([
      'All',
      'Overdue',
      'Not overdue',
    ]);
    await user.click(screen.getByRole('option', { name: 'Not overdue', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ overdue: 'false' }));
    expect(router.state.location.search).toBe('?overdue=false');

    await user.click(screen.getByLabelText('Due'));
    await user.click(screen.getByRole('option', { name: 'All', hidden: true }));
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({}));
  });

  it('Acknowledge sends PUT acknowledgeTicket, toasts the answer and asks for the list again', async () => {
    const { user, fetchMock } = renderTickets(paths.admin.support, (path, init) =>
      init?.method === 'PUT' && path === `/api/support/acknowledgeTicket/${ticket(1)._id}`
        ? jsonResponse({
            message: supportMessages.acknowledged,
            ticket: { ...ticket(1), acknowledgedAt: '2026-03-05T04:00:00Z' },
          })
        : undefined,
    );
    const row = await rowOf('Issue 1');
    await user.click(within(row).getByRole('button', { name: 'Acknowledge' }));
    expect(await screen.findByText(supportMessages.acknowledged)).toBeTruthy();
    expect(calls(fetchMock, 'PUT', `/support/acknowledgeTicket/${ticket(1)._id}`)).toHaveLength(1);
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it('an unknown Type in the URL is no filter', async () => {
    const { fetchMock } = renderTickets(`${paths.admin.support}?kind=complaints`);
    await screen.findByRole('table');
    expect((screen.getByLabelText('Type') as HTMLInputElement).value).toBe('All');
    expect(listCalls(fetchMock)[0]).toEqual({});
  });

  it('Mark as Resolved needs a message, then sends it and toasts the answer', async () => {
    const { user, fetchMock } = renderTickets(paths.admin.support, (path, init) =>
      init?.method === 'PUT' ? jsonResponse({ message: supportMessages.resolved, ticket: ticket(1) }) : undefined,
    );
    const row = await rowOf('Issue 1');
    await user.click(within(row).getByRole('button', { name: 'Mark as Resolved' }));
    expect(await within(row).findByText(supportMessages.resolutionRequired)).toBeTruthy();
    const input = within(row).getByLabelText('Resolution message for Issue 1');
    expect(document.activeElement).toBe(input);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    await user.type(input, ' Reset your password from the login page ');
    await user.click(within(row).getByRole('button', { name: 'Mark as Resolved' }));
    expect(await screen.findByText(supportMessages.resolved)).toBeTruthy();
    const [put] = calls(fetchMock, 'PUT', `/support/updateTicketStatus/${ticket(1)._id}/status`);
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      status: 'Resolved',
      resolutionMessage: 'Reset your password from the login page',
    });
    // The list is asked again.
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it('shows a server field error under the input, and other failures as a toast', async () => {
    let answer = errorResponse('VALIDATION_FAILED', {
      message: 'Invalid input',
      errors: [{ path: 'resolutionMessage', msg: supportMessages.resolutionRequired }],
    });
    const { user } = renderTickets(paths.admin.support, (_path, init) => (init?.method === 'PUT' ? answer : undefined));
    const row = await rowOf('Issue 1');
    await user.type(within(row).getByLabelText('Resolution message for Issue 1'), 'x');
    await user.keyboard('{Enter}');
    expect(await within(row).findByText(supportMessages.resolutionRequired)).toBeTruthy();

    answer = new Response('bad gateway', { status: 502 });
    await user.click(within(row).getByRole('button', { name: 'Mark as Resolved' }));
    expect(await screen.findByText(supportMessages.updateFailed)).toBeTruthy();
  });

  it('Delete asks first: No sends nothing, Yes sends DELETE {id} and toasts the answer', async () => {
    const { user, fetchMock } = renderTickets(paths.admin.support, (path, init) =>
      path === '/api/support/deleteTicket' && init?.method === 'DELETE'
        ? jsonResponse({ message: supportMessages.deleted })
        : undefined,
    );
    const row = await rowOf('Issue 2');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(supportMessages.deleteConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/support/deleteTicket')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(supportMessages.deleted)).toBeTruthy();
    const [remove] = calls(fetchMock, 'DELETE', '/support/deleteTicket');
    expect(JSON.parse(String(remove![1]!.body))).toEqual({ id: ticket(2)._id });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it('toasts the server refusal of a delete, or the spec text without one', async () => {
    let answer = errorResponse('TICKET_STILL_PENDING', { message: supportMessages.stillPending });
    const { user } = renderTickets(paths.admin.support, (_path, init) =>
      init?.method === 'DELETE' ? answer : undefined,
    );
    const row = await rowOf('Issue 3');
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(supportMessages.stillPending)).toBeTruthy();

    answer = new Response('bad gateway', { status: 502 });
    await user.click(within(await rowOf('Issue 3')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(supportMessages.deleteFailed)).toBeTruthy();
  });

  it('shows the empty text and the fetch failure', async () => {
    renderTickets(paths.admin.support, undefined, () => ({ tickets: [], nextCursor: null }));
    expect(await screen.findByText('No tickets found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the tickets cannot be fetched', async () => {
    renderTickets(paths.admin.support, (path) =>
      path.startsWith('/api/support/getTickets') ? errorResponse('BAD_REQUEST', { message: 'Not now' }) : undefined,
    );
    expect(await screen.findByText(supportMessages.fetchFailed)).toBeTruthy();
  });
});
