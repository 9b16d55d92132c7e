// @vitest-environment happy-dom
import { DATA_REQUEST_TOPIC_LABELS, paths, supportMessages, ticketSchema } from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser } from '../../../test/fixtures';
import { screenWidth } from '../../../test/media';
import { renderApp } from '../../../test/render-app';

const PENDING = fixture(ticketSchema, {
  _id: '60000000-0000-4000-8000-000000000002',
  bookingId: null,
  kind: 'support',
  issue: 'Cannot log in',
  description: 'It says wrong password',
  status: 'Pending',
  resolutionMessage: null,
  createdAt: '2026-03-05T04:30:00Z',
  resolvedAt: null,
  ticketNumber: 'SV-T-000002',
  acknowledgementDueAt: '2026-03-07T04:30:00Z',
  resolutionDueAt: '2026-04-05T04:30:00Z',
  acknowledgedAt: null,
});
const RESOLVED = fixture(ticketSchema, {
  _id: '60000000-0000-4000-8000-000000000001',
  bookingId: null,
  kind: 'support',
  issue: 'Payment not showing',
  description: 'I paid the fee yesterday.',
  status: 'Resolved',
  resolutionMessage: 'Your payment is now recorded.',
  createdAt: '2026-03-04T18:30:00Z',
  resolvedAt: '2026-03-05T03:00:00Z',
  ticketNumber: 'SV-T-000001',
  acknowledgementDueAt: '2026-03-06T18:30:00Z',
  resolutionDueAt: '2026-04-04T18:30:00Z',
  acknowledgedAt: '2026-03-05T03:00:00Z',
});

function renderTickets(answer: () => Response) {
  return renderApp(paths.tickets, {
    user: makeUser(),
    onFetch: (path) => {
      if (path === '/api/support/userTickets') return answer();
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('your support tickets', () => {
  it('lists the tickets with their numbers, what we promised on the open one, and a way back', async () => {
    screenWidth(true);
    renderTickets(() => jsonResponse({ tickets: [PENDING, RESOLVED] }));
    expect(await screen.findByRole('heading', { name: 'Your Support Tickets', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table');
    // The table scrolls sideways in its own (keyboard-reachable) box on a phone.
    expect(screen.getByRole('region', { name: 'Your tickets' }).contains(table)).toBe(true);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Ticket number', 'Issue', 'Description', 'Status', 'Resolution Message', 'Created At']);
    expect(cellsOf(rows[1]!)).toEqual([
      'SV-T-000002',
      'Cannot log in',
      'It says wrong password',
      'PendingWe will reply by 07 Mar 2026, 10:00 amWe aim to resolve this by 05 Apr 2026, 10:00 am',
      supportMessages.noResolution,
      '05 Mar 2026, 10:00 am',
    ]);
    // Resolved: its promises are kept, none is shown.
    expect(cellsOf(rows[2]!)).toEqual([
      'SV-T-000001',
      'Payment not showing',
      'I paid the fee yesterday.',
      'Resolved',
      'Your payment is now recorded.',
      '05 Mar 2026, 12:00 am',
    ]);
    expect(screen.getByRole('link', { name: 'Back to Customer Care' }).getAttribute('href')).toBe(paths.support);
  });

  it('on a phone, shows a card per ticket (no sideways scroll)', async () => {
    screenWidth(false);
    renderTickets(() => jsonResponse({ tickets: [PENDING, RESOLVED] }));
    const list = await screen.findByRole('list', { name: 'Your tickets' });
    expect(screen.queryByRole('table')).toBeNull();
    const [pending, resolved] = within(list).getAllByRole('listitem');
    expect(within(pending!).getByText('Cannot log in')).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByText(supportMessages.noResolution)).toBeTruthy();
    expect(within(pending!).getByText('Created 05 Mar 2026, 10:00 am')).toBeTruthy();
    expect(within(pending!).getByText('Ticket number: SV-T-000002')).toBeTruthy();
    expect(within(pending!).getByText('We will reply by 07 Mar 2026, 10:00 am')).toBeTruthy();
    expect(within(pending!).getByText('We aim to resolve this by 05 Apr 2026, 10:00 am')).toBeTruthy();
    expect(within(resolved!).getByText('Ticket number: SV-T-000001')).toBeTruthy();
    expect(within(resolved!).queryByText(/We aim to resolve/)).toBeNull();
    expect(within(resolved!).getByText('Your payment is now recorded.')).toBeTruthy();
    expect(within(resolved!).getByText('Resolved')).toBeTruthy();
  });

  it('marks a data request as such, its topic in the member’s words', async () => {
    screenWidth(true);
    const request = fixture(ticketSchema, {
      ...PENDING,
      _id: '60000000-0000-4000-8000-000000000003',
      kind: 'data_request',
      issue: DATA_REQUEST_TOPIC_LABELS.access,
    });
    renderTickets(() => jsonResponse({ tickets: [request, RESOLVED] }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(cellsOf(rows[1]!)[1]).toBe(`${DATA_REQUEST_TOPIC_LABELS.access} Data request`);
    expect(cellsOf(rows[2]!)[1]).toBe('Payment not showing');
  });

  it('says when there are none', async () => {
    renderTickets(() => jsonResponse({ tickets: [] }));
    expect(await screen.findByText('You have not raised any tickets yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when they cannot be fetched', async () => {
    renderTickets(() => errorResponse('BAD_REQUEST', { message: 'Not now' }));
    expect(await screen.findByText(supportMessages.fetchFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
