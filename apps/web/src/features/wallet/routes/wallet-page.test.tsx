// @vitest-environment happy-dom
import {
  ekycAnswerSchema,
  financialYearStart,
  myWithdrawalsSchema,
  indianDayOf,
  paths,
  taxStatementSchema,
  walletAnswerSchema,
  walletMessages,
  walletTransactionPageSchema,
  type User,
  type WalletTransactionPage,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';
import { screenWidth } from '../../../test/media';

const WALLET = fixture(walletAnswerSchema, {
  wallet: { balance: 121_000, available: 120_500, held: 500, currency: 'INR' },
});

const FIRST_PAGE = fixture(walletTransactionPageSchema, {
  transactions: [
    {
      _id: '80000000-0000-4000-8000-000000000003',
      kind: 'withdrawal',
      amount: -500,
      balanceAfter: 121_000,
      status: 'pending',
      description: 'To bank account ending 4321',
      createdAt: '2026-11-20T06:30:00Z',
    },
    {
      _id: '80000000-0000-4000-8000-000000000002',
      kind: 'referral_reward',
      amount: 25,
      balanceAfter: 121_000,
      status: 'posted',
      description: 'Ravi K. joined your team',
      createdAt: '2026-11-19T18:30:00Z',
    },
  ],
  nextCursor: 'cursor-2',
});

const SECOND_PAGE = fixture(walletTransactionPageSchema, {
  transactions: [
    {
      _id: '80000000-0000-4000-8000-000000000001',
      kind: 'investment_payout',
      amount: 120_975,
      balanceAfter: 120_975,
      status: 'posted',
      description: 'Monthly income plan, installment 1 of 12',
      createdAt: '2026-10-01T04:30:00Z',
    },
  ],
  nextCursor: null,
});

const EMPTY_PAGE = fixture(walletTransactionPageSchema, { transactions: [], nextCursor: null });
const NO_WITHDRAWALS = fixture(myWithdrawalsSchema, { withdrawals: [], minimum: 100, enabled: true });
const NO_EKYC = fixture(ekycAnswerSchema, { ekyc: null, payoutAccount: null });

type Pages = (search: URLSearchParams) => WalletTransactionPage | Response;

function renderWallet({
  url = paths.wallet,
  pages = () => FIRST_PAGE,
  wallet = () => jsonResponse(WALLET),
  other,
  user = makeUser(),
}: {
  url?: string;
  pages?: Pages;
  wallet?: () => Response;
  other?: (path: string, init: RequestInit | undefined) => Response | undefined;
  user?: User;
} = {}) {
  return renderApp(url, {
    user,
    onFetch: (path, init) => {
      const answer = other?.(path, init);
      if (answer) return answer;
      if (path === '/api/wallet') return wallet();
      if (path === '/api/withdrawal/mine') return jsonResponse(NO_WITHDRAWALS);
      if (path === '/api/ekyc') return jsonResponse(NO_EKYC);
      if (path === '/api/wallet/transactions' || path.startsWith('/api/wallet/transactions?')) {
        const page = pages(new URL(path, 'http://x').searchParams);
        return page instanceof Response ? page : jsonResponse(page);
      }
      throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    },
  });
}

const transactionCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][])
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/wallet/transactions'));

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(option));
}

const history = () => screen.getByRole('region', { name: 'History' });

describe('wallet page', () => {
  it('shows the balances with Indian digit grouping', async () => {
    renderWallet();
    expect(await screen.findByRole('heading', { name: 'Wallet', level: 1 })).toBeTruthy();
    const balances = await screen.findByLabelText('Your balances');
    const figure = (term: string) => within(balances).getByText(term).nextElementSibling?.textContent;
    expect(figure('Balance')).toBe('₹1,21,000');
    expect(figure('Available')).toBe('₹1,20,500');
    expect(figure('Held')).toBe('₹500');
  });

  it('has a Withdraw section (withdraw-section.test.tsx tests it)', async () => {
    renderWallet();
    const withdraw = await screen.findByRole('region', { name: 'Withdraw' });
    expect(await within(withdraw).findByRole('link', { name: 'Verify your bank account' })).toBeTruthy();
  });

  it('lists the history as cards on a phone: kind, description, signed and coloured amount, balance, date, status', async () => {
    screenWidth(false);
    renderWallet();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    const [withdrawal, reward] = within(list).getAllByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();

    expect(within(withdrawal!).getByText('Withdrawal')).toBeTruthy();
    expect(within(withdrawal!).getByText('To bank account ending 4321')).toBeTruthy();
    const minus = within(withdrawal!).getByText('−₹500');
    expect(minus.getAttribute('style')).toContain('red');
    expect(within(withdrawal!).getByText('Pending')).toBeTruthy();
    expect(within(withdrawal!).getByText('20 Nov 2026, 12:00 pm')).toBeTruthy();
    expect(within(withdrawal!).getByText('Balance ₹1,21,000')).toBeTruthy();

    expect(within(reward!).getByText('Referral reward')).toBeTruthy();
    const plus = within(reward!).getByText('+₹25');
    expect(plus.getAttribute('style')).toContain('teal');
    expect(within(reward!).getByText('20 Nov 2026, 12:00 am')).toBeTruthy();
    // A posted transaction carries no badge.
    expect(within(reward!).queryByText('Posted')).toBeNull();
  });

  it('lists the history as a table on a wide screen', async () => {
    screenWidth(true);
    renderWallet();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Type', 'Description', 'Amount', 'Balance']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20 Nov 2026, 12:00 pm', 'WithdrawalPending', 'To bank account ending 4321', '−₹500', '₹1,21,000']);
    expect(within(rows[2]!).getByText('+₹25')).toBeTruthy();
  });

  it('sends the filters with the request and keeps them in the URL', async () => {
    const { user, fetchMock, router } = renderWallet();
    await screen.findByText('+₹25');
    const filters = within(history()).getByRole('region', { name: 'Filters' });
    expect((within(filters).getByLabelText('Kind') as HTMLInputElement).value).toBe('All kinds');
    expect(transactionCalls(fetchMock)).toEqual(['/api/wallet/transactions']);

    await user.type(within(filters).getByLabelText('From'), '01/11/2026');
    await user.type(within(filters).getByLabelText('To'), '30/11/2026');
    await choose(user, 'Kind', 'Withdrawal');

    await waitFor(() =>
      expect(transactionCalls(fetchMock).at(-1)).toBe(
        '/api/wallet/transactions?from=2026-11-01&to=2026-11-30&kind=withdrawal',
      ),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      kind: 'withdrawal',
    });
  });

  it('reads the filters from the URL', async () => {
    const { fetchMock } = renderWallet({ url: `${paths.wallet}?kind=referral_reward&from=2026-04-01` });
    await screen.findByText('+₹25');
    expect(transactionCalls(fetchMock)).toEqual(['/api/wallet/transactions?from=2026-04-01&kind=referral_reward']);
    expect((screen.getByLabelText('Kind') as HTMLInputElement).value).toBe('Referral reward');
  });

  it('asks nothing while To is before From, and says why', async () => {
    const { fetchMock } = renderWallet({ url: `${paths.wallet}?from=2026-11-30&to=2026-11-01` });
    expect(await screen.findByText(walletMessages.fromAfterTo)).toBeTruthy();
    await screen.findByLabelText('Your balances');
    expect(transactionCalls(fetchMock)).toEqual([]);
  });

  it('Load more asks for the next page with the cursor and adds it below', async () => {
    const { user, fetchMock } = renderWallet({
      url: `${paths.wallet}?kind=investment_payout`,
      pages: (search) => (search.get('cursor') === 'cursor-2' ? SECOND_PAGE : FIRST_PAGE),
    });
    await screen.findByText('+₹25');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('+₹1,20,975')).toBeTruthy();
    expect(transactionCalls(fetchMock).at(-1)).toBe('/api/wallet/transactions?kind=investment_payout&cursor=cursor-2');
    // The first page stays; no more pages, no more button.
    expect(screen.getByText('+₹25')).toBeTruthy();
    expect(screen.getByText('−₹500')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows a provider the tax taken on their jobs this month, and a CSV of it', async () => {
    const month = indianDayOf(new Date()).slice(0, 7);
    const statement = fixture(taxStatementSchema, {
      month,
      rows: [
        {
          workRequestId: '90000000-0000-4000-8000-000000000041',
          invoiceNumber: 'J/2627/000003',
          issuedAt: '2026-12-02T06:00:00.000Z',
          description: 'Tap repair',
          taxableValue: 423.73,
          total: 500,
          tcs: 2.12,
          tds: 0.42,
        },
      ],
      totals: { taxableValue: 423.73, total: 500, tcs: 2.12, tds: 0.42 },
    });
    renderWallet({
      user: makeUser({ businessCategory: ['Plumber'] }),
      other: (path) => (path === `/api/work/tax-statement?month=${month}` ? jsonResponse(statement) : undefined),
    });
    const table = await screen.findByRole('table', { name: 'Tax taken on your jobs this month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toContain('J/2627/000003');
    expect(rows[1]).toContain('₹2.12');
    expect(rows.at(-1)).toBe('Total₹500₹2.12₹0.42');
    expect(screen.getByRole('link', { name: 'Download this month as CSV' }).getAttribute('href')).toBe(
      `/api/work/tax-statement.csv?month=${month}`,
    );
  });

  it('explains an empty wallet and links to the Team page', async () => {
    renderWallet({ pages: () => EMPTY_PAGE });
    expect(await screen.findByText(walletMessages.emptyHistory)).toBeTruthy();
    expect(screen.getByRole('link', { name: /team/i }).getAttribute('href')).toBe(paths.team);
  });

  it('says when no transaction matches the filters', async () => {
    renderWallet({ url: `${paths.wallet}?kind=adjustment`, pages: () => EMPTY_PAGE });
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
    expect(screen.queryByText(walletMessages.emptyHistory)).toBeNull();
  });

  it('says when the wallet cannot be fetched, with a way to try again', async () => {
    renderWallet({
      wallet: () => errorResponse('BAD_REQUEST', { message: 'No' }),
      pages: () => errorResponse('BAD_REQUEST', { message: 'No' }),
    });
    await waitFor(() => expect(screen.getAllByText(walletMessages.fetchFailed)).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  });

  it('downloads the statement of the financial year so far, as PDF or CSV, for the days chosen', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    const { user, fetchMock } = renderWallet({
      other: (path) =>
        path.startsWith('/api/wallet/statement?')
          ? new Response(new Blob(['%PDF-1.4']), { headers: { 'Content-Type': 'application/pdf' } })
          : undefined,
    });
    const statement = await screen.findByRole('region', { name: 'Download statement' });
    const to = indianDayOf(new Date());
    const from = financialYearStart(to);
    const shown = (day: string) => day.split('-').reverse().join('/');
    expect((within(statement).getByLabelText('From') as HTMLInputElement).value).toBe(shown(from));
    expect((within(statement).getByLabelText('To') as HTMLInputElement).value).toBe(shown(to));

    await user.click(within(statement).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(callsTo(fetchMock, 'GET', `/api/wallet/statement?from=${from}&to=${to}&format=pdf`)).toHaveLength(1);
    expect(clicks[0]!.download).toBe(`Sevak_Wallet_Statement_${from}_${to}.pdf`);

    const fromInput = within(statement).getByLabelText('From');
    await user.clear(fromInput);
    await user.type(fromInput, '01/04/2025');
    await user.click(within(statement).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(callsTo(fetchMock, 'GET', `/api/wallet/statement?from=2025-04-01&to=${to}&format=csv`)).toHaveLength(1);
    expect(clicks[1]!.download).toBe(`Sevak_Wallet_Statement_2025-04-01_${to}.csv`);
  });

  it('toasts why a statement could not be made', async () => {
    const { user } = renderWallet({
      other: (path) =>
        path.startsWith('/api/wallet/statement?')
          ? errorResponse('BAD_REQUEST', { message: 'Statements go back at most 8 years.' })
          : undefined,
    });
    const statement = await screen.findByRole('region', { name: 'Download statement' });
    await user.click(within(statement).getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Statements go back at most 8 years.')).toBeTruthy();
  });
});
