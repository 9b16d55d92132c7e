// @vitest-environment happy-dom
import {
  ekycAnswerSchema,
  myInvestmentsSchema,
  myWithdrawalsSchema,
  paths,
  publicConfigSchema,
  walletAnswerSchema,
  walletTransactionPageSchema,
  type MyInvestment,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const MONTHLY: MyInvestment = {
  _id: '91000000-0000-4000-8000-000000000001',
  kind: 'monthly',
  amount: 100_000,
  returnAmount: 2_000,
  startDate: '2026-08-04T18:30:00Z',
  nextPayoutDate: '2026-12-04T18:30:00Z',
  nextPayoutAmount: 2_000,
  duration: 12,
  status: 'active',
  paidInstallments: 3,
  totalInstallments: 12,
};
const YEARLY: MyInvestment = {
  _id: '91000000-0000-4000-8000-000000000002',
  kind: 'yearly',
  amount: 50_000,
  returnAmount: 56_000,
  startDate: '2025-01-04T18:30:00Z',
  nextPayoutDate: null,
  nextPayoutAmount: null,
  duration: 12,
  status: 'matured',
  paidInstallments: 1,
  totalInstallments: 1,
};

/** The wallet page with investments on or off and the member's plans. */
function renderWallet(enabled: boolean, investments: MyInvestment[]) {
  return renderApp(paths.wallet, {
    user: makeUser(),
    onFetch: (path) => {
      if (path === '/api/config/public')
        return jsonResponse(fixture(publicConfigSchema, { ...PUBLIC_CONFIG, investmentsEnabled: enabled }));
      if (path === '/api/invest/mine') {
        return enabled
          ? jsonResponse(fixture(myInvestmentsSchema, { investments }))
          : errorResponse('INVESTMENTS_DISABLED', { message: 'Not found' });
      }
      if (path === '/api/wallet')
        return jsonResponse(
          fixture(walletAnswerSchema, { wallet: { balance: 6_000, available: 6_000, held: 0, currency: 'INR' } }),
        );
      if (path === '/api/withdrawal/mine')
        return jsonResponse(fixture(myWithdrawalsSchema, { withdrawals: [], minimum: 100, enabled: true }));
      if (path === '/api/ekyc') return jsonResponse(fixture(ekycAnswerSchema, { ekyc: null, payoutAccount: null }));
      if (path.startsWith('/api/wallet/transactions'))
        return jsonResponse(fixture(walletTransactionPageSchema, { transactions: [], nextCursor: null }));
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

const investCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/invest'));

describe('My plans on /wallete', () => {
  it('lists each plan: kind, amount, installments paid of total, next payout date and amount, status', async () => {
    renderWallet(true, [MONTHLY, YEARLY]);
    const section = await screen.findByRole('region', { name: 'My plans' }, { timeout: 5000 });
    const [monthly, yearly] = within(section).getAllByRole('listitem');
    expect(within(monthly!).getByText('Monthly income: ₹1,00,000')).toBeTruthy();
    expect(within(monthly!).getByText('3 of 12')).toBeTruthy();
    expect(within(monthly!).getByText('₹2,000 on 05 Dec 2026')).toBeTruthy();
    expect(within(monthly!).getByText('active')).toBeTruthy();
    expect(within(yearly!).getByText('Fixed deposit: ₹50,000')).toBeTruthy();
    expect(within(yearly!).getByText('1 of 1')).toBeTruthy();
    expect(within(yearly!).getByText('matured')).toBeTruthy();
  });

  it('shows nothing without a plan', async () => {
    const { fetchMock } = renderWallet(true, []);
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(investCalls(fetchMock)).toEqual(['/api/invest/mine']));
    expect(screen.queryByRole('heading', { name: 'My plans' })).toBeNull();
  });

  it('shows nothing and asks nothing while investments are off', async () => {
    const { fetchMock } = renderWallet(false, [MONTHLY]);
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/config/public'));
    await screen.findByText('Balance');
    expect(screen.queryByRole('heading', { name: 'My plans' })).toBeNull();
    expect(investCalls(fetchMock)).toEqual([]);
  });
});
