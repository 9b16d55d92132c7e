// @vitest-environment happy-dom
import { adminStatsSchema, paths } from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

/** 30 days ending 2026-03-30, a registration and a fee on some of them. */
const DAILY = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  registrations: i % 3,
  revenue: (i % 3) * 121,
}));

const STATS = fixture(adminStatsSchema, {
  members: 12_345,
  awaitingApproval: 17,
  feePaid: 9_876,
  openTickets: 4,
  revenueThisMonth: 1_21_000,
  owedToMembers: 12_34_567.5,
  referralRewardsThisMonth: 2_500,
  withdrawalsWaiting: 3,
  withdrawalsPaidThisMonth: 45_000,
  bookingsToday: 7,
  bookingValueThisMonth: 2_50_000,
  commissionThisMonth: 25_000,
  inEscrow: 12_500,
  disputesOpen: 2,
  daily: DAILY,
});

function renderDashboard() {
  return renderApp(paths.admin.dashboard, {
    user: makeAdmin(),
    onFetch: (path) => {
      if (path === '/api/admin/stats') return jsonResponse(STATS);
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

describe('admin dashboard', () => {
  it('shows each number as a link to its screen', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();

    const link = async (name: RegExp) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await link(/^Members\s*12,345$/)).toBe(paths.admin.users);
    expect(await link(/^Awaiting approval\s*17$/)).toBe(paths.admin.approve);
    expect(await link(/^Fee paid\s*9,876$/)).toBe(`${paths.admin.users}?paid=true`);
    expect(await link(/^Revenue this month\s*₹1,21,000$/)).toBe(paths.admin.paymentInvoices);
    expect(await link(/^Open tickets\s*4$/)).toBe(paths.admin.support);
    expect(await link(/^Withdrawals waiting\s*3$/)).toBe(paths.admin.withdrawals);
    expect(await link(/^Disputes open\s*2$/)).toBe(`${paths.admin.support}?kind=dispute`);
  });

  it('shows the marketplace: bookings today, booking value and commission this month, escrow', async () => {
    renderDashboard();
    const tile = async (label: string) => (await screen.findByText(label)).parentElement!;
    expect((await tile('Bookings today')).textContent).toBe('Bookings today7');
    expect((await tile('Booking value this month')).textContent).toBe('Booking value this month₹2,50,000');
    expect((await tile('Commission this month')).textContent).toBe('Commission this month₹25,000');
    expect((await tile('In escrow')).textContent).toBe('In escrow₹12,500');
  });

  it('shows what the wallets owe the members and this month’s referral rewards', async () => {
    renderDashboard();
    const tile = async (label: string) => (await screen.findByText(label)).parentElement!;
    expect((await tile('Owed to members')).textContent).toBe('Owed to members₹12,34,567.50');
    expect((await tile('Referral rewards this month')).textContent).toBe('Referral rewards this month₹2,500');
    expect((await tile('Withdrawals paid this month')).textContent).toBe('Withdrawals paid this month₹45,000');
    // No screen lists them yet: plain tiles, not links that lead nowhere.
    expect(screen.queryByRole('link', { name: /Owed to members/ })).toBeNull();
  });

  it('draws no chart without a canvas, and lists the 30 days in a table', async () => {
    const { user } = renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Last 30 days', level: 2 })).toBeTruthy();
    // happy-dom has no 2D canvas: the lazily loaded chart says so instead of crashing.
    expect(await screen.findByText(/cannot draw the chart/)).toBeTruthy();

    await user.click(screen.getByText('Show as table'));
    const table = await screen.findByRole('table', { name: /last 30 days/ });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Day', 'Registrations', 'Fee revenue']);
    expect(rows).toHaveLength(31);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(rows[1]!)).toEqual(['01 Mar 2026', '0', '₹0']);
    expect(cells(rows[3]!)).toEqual(['03 Mar 2026', '2', '₹242']);
    expect(cells(rows[30]!)).toEqual(['30 Mar 2026', '2', '₹242']);
  });

  it('shows the server message when the stats fail', async () => {
    renderApp(paths.admin.dashboard, {
      user: makeAdmin(),
      onFetch: () => errorResponse('BAD_REQUEST', { message: 'Stats are resting' }),
    });
    expect(await screen.findByText('Stats are resting')).toBeTruthy();
  });
});
