// @vitest-environment happy-dom
import {
  adminWithdrawalPageSchema,
  adminWithdrawalSchema,
  paths,
  withdrawalActionAnswerSchema,
  withdrawalMessages,
  type AdminWithdrawal,
  type AdminWithdrawalPage,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { callsTo, renderApp } from '../../../../test/render-app';
import { screenWidth } from '../../../../test/media';
import { cellTexts, type Handler } from '../../../../test/admin';

const LIST_PATH = '/api/withdrawal/requests';
const LOCAL_PATH = '/api/withdrawal/local/complete';

let next = 1;
function withdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  const n = next++;
  return fixture(adminWithdrawalSchema, {
    _id: `80000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    amount: 125_000.5,
    status: 'requested',
    reason: null,
    utr: null,
    createdAt: '2026-03-04T18:30:00Z',
    paidAt: null,
    user: { _id: '00000000-0000-4000-8000-000000000201', name: 'Meena Iyer', phone: '9876500001' },
    kyc: {
      accountHolderName: 'MEENA IYER',
      bankAccountNumber: '123456789012',
      ifscCode: 'SBIN0001234',
      bankName: 'State Bank of India',
      bankProof: '/api/files/bank-proof-1',
      panCardfront: '/api/files/pan-front-1',
      panCardback: null,
      status: 'approved',
    },
    ...overrides,
  });
}

const MEENA = withdrawal();
const ARJUN = withdrawal({
  amount: 300,
  createdAt: '2026-03-05T06:45:00Z',
  user: { _id: '00000000-0000-4000-8000-000000000202', name: 'Arjun Rao', phone: '9876500002' },
  kyc: {
    accountHolderName: 'ARJUN RAO',
    bankAccountNumber: '50100234567891',
    ifscCode: 'HDFC0000123',
    bankName: 'HDFC Bank',
    bankProof: null,
    panCardfront: null,
    panCardback: null,
    status: 'pending',
  },
});

function page(
  withdrawals: AdminWithdrawal[],
  { nextCursor = null, payoutProvider = 'local' }: Partial<Omit<AdminWithdrawalPage, 'withdrawals'>> = {},
): AdminWithdrawalPage {
  return fixture(adminWithdrawalPageSchema, { withdrawals, nextCursor, payoutProvider });
}

const answer = (message: string, status: AdminWithdrawal['status'], utr: string | null = null) =>
  fixture(withdrawalActionAnswerSchema, {
    message,
    withdrawal: {
      _id: MEENA._id,
      amount: MEENA.amount,
      status,
      reason: null,
      utr,
      createdAt: MEENA.createdAt,
      paidAt: null,
    },
  });

/** The list (`list(query)`, read on every call), then whatever `extra` answers. */
function renderRequests(
  list: (query: URLSearchParams) => AdminWithdrawalPage = () => page([MEENA, ARJUN]),
  extra?: Handler,
  url: string = paths.admin.withdrawals,
) {
  return renderApp(url, {
    user: makeAdmin(),
    onFetch: (path, init) => {
      const found = extra?.(path, init);
      if (found) return found;
      if (path === LIST_PATH || path.startsWith(`${LIST_PATH}?`))
        return jsonResponse(list(new URLSearchParams(path.split('?')[1] ?? '')));
      return errorResponse('NOT_FOUND', { message: 'Not found' });
    },
  });
}

/** The queries of the list calls, in order. */
function listCalls(fetchMock: ReturnType<typeof renderApp>['fetchMock']): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url === LIST_PATH || url.startsWith(`${LIST_PATH}?`))
    .map((url) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')));
}

const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

type UserEvents = ReturnType<typeof renderApp>['user'];

/** Picks an option of a Mantine Select, as a person does: open it, click the option. */
async function choose(user: UserEvents, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
  await waitFor(() => expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe(option));
}

async function heading() {
  // The first test of a file also waits for the page's code to load.
  return screen.findByRole('heading', { name: 'Withdrawal Requests', level: 1 }, { timeout: 5000 });
}

async function rows(): Promise<HTMLElement[]> {
  const table = within(await screen.findByRole('region', { name: 'Withdrawal requests' })).getByRole('table');
  return within(table).getAllByRole('row');
}

/** Opens Approve payout of Meena's request. */
async function openApprove(user: UserEvents): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: 'Approve payout to Meena Iyer' }));
  return screen.findByRole('dialog', { name: 'Approve payout' });
}

describe('admin Withdrawal Requests', () => {
  it('lists the spec columns with full account numbers, ₹ amounts and statuses; requested or processing by default', async () => {
    screenWidth(true);
    const { fetchMock } = renderRequests();
    await heading();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Withdrawal Requests' }).getAttribute('href')).toBe(
      paths.admin.withdrawals,
    );
    expect((screen.getByLabelText('Status') as HTMLInputElement).value).toBe('Requested or processing');

    const [head, ...body] = await rows();
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Sr.no',
      'UserName',
      'Phone',
      'Bank ACC.NO',
      'IFSC Code',
      'Amount',
      'Bank Proof',
      'PAN Front',
      'PAN Back',
      'E-KYC Status',
      'Status',
      'Requested',
      'Actions',
    ]);
    expect(body.map((row) => cellTexts(row).slice(0, 12))).toEqual([
      [
        '1',
        'Meena Iyer',
        '9876500001',
        '123456789012MEENA IYER, State Bank of India',
        'SBIN0001234',
        '₹1,25,000.50',
        '',
        '',
        'Not uploaded',
        'approved',
        'Requested',
        '05 Mar 2026, 12:00 am',
      ],
      [
        '2',
        'Arjun Rao',
        '9876500002',
        '50100234567891ARJUN RAO, HDFC Bank',
        'HDFC0000123',
        '₹300',
        'Not uploaded',
        'Not uploaded',
        'Not uploaded',
        'pending',
        'Requested',
        '05 Mar 2026, 12:15 pm',
      ],
    ]);
    // docs/product-spec.md §4: an approved e-KYC enables Approve payout.
    const approveMeena = within(body[0]!).getByRole('button', { name: 'Approve payout to Meena Iyer' });
    expect((approveMeena as HTMLButtonElement).disabled).toBe(false);
    const approveArjun = within(body[1]!).getByRole('button', { name: 'Approve payout to Arjun Rao' });
    expect((approveArjun as HTMLButtonElement).disabled).toBe(true);
    expect(within(body[1]!).getByText('The e-KYC is not verified.')).toBeTruthy();
    expect(within(body[0]!).queryByRole('button', { name: /Mark paid/ })).toBeNull();
    expect(listCalls(fetchMock)).toEqual([{ status: 'open' }]);
  });

  it('opens the bank proof in the viewer', async () => {
    screenWidth(true);
    const { user } = renderRequests();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Bank proof of Meena Iyer' }));
    const viewer = await screen.findByRole('dialog', { name: 'Bank proof of Meena Iyer' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/files/bank-proof-1');
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
  });

  it('shows each request as a card on a phone', async () => {
    screenWidth(false);
    renderRequests();
    await heading();
    const list = await screen.findByRole('list', { name: 'Withdrawal requests' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('1. Meena Iyer')).toBeTruthy();
    expect(within(first!).getByText('123456789012')).toBeTruthy();
    expect(within(first!).getByText('₹1,25,000.50')).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Approve payout to Meena Iyer' })).toBeTruthy();
  });

  it('the status filter sends ?status=, All sends none, and it stays in the URL', async () => {
    const { user, fetchMock, router } = renderRequests((query) =>
      query.get('status') === 'paid' ? page([withdrawal({ status: 'paid', utr: 'UTR123456' })]) : page([MEENA]),
    );
    await heading();
    await screen.findByText('Meena Iyer', { selector: 'td' });
    await choose(user, 'Status', 'Paid');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({ status: 'paid' }));
    expect(await screen.findByText('UTR UTR123456')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('paid');
    await choose(user, 'Status', 'All');
    await waitFor(() => expect(listCalls(fetchMock).at(-1)).toEqual({}));
  });

  it('Load more sends the cursor; Sr.no continues', async () => {
    const more = withdrawal({
      amount: 999,
      user: { _id: '00000000-0000-4000-8000-000000000203', name: 'Ravi Kumar', phone: '9876500003' },
    });
    const { user, fetchMock } = renderRequests((query) =>
      query.get('cursor') === 'c-2' ? page([more]) : page([MEENA, ARJUN], { nextCursor: 'c-2' }),
    );
    await heading();
    await screen.findByText('Meena Iyer', { selector: 'td' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const row = (await screen.findByText('Ravi Kumar', { selector: 'td' })).closest('tr')!;
    expect(cellTexts(row)[0]).toBe('3');
    expect(listCalls(fetchMock)).toEqual([{ status: 'open' }, { status: 'open', cursor: 'c-2' }]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('Approve payout with a UTR posts {utr} (as the bank writes it) and shows the server’s message', async () => {
    const path = `/api/withdrawal/${MEENA._id}/approve`;
    const { user, fetchMock } = renderRequests(undefined, (p) =>
      p === path ? jsonResponse(answer(withdrawalMessages.paid, 'paid', 'SBIN12345678')) : undefined,
    );
    await heading();
    const dialog = await openApprove(user);
    expect(within(dialog).getByText('Pay ₹1,25,000.50 to Meena Iyer')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('UTR (if you paid it yourself)'), ' sbin12345678 ');
    await user.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    expect(await screen.findByText(withdrawalMessages.paid)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', path) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ utr: 'SBIN12345678' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it('Approve payout without a UTR posts {} (sent to the provider); the default list keeps it, processing', async () => {
    screenWidth(true);
    const path = `/api/withdrawal/${MEENA._id}/approve`;
    let list = page([MEENA]);
    const { user, fetchMock } = renderRequests(
      () => list,
      (p) => {
        if (p !== path) return undefined;
        list = page([{ ...MEENA, status: 'processing' }]);
        return jsonResponse(answer(withdrawalMessages.sent, 'processing'));
      },
    );
    await heading();
    const dialog = await openApprove(user);
    expect(within(dialog).getByText('Test payout provider: no real money moves')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send test payout' }));
    expect(await screen.findByText(withdrawalMessages.sent)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', path) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({});
    // Still in the default list, where the admin completes it next.
    const completeIt = await screen.findByRole('button', { name: 'Mark paid (test) for Meena Iyer' });
    expect(within(completeIt.closest('tr')!).getByText('Processing')).toBeTruthy();
    expect(screen.queryByText(withdrawalMessages.noRequests)).toBeNull();
    expect(listCalls(fetchMock).every((query) => query.status === 'open')).toBe(true);
  });

  it('names RazorpayX when that is the provider', async () => {
    const { user } = renderRequests(() => page([MEENA], { payoutProvider: 'razorpayx' }));
    await heading();
    const dialog = await openApprove(user);
    expect(within(dialog).getByText('Payouts go through RazorpayX')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Send payout' })).toBeTruthy();
  });

  it('a bad UTR shows the schema’s message and sends nothing', async () => {
    const { user, fetchMock } = renderRequests();
    await heading();
    const dialog = await openApprove(user);
    await user.type(within(dialog).getByLabelText('UTR (if you paid it yourself)'), 'AB-12');
    await user.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    expect(await within(dialog).findByText(withdrawalMessages.utrFormat)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/withdrawal/${MEENA._id}/approve`)).toHaveLength(0);
  });

  it('when someone else acted first: the server’s message, the dialog closes, the list loads again', async () => {
    const path = `/api/withdrawal/${MEENA._id}/approve`;
    const { user, fetchMock } = renderRequests(undefined, (p) =>
      p === path ? errorResponse('WITHDRAWAL_NOT_REQUESTED', { message: withdrawalMessages.notRequested }) : undefined,
    );
    await heading();
    const dialog = await openApprove(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send test payout' }));
    expect(await screen.findByText(withdrawalMessages.notRequested)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls(fetchMock)).toHaveLength(2));
  });

  it('Reject needs a reason, then posts it', async () => {
    const path = `/api/withdrawal/${ARJUN._id}/reject`;
    const { user, fetchMock } = renderRequests(undefined, (p) =>
      p === path ? jsonResponse(answer(withdrawalMessages.rejected, 'rejected')) : undefined,
    );
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Reject withdrawal of Arjun Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal' });
    expect(within(dialog).getByText(/₹300 requested by Arjun Rao/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(await within(dialog).findByText(withdrawalMessages.reasonRequired)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', path)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), 'The e-KYC is not verified yet.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject withdrawal' }));
    expect(await screen.findByText(withdrawalMessages.rejected)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', path) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ reason: 'The e-KYC is not verified yet.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  const PROCESSING = withdrawal({
    status: 'processing',
    user: { _id: '00000000-0000-4000-8000-000000000204', name: 'Lata Shah', phone: '9876500004' },
  });
  const ALL_URL = `${paths.admin.withdrawals}?status=all`;

  it('completes a processing payout of the local test provider: Mark paid (test) posts the outcome', async () => {
    const { user, fetchMock } = renderRequests(
      () => page([MEENA, PROCESSING], { payoutProvider: 'local' }),
      (p) => (p === LOCAL_PATH ? jsonResponse(answer(withdrawalMessages.paid, 'paid', 'LOCAL123456')) : undefined),
      ALL_URL,
    );
    await heading();
    const lata = (await screen.findByText('Lata Shah', { selector: 'td' })).closest('tr')!;
    const meena = screen.getByText('Meena Iyer', { selector: 'td' }).closest('tr')!;
    expect(within(meena).queryByRole('button', { name: /\(test\)/ })).toBeNull();
    expect(within(lata).queryByRole('button', { name: /Approve payout/ })).toBeNull();
    expect(within(lata).getByRole('button', { name: 'Mark failed (test) for Lata Shah' })).toBeTruthy();

    await user.click(within(lata).getByRole('button', { name: 'Mark paid (test) for Lata Shah' }));
    expect(await screen.findByText(withdrawalMessages.paid)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', LOCAL_PATH) as [[string, RequestInit]];
    expect(bodyOf(init)).toEqual({ withdrawalId: PROCESSING._id, outcome: 'processed' });
  });

  it('shows no test completion buttons with RazorpayX', async () => {
    renderRequests(() => page([PROCESSING], { payoutProvider: 'razorpayx' }), undefined, ALL_URL);
    await heading();
    await screen.findByText('Lata Shah', { selector: 'td' });
    expect(screen.queryByRole('button', { name: /\(test\)/ })).toBeNull();
  });

  it('shows the empty text', async () => {
    renderRequests(() => page([]));
    expect(await screen.findByText(withdrawalMessages.noRequests)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
