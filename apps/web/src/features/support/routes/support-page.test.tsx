// @vitest-environment happy-dom
import { paths, supportMessages, ticketSchema, type Ticket } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const TICKET = fixture(ticketSchema, {
  _id: '60000000-0000-4000-8000-000000000001',
  bookingId: null,
  kind: 'support',
  issue: 'Payment not showing',
  description: 'I paid the fee yesterday.\nIt still says not paid.',
  status: 'Pending',
  resolutionMessage: null,
  createdAt: '2026-03-04T18:30:00Z',
  resolvedAt: null,
  ticketNumber: 'SV-T-000042',
  acknowledgementDueAt: '2026-03-06T18:30:00Z',
  resolutionDueAt: '2026-04-04T18:30:00Z',
  acknowledgedAt: null,
});

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;

/** /support with GET getActiveTicket answering `active()` (asked each time) and `handle` first. */
function renderSupport(active: () => Ticket | null = () => null, handle: Handler = () => undefined) {
  return renderApp(paths.support, {
    user: makeUser(),
    onFetch: (path, init) => {
      const answer = handle(path, init);
      if (answer) return answer;
      if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
      if (path === '/api/support/getActiveTicket') return jsonResponse({ ticket: active() });
      if (path === '/api/support/dataRequests') return jsonResponse({ tickets: [] });
      throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    },
  });
}

function calls(fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => url === `/api${path}` && (init?.method ?? 'GET') === method);
}

describe('support page', () => {
  it('shows the contact details, the form when no ticket is open, and a link to all tickets', async () => {
    renderSupport();
    expect(await screen.findByRole('heading', { name: 'Customer Care', level: 1 })).toBeTruthy();
    expect(await screen.findByLabelText('Issue')).toBeTruthy();
    expect(screen.getByLabelText('Description')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();

    const contact = await screen.findByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: PUBLIC_CONFIG.support.phone }).getAttribute('href')).toBe(
      'tel:+918047181210',
    );
    expect(within(contact).getByRole('link', { name: PUBLIC_CONFIG.support.email }).getAttribute('href')).toBe(
      `mailto:${PUBLIC_CONFIG.support.email}`,
    );
    expect(within(contact).getByText(PUBLIC_CONFIG.support.hours)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Tickets' }).getAttribute('href')).toBe(paths.tickets);
  });

  it('leaves out contact lines the server leaves empty', async () => {
    renderSupport(
      () => null,
      (path) =>
        path === '/api/config/public'
          ? jsonResponse({ ...PUBLIC_CONFIG, support: { phone: '', email: 'help@sevak.local', hours: '' } })
          : undefined,
    );
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    expect(
      within(contact)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['help@sevak.local']);
    expect(within(contact).queryByText('Phone')).toBeNull();
    expect(within(contact).queryByText('Hours')).toBeNull();
  });

  it('shows the open ticket instead of the form', async () => {
    renderSupport(() => TICKET);
    const card = await screen.findByRole('region', { name: 'Your open ticket' });
    expect(within(card).getByText(TICKET.issue)).toBeTruthy();
    expect(within(card).getByText(/I paid the fee yesterday/)).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).getByText('Submitted on')).toBeTruthy();
    expect(within(card).getByText('05 Mar 2026, 12:00 am')).toBeTruthy();
    // The number to quote, and what we promised (the server's due times, in India's time).
    expect(within(card).getByText('Ticket number')).toBeTruthy();
    expect(within(card).getByText('SV-T-000042')).toBeTruthy();
    expect(within(card).getByText('We will reply by 07 Mar 2026, 12:00 am')).toBeTruthy();
    expect(within(card).getByText('We aim to resolve this by 05 Apr 2026, 12:00 am')).toBeTruthy();
    expect(screen.queryByLabelText('Issue')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('once acknowledged, promises only the resolution', async () => {
    renderSupport(() => ({ ...TICKET, acknowledgedAt: '2026-03-05T04:00:00Z' }));
    const card = await screen.findByRole('region', { name: 'Your open ticket' });
    expect(within(card).getByText('We aim to resolve this by 05 Apr 2026, 12:00 am')).toBeTruthy();
    expect(within(card).queryByText(/We will reply by/)).toBeNull();
  });

  it('says both fields are required and sends nothing', async () => {
    const { user, fetchMock } = renderSupport();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(supportMessages.issueRequired)).toBeTruthy();
    expect(screen.getByText(supportMessages.descriptionRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Issue'));
    expect(calls(fetchMock, 'POST', '/support/addIssue')).toHaveLength(0);
  });

  it('submits the issue, toasts the answer and shows the new ticket', async () => {
    let open: Ticket | null = null;
    const { user, fetchMock } = renderSupport(
      () => open,
      (path, init) => {
        if (path !== '/api/support/addIssue' || init?.method !== 'POST') return undefined;
        open = { ...TICKET, issue: 'Cannot log in', description: 'It says wrong password' };
        return jsonResponse({ message: supportMessages.submitted, ticket: open }, 201);
      },
    );
    await user.type(await screen.findByLabelText('Issue'), '  Cannot log in ');
    await user.type(screen.getByLabelText('Description'), 'It says wrong password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(supportMessages.submitted)).toBeTruthy();
    const card = await screen.findByRole('region', { name: 'Your open ticket' });
    expect(within(card).getByText('Cannot log in')).toBeTruthy();
    expect(screen.queryByLabelText('Issue')).toBeNull();
    const [post] = calls(fetchMock, 'POST', '/support/addIssue');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      issue: 'Cannot log in',
      description: 'It says wrong password',
    });
    // The page asks for the open ticket again (the spec reloads).
    await waitFor(() => expect(calls(fetchMock, 'GET', '/support/getActiveTicket')).toHaveLength(2));
  });

  it('shows the server message when a ticket is already open, and then that ticket', async () => {
    let asked = 0;
    const { user } = renderSupport(
      () => (asked++ === 0 ? null : TICKET),
      (path) =>
        path === '/api/support/addIssue'
          ? errorResponse('TICKET_ALREADY_OPEN', { message: supportMessages.activeExists })
          : undefined,
    );
    await user.type(await screen.findByLabelText('Issue'), 'Again');
    await user.type(screen.getByLabelText('Description'), 'Another one');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(supportMessages.activeExists)).length).toBeGreaterThan(0);
    expect(await screen.findByRole('region', { name: 'Your open ticket' })).toBeTruthy();
  });

  it('puts the server field errors under the fields, and falls back to the spec text', async () => {
    let answer = errorResponse('VALIDATION_FAILED', {
      message: 'Invalid input',
      errors: [{ path: 'description', msg: 'Too long' }],
    });
    const { user } = renderSupport(
      () => null,
      (path) => (path === '/api/support/addIssue' ? answer : undefined),
    );
    await user.type(await screen.findByLabelText('Issue'), 'Issue');
    await user.type(screen.getByLabelText('Description'), 'Text');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(screen.getByLabelText('Description').getAttribute('aria-invalid')).toBe('true');

    answer = new Response('bad gateway', { status: 502 });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText(supportMessages.submitFailed)).length).toBeGreaterThan(0);
  });

  it('says when the open ticket cannot be fetched, and asks again on Try again', async () => {
    let fail = true;
    const { user } = renderSupport(
      () => null,
      // A 4xx: the query client retries 5xx answers first, which would only slow the test.
      (path) =>
        fail && path === '/api/support/getActiveTicket'
          ? errorResponse('BAD_REQUEST', { message: 'Not now' })
          : undefined,
    );
    expect(await screen.findByText(supportMessages.fetchActiveFailed)).toBeTruthy();
    expect(screen.queryByLabelText('Issue')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Issue')).toBeTruthy();
  });
});
