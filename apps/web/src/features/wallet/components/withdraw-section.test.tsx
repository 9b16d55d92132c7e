// @vitest-environment happy-dom
import {
  ekycAnswerSchema,
  moneyMessages,
  myWithdrawalsSchema,
  paths,
  walletAnswerSchema,
  walletTransactionPageSchema,
  withdrawalMessages,
  withdrawalSchema,
  type EkycAnswer,
  type MyWithdrawals,
  type Withdrawal,
} from '@sevak/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';
import { notifyInfo } from '../../../lib/notify';

const WALLET = fixture(walletAnswerSchema, {
  wallet: { balance: 121_000, available: 120_500, held: 500, currency: 'INR' },
});
const EMPTY_PAGE = fixture(walletTransactionPageSchema, { transactions: [], nextCursor: null });

const ACCOUNT = {
  accountHolderName: 'Asha Verma',
  bankAccountNumber: 'XXXXXXXX1234',
  ifscCode: 'SBIN0001234',
  bankName: 'State Bank of India',
};
const VERIFIED = fixture(ekycAnswerSchema, {
  ekyc: {
    _id: '90000000-0000-4000-8000-000000000001',
    ...ACCOUNT,
    panNumber: 'XXXXXX234F',
    bankProof: null,
    panCardfront: null,
    panCardback: null,
    status: 'approved',
    reason: null,
    submittedAt: '2026-11-18T06:30:00Z',
  },
  payoutAccount: ACCOUNT,
});
const NO_EKYC = fixture(ekycAnswerSchema, { ekyc: null, payoutAccount: null });

let n = 1;
function withdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return fixture(withdrawalSchema, {
    _id: `a0000000-0000-4000-8000-${String(n++).padStart(12, '0')}`,
    amount: 300,
    status: 'requested',
    reason: null,
    utr: null,
    createdAt: '2026-11-20T06:30:00Z',
    paidAt: null,
    ...overrides,
  });
}

const mine = (withdrawals: Withdrawal[] = [], overrides: Partial<MyWithdrawals> = {}) =>
  fixture(myWithdrawalsSchema, { withdrawals, minimum: 100, enabled: true, ...overrides });

type Handler = (init: RequestInit | undefined) => Response;

function renderWithdraw({
  withdrawals = () => mine(),
  ekyc = () => VERIFIED,
  request,
  cancel,
}: {
  withdrawals?: () => MyWithdrawals | Response;
  ekyc?: () => EkycAnswer;
  request?: Handler;
  cancel?: (path: string) => Response;
} = {}) {
  return renderApp(paths.wallet, {
    user: makeUser(),
    onFetch: (path, init) => {
      const method = init?.method ?? 'GET';
      if (path === '/api/wallet') return jsonResponse(WALLET);
      if (path.startsWith('/api/wallet/transactions')) return jsonResponse(EMPTY_PAGE);
      if (path === '/api/ekyc') return jsonResponse(ekyc());
      if (path === '/api/withdrawal/mine') {
        const answer = withdrawals();
        return answer instanceof Response ? answer : jsonResponse(answer);
      }
      if (path === '/api/withdrawal/request' && method === 'POST' && request) return request(init);
      if (/^\/api\/withdrawal\/[^/]+\/cancel$/.test(path) && method === 'POST' && cancel) return cancel(path);
      throw new Error(`Unexpected fetch ${method} ${path}`);
    },
  });
}

const section = () => screen.findByRole('region', { name: 'Withdraw' });
const withdrawForm = async () => within(await screen.findByRole('form', { name: 'Withdraw to your bank account' }));
const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const confirmDialog = () => screen.findByRole('dialog', { name: 'Withdraw to your bank account?' });

describe('wallet: withdraw', () => {
  it('says when withdrawals are off, with no form', async () => {
    renderWithdraw({ withdrawals: () => mine([], { enabled: false }) });
    expect(await within(await section()).findByText(withdrawalMessages.disabled)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Withdraw to your bank account' })).toBeNull();
  });

  it('without a verified bank account: explains and links to the e-KYC page', async () => {
    renderWithdraw({ ekyc: () => NO_EKYC });
    const withdraw = await section();
    expect(await within(withdraw).findByText(withdrawalMessages.ekycRequired)).toBeTruthy();
    expect(within(withdraw).getByRole('link', { name: 'Verify your bank account' }).getAttribute('href')).toBe(
      paths.ekyc,
    );
    expect(screen.queryByRole('form', { name: 'Withdraw to your bank account' })).toBeNull();
    expect(within(withdraw).getByText(withdrawalMessages.noRequests)).toBeTruthy();
  });

  it('with an e-KYC awaiting verification: says so', async () => {
    renderWithdraw({
      ekyc: () => fixture(ekycAnswerSchema, { ekyc: { ...VERIFIED.ekyc!, status: 'pending' }, payoutAccount: null }),
    });
    const withdraw = await section();
    // The status line, once the spinners (statuses too) are gone.
    await waitFor(() => expect(within(withdraw).getByRole('status').textContent).toContain('awaiting verification'));
    expect(within(withdraw).getByRole('link', { name: 'See your e-KYC' }).getAttribute('href')).toBe(paths.ekyc);
  });

  it('shows the available balance, the minimum and the masked account it goes to', async () => {
    renderWithdraw();
    const form = await withdrawForm();
    expect(await form.findByText('Available: ₹1,20,500 · Minimum: ₹100')).toBeTruthy();
    expect(form.getByText('Paid to: State Bank of India XXXXXXXX1234')).toBeTruthy();
  });

  it('refuses a negative amount, more than the available balance and a third decimal before asking, sending nothing', async () => {
    const { user, fetchMock } = renderWithdraw({ request: () => jsonResponse({}) });
    const form = await withdrawForm();
    await form.findByText('Available: ₹1,20,500 · Minimum: ₹100');
    const amount = form.getByLabelText('Amount (₹)');
    for (const [typed, message] of [
      ['-200', moneyMessages.positive],
      ['200000', withdrawalMessages.aboveAvailable('₹1,20,500')],
      ['200.345', moneyMessages.paise],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(form.getByRole('button', { name: 'Withdraw' }));
      expect(await form.findByText(message), typed).toBeTruthy();
      expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      expect(screen.queryByRole('dialog', { name: 'Withdraw to your bank account?' }), typed).toBeNull();
    }
    expect(callsTo(fetchMock, 'POST', '/api/withdrawal/request')).toEqual([]);
  });

  it('refuses less than the minimum before asking, sending nothing', async () => {
    const { user, fetchMock } = renderWithdraw({ request: () => jsonResponse({}) });
    const form = await withdrawForm();
    await user.type(form.getByLabelText('Amount (₹)'), '50');
    await user.click(form.getByRole('button', { name: 'Withdraw' }));
    expect(await form.findByText(withdrawalMessages.belowMinimum('₹100'))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Withdraw to your bank account?' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/withdrawal/request')).toEqual([]);
  });

  it('requests after a confirmation with an Idempotency-Key, toasts once and refreshes the wallet and the list', async () => {
    let list = mine();
    const { user, fetchMock } = renderWithdraw({
      withdrawals: () => list,
      request: () => {
        const created = withdrawal({ amount: 300 });
        list = mine([created]);
        return jsonResponse({ withdrawal: created }, 201);
      },
    });
    const form = await withdrawForm();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/wallet')).toHaveLength(1));
    await user.type(form.getByLabelText('Amount (₹)'), '300');
    await user.click(form.getByRole('button', { name: 'Withdraw' }));

    const dialog = await confirmDialog();
    expect(within(dialog).getByText('₹300 to State Bank of India XXXXXXXX1234')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/withdrawal/request')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));

    // In the live notification's words (the same toast shows once, whichever comes first).
    const notice = withdrawalMessages.notices.requested('₹300');
    expect(await screen.findByText(notice.title)).toBeTruthy();
    act(() => notifyInfo(notice.body, { title: notice.title }));
    expect(screen.getAllByText(notice.body)).toHaveLength(1);
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/withdrawal/request') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ amount: 300 });
    expect(keyOf(init)).toMatch(UUID);
    const list_ = await screen.findByRole('list', { name: 'My withdrawals' });
    expect(within(list_).getByText('₹300')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/wallet').length).toBeGreaterThan(1);
    expect((form.getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's 'Insufficient balance' (the balance moved since) under the amount; the next try is a new request (new key)", async () => {
    let answer = () => errorResponse('INSUFFICIENT_BALANCE', { message: 'Insufficient balance' });
    const { user, fetchMock } = renderWithdraw({ request: () => answer() });
    const form = await withdrawForm();
    const amount = form.getByLabelText('Amount (₹)');
    await user.type(amount, '120000');
    await user.click(form.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await form.findByText('Insufficient balance')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    answer = () => jsonResponse({ withdrawal: withdrawal({ amount: 1000 }) }, 201);
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(form.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText(withdrawalMessages.notices.requested('₹1,000').title)).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', '/api/withdrawal/request');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[1]![1])).not.toBe(keyOf(posts[0]![1]));
  });

  it('a refusal for want of a verified account (e.g. a new e-KYC replaced it) says so and shows the way to e-KYC', async () => {
    let ekyc = VERIFIED;
    const { user } = renderWithdraw({
      ekyc: () => ekyc,
      request: () => {
        ekyc = NO_EKYC;
        return errorResponse('EKYC_REQUIRED', { message: withdrawalMessages.ekycRequired });
      },
    });
    const form = await withdrawForm();
    await user.type(form.getByLabelText('Amount (₹)'), '300');
    await user.click(form.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Yes, withdraw' }));
    const withdraw = await section();
    expect(await within(withdraw).findByRole('link', { name: 'Verify your bank account' })).toBeTruthy();
    expect(within(withdraw).getByText(withdrawalMessages.ekycRequired)).toBeTruthy();
  });

  it('a retry after a lost answer sends the same Idempotency-Key', async () => {
    let fail = true;
    const { user, fetchMock } = renderWithdraw({
      request: () => {
        if (fail) throw new TypeError('Failed to fetch');
        return jsonResponse({ withdrawal: withdrawal() }, 201);
      },
    });
    const form = await withdrawForm();
    await user.type(form.getByLabelText('Amount (₹)'), '300');
    await user.click(form.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await form.findByRole('alert')).toBeTruthy();

    fail = false;
    await user.click(form.getByRole('button', { name: 'Withdraw' }));
    await user.click(within(await confirmDialog()).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByText(withdrawalMessages.notices.requested('₹300').title)).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', '/api/withdrawal/request');
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[1]![1])).toBe(keyOf(posts[0]![1]));
  });
});

describe('wallet: my withdrawals', () => {
  it('lists each as a card: amount, status in words, reason, UTR and dates; Cancel only while requested', async () => {
    renderWithdraw({
      withdrawals: () =>
        mine([
          withdrawal({ amount: 300, status: 'requested' }),
          withdrawal({
            amount: 1500.5,
            status: 'paid',
            utr: 'SBIN426001234567',
            createdAt: '2026-11-10T06:30:00Z',
            paidAt: '2026-11-11T09:00:00Z',
          }),
          withdrawal({ amount: 200, status: 'rejected', reason: 'The account is closed.' }),
        ]),
    });
    const list = await screen.findByRole('list', { name: 'My withdrawals' });
    const [requested, paid, rejected] = within(list).getAllByRole('listitem');

    expect(within(requested!).getByText('₹300')).toBeTruthy();
    expect(within(requested!).getByText('Requested')).toBeTruthy();
    expect(within(requested!).getByText('Requested 20 Nov 2026, 12:00 pm')).toBeTruthy();
    expect(within(requested!).getByRole('button', { name: 'Cancel the withdrawal of ₹300' })).toBeTruthy();

    expect(within(paid!).getByText('₹1,500.50')).toBeTruthy();
    expect(within(paid!).getByText('Paid')).toBeTruthy();
    expect(within(paid!).getByText('Paid 11 Nov 2026, 2:30 pm')).toBeTruthy();
    expect(within(paid!).getByText('SBIN426001234567')).toBeTruthy();
    expect(within(paid!).queryByRole('button')).toBeNull();

    expect(within(rejected!).getByText('Rejected')).toBeTruthy();
    expect(within(rejected!).getByText('Reason: The account is closed.')).toBeTruthy();
    expect(within(rejected!).queryByRole('button')).toBeNull();
  });

  it('cancels after a confirmation, toasts and refreshes', async () => {
    const first = withdrawal({ amount: 300 });
    let list = mine([first]);
    const { user, fetchMock } = renderWithdraw({
      withdrawals: () => list,
      cancel: () => {
        list = mine([{ ...first, status: 'cancelled' }]);
        return jsonResponse({ message: withdrawalMessages.cancelled });
      },
    });
    const cards = await screen.findByRole('list', { name: 'My withdrawals' });
    await user.click(within(cards).getByRole('button', { name: 'Cancel the withdrawal of ₹300' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this withdrawal?' });
    expect(within(dialog).getByText(withdrawalMessages.cancelConfirm)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/withdrawal/${first._id}/cancel`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByText(withdrawalMessages.notices.cancelled('₹300').title)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/withdrawal/${first._id}/cancel`)).toHaveLength(1);
    expect(await within(cards).findByText('Cancelled')).toBeTruthy();
    expect(within(cards).queryByRole('button', { name: /Cancel/ })).toBeNull();
  });
});
