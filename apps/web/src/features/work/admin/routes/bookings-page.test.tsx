// @vitest-environment happy-dom
import { adminBookingPageSchema, paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

const booking = (n: number, status: 'confirmed' | 'disputed') => ({
  _id: `90000000-0000-4000-8000-00000000000${n}`,
  service: 'Tap repair',
  seeker: { _id: '00000000-0000-4000-8000-000000000901', name: 'Asha Rao', phone: '9876543210' },
  provider: { _id: '00000000-0000-4000-8000-000000000902', name: 'Suresh Gowda', phone: '9123456780' },
  slotStart: '2026-03-10T04:30:00Z',
  amount: 1_500,
  status,
  paymentStatus: 'captured',
  routeTransfer: n === 2 ? { status: 'failed' as const, failure: 'Linked account is not activated' } : null,
  createdAt: '2026-03-04T18:30:00Z',
});

describe('admin bookings', () => {
  it('lists the bookings with both parties and filters by status in the URL', async () => {
    const asked: string[] = [];
    const { user, router } = renderApp(paths.admin.bookings, {
      user: makeAdmin(),
      onFetch: (path) => {
        asked.push(path);
        const disputed = path.includes('status=disputed');
        return jsonResponse(
          fixture(adminBookingPageSchema, {
            bookings: disputed ? [booking(2, 'disputed')] : [booking(1, 'confirmed'), booking(2, 'disputed')],
            nextCursor: null,
          }),
        );
      },
    });
    expect(await screen.findByRole('heading', { name: 'Bookings', level: 1 })).toBeTruthy();
    const list = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(list).getAllByText('Asha Rao')).toHaveLength(2);
    expect(within(list).getAllByText('9123456780')).toHaveLength(2);
    expect(within(list).getAllByText('₹1,500')).toHaveLength(2);
    // Razorpay's refusal of a provider's share, with its reason.
    expect(within(list).getByText('Refused')).toBeTruthy();
    expect(within(list).getByText('Linked account is not activated')).toBeTruthy();
    expect(asked[0]).toBe('/api/admin/bookings');

    await user.click(screen.getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'In dispute', hidden: true }));
    await waitFor(() => expect(asked.at(-1)).toBe('/api/admin/bookings?status=disputed'));
    expect(router.state.location.search).toBe('?status=disputed');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Bookings' })).getAllByText('Asha Rao')).toHaveLength(1),
    );
    expect(screen.getByRole('link', { name: 'Support, type Dispute' }).getAttribute('href')).toBe(
      `${paths.admin.support}?kind=dispute`,
    );
  });
});
