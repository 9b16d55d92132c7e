// @vitest-environment happy-dom
import { paths, type User } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../../../test/fixtures';
import { callsTo } from '../../../../test/render-app';
import { openDetails, payment, RECORD, userDetailsServer as server } from '../../../../test/admin';

/** User Details: the member's payments, and approving when the fee is not paid. */
describe('User Details modal: payments', () => {
  it('shows the fee paid, with its day, and each duplicate payment with where its refund stands', async () => {
    const { dialog } = await openDetails(
      server(undefined, RECORD, [
        payment({
          _id: 'p-dup2',
          paymentId: 'pay_Dup0000000002',
          status: 'duplicate',
          duplicateOf: 'p-fee',
          capturedAt: '2026-03-04T18:40:00Z',
          refundStatus: 'failed',
          refundFailure: 'Insufficient balance',
        }),
        payment({
          _id: 'p-dup1',
          paymentId: 'pay_Dup0000000001',
          status: 'duplicate',
          duplicateOf: 'p-fee',
          capturedAt: '2026-03-04T18:36:00Z',
          refundStatus: 'processed',
          refundId: 'rfnd_A1',
          refundedAt: '2026-03-05T04:00:00Z',
        }),
        payment({}),
      ]),
    );
    const fee = within(dialog).getByRole('region', { name: 'Registration fee' });
    expect(await within(fee).findByText('Paid ₹121 on 05 Mar 2026')).toBeTruthy();
    const duplicates = within(within(fee).getByRole('list', { name: 'Duplicate payments' })).getAllByRole('listitem');
    expect(duplicates.map((item) => item.textContent)).toEqual([
      'Paid again ₹121 on 05 Mar 2026, 12:10 amRefund failedpay_Dup0000000002 · refund failed: Insufficient balance',
      'Paid again ₹121 on 05 Mar 2026, 12:06 amRefundedpay_Dup0000000001 · refunded on 05 Mar 2026 (rfnd_A1)',
    ]);
  });

  describe('approving a member whose fee is unpaid', () => {
    const UNPAID: User = { ...RECORD, paymentVerified: false };

    it('says Not paid and asks first: No keeps them pending, Yes approves with allowUnpaid', async () => {
      const { user, dialog, fetchMock, router } = await openDetails(
        server(
          (path, init) =>
            path === '/api/auth/approveUser' && init?.method === 'PUT'
              ? jsonResponse({ message: 'User approved successfully' })
              : undefined,
          UNPAID,
        ),
      );
      expect(
        within(within(dialog).getByRole('region', { name: 'Registration fee' })).getByText('Not paid'),
      ).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      let confirm = await screen.findByRole('dialog', { name: 'Approve an unpaid member?' });
      expect(within(confirm).getByText('This member has not paid the ₹121 fee. Approve anyway?')).toBeTruthy();
      await user.click(within(confirm).getByRole('button', { name: 'No' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Approve an unpaid member?' })).toBeNull());
      expect(callsTo(fetchMock, 'PUT', '/api/auth/approveUser')).toHaveLength(0);
      expect(screen.getByRole('dialog', { name: 'User Details' })).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      confirm = await screen.findByRole('dialog', { name: 'Approve an unpaid member?' });
      await user.click(within(confirm).getByRole('button', { name: 'Yes, approve' }));
      expect(await screen.findByText('User approved successfully')).toBeTruthy();
      const [, init] = callsTo(fetchMock, 'PUT', '/api/auth/approveUser')[0]!;
      expect(JSON.parse(String(init?.body))).toEqual({ userId: RECORD._id, allowUnpaid: true });
      await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.users));
    });

    it('shows the server’s 409 in the dialog and reloads the record, so the next Approve asks', async () => {
      let record: User = RECORD;
      const { user, dialog, fetchMock } = await openDetails((path, init) => {
        if (path === '/api/auth/approveUser' && init?.method === 'PUT') {
          // The fee turned out unpaid (the record on screen was stale).
          record = UNPAID;
          return errorResponse('FEE_UNPAID', {
            message: 'This member has not paid the registration fee. Confirm to approve them anyway.',
          });
        }
        return server(undefined, record)(path, init);
      });
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      const alert = await within(dialog).findByRole('alert');
      expect(alert.textContent).toContain(
        'This member has not paid the registration fee. Confirm to approve them anyway.',
      );
      expect(JSON.parse(String(callsTo(fetchMock, 'PUT', '/api/auth/approveUser')[0]![1]?.body))).toEqual({
        userId: RECORD._id,
      });
      expect(await within(dialog).findByText('Not paid')).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'User Details' })).toBeTruthy();

      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await screen.findByRole('dialog', { name: 'Approve an unpaid member?' })).toBeTruthy();
    });
  });
});
