// @vitest-environment happy-dom
import { moneyMessages, walletAdjustAnswerSchema, walletMessages } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse } from '../../../../test/fixtures';
import { callsTo } from '../../../../test/render-app';
import {
  memberWallet,
  openDetails,
  RECORD,
  userDetailsServer,
  walletEntry,
  type Handler,
} from '../../../../test/admin';

const WALLET_PATH = `/api/wallet/user/${RECORD._id}`;
const ADJUST_PATH = '/api/wallet/adjust';

const WALLET = memberWallet({ balance: 1_250.5, held: 250 }, [
  walletEntry({
    _id: '20000000-0000-4000-8000-000000000002',
    kind: 'withdrawal',
    amount: -250,
    balanceAfter: 1_250.5,
    status: 'pending',
    description: 'To HDFC ••••1234',
    createdAt: '2026-03-06T05:00:00Z',
  }),
  walletEntry({
    kind: 'referral_reward',
    amount: 1_500.5,
    balanceAfter: 1_500.5,
    description: 'Referral reward for Ravi K.',
    createdAt: '2026-03-04T18:30:00Z',
  }),
]);

const adjusted = (balance: number) =>
  fixture(walletAdjustAnswerSchema, {
    message: walletMessages.adjusted,
    wallet: { balance, held: 0, available: balance, currency: 'INR' },
  });

/** User Details of RECORD with WALLET; `adjust` answers POST /wallet/adjust. */
function open(adjust?: (init: RequestInit | undefined) => Response | Promise<Response>, wallet = WALLET) {
  const extra: Handler = (path, init) => (path === ADJUST_PATH && adjust ? adjust(init) : undefined);
  return openDetails(userDetailsServer(extra, RECORD, undefined, wallet));
}

type Opened = Awaited<ReturnType<typeof open>>;

async function walletSection(dialog: HTMLElement): Promise<HTMLElement> {
  const section = within(dialog).getByRole('region', { name: 'Wallet' });
  await within(section).findByText('Balance');
  return section;
}

/** Opens the form, fills it and asks to continue; returns the form. */
async function fillAdjustment(
  { user, dialog }: Opened,
  { direction, amount, reason }: { direction?: 'Credit' | 'Debit'; amount: string; reason: string },
): Promise<HTMLElement> {
  const section = await walletSection(dialog);
  await user.click(within(section).getByRole('button', { name: 'Adjust wallet' }));
  const form = within(section).getByRole('form', { name: `Adjust the wallet of ${RECORD.name}` });
  if (direction) await user.click(within(form).getByRole('radio', { name: direction }));
  if (amount) await user.type(within(form).getByLabelText('Amount (₹)'), amount);
  if (reason) await user.type(within(form).getByLabelText('Reason'), reason);
  await user.click(within(form).getByRole('button', { name: 'Continue' }));
  return form;
}

const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;
const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Idempotency-Key');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('User Details: the wallet', () => {
  it('shows the balance, held and available amounts and the latest entries', async () => {
    const { dialog } = await open();
    const section = await walletSection(dialog);
    const amountOf = (term: string) => within(section).getByText(term).nextElementSibling?.textContent;
    expect(amountOf('Balance')).toBe('₹1,250.50');
    expect(amountOf('Held')).toBe('₹250');
    expect(amountOf('Available')).toBe('₹1,000.50');

    const entries = within(within(section).getByRole('list', { name: 'Latest transactions' })).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'WithdrawalPendingTo HDFC ••••123406 Mar 2026, 10:30 am−₹250',
      'Referral rewardReferral reward for Ravi K.05 Mar 2026, 12:00 am+₹1,500.50',
    ]);
  });

  it('says when there are no transactions yet', async () => {
    const { dialog } = await open(undefined, memberWallet({ balance: 0 }));
    const section = await walletSection(dialog);
    expect(within(section).getByText('No transactions yet.')).toBeTruthy();
    expect(within(section).getByText('Balance').nextElementSibling?.textContent).toBe('₹0');
  });

  it('credits after a confirmation: the amount, the reason and an Idempotency-Key; toasts and refreshes', async () => {
    const opened = await open(() => jsonResponse(adjusted(1_275.5)));
    const { user, fetchMock } = opened;
    const walletReads = callsTo(fetchMock, 'GET', WALLET_PATH).length;
    const form = await fillAdjustment(opened, { amount: '25', reason: 'Festival bonus' });

    const confirm = await screen.findByRole('dialog', { name: 'Adjust the wallet?' });
    expect(within(confirm).getByText(walletMessages.adjustConfirm)).toBeTruthy();
    expect(within(confirm).getByText(`Credit ₹25 to ${RECORD.name}'s wallet`)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', ADJUST_PATH)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes, credit' }));

    expect(await screen.findByText(walletMessages.adjusted)).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', ADJUST_PATH) as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ userId: RECORD._id, amount: 25, reason: 'Festival bonus' });
    expect(keyOf(init)).toMatch(UUID);
    await waitFor(() => expect(form.isConnected).toBe(false));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', WALLET_PATH).length).toBeGreaterThan(walletReads));
    // User Details is on top again, its focus back on the button that opened the form.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust the wallet?' })).toBeNull());
    const details = screen.getByRole('dialog', { name: 'User Details' });
    const toggle = within(details).getByRole('button', { name: 'Adjust wallet' });
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'User Details' })).toBeNull());
  });

  it('debits: sends a negative amount', async () => {
    const opened = await open(() => jsonResponse(adjusted(1_240)));
    await fillAdjustment(opened, { direction: 'Debit', amount: '10.50', reason: 'Duplicate reward reversed' });
    const confirm = await screen.findByRole('dialog', { name: 'Adjust the wallet?' });
    expect(within(confirm).getByText(`Debit ₹10.50 from ${RECORD.name}'s wallet`)).toBeTruthy();
    await opened.user.click(within(confirm).getByRole('button', { name: 'Yes, debit' }));

    expect(await screen.findByText(walletMessages.adjusted)).toBeTruthy();
    const [[, init]] = callsTo(opened.fetchMock, 'POST', ADJUST_PATH) as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({ userId: RECORD._id, amount: -10.5, reason: 'Duplicate reward reversed' });
  });

  it('shows Insufficient balance and keeps the form; the corrected try is a new request', async () => {
    let answer = () => errorResponse('INSUFFICIENT_BALANCE', { message: 'Insufficient balance' });
    const opened = await open(() => answer());
    const { user, fetchMock } = opened;
    const form = await fillAdjustment(opened, { direction: 'Debit', amount: '5000', reason: 'Recovering a payout' });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Adjust the wallet?' })).getByRole('button', {
        name: 'Yes, debit',
      }),
    );

    expect((await within(form).findByRole('alert')).textContent).toContain('Insufficient balance');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust the wallet?' })).toBeNull());
    expect(form.isConnected).toBe(true);
    expect((within(form).getByLabelText('Amount (₹)') as HTMLInputElement).value).toBe('5,000');
    expect(screen.queryByText(walletMessages.adjusted)).toBeNull();

    // Nothing moved: a smaller debit is a new request with its own key.
    answer = () => jsonResponse(adjusted(250.5));
    const amount = within(form).getByLabelText('Amount (₹)');
    await user.clear(amount);
    await user.type(amount, '1000');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Adjust the wallet?' })).getByRole('button', {
        name: 'Yes, debit',
      }),
    );
    expect(await screen.findByText(walletMessages.adjusted)).toBeTruthy();
    const [[, first], [, second]] = callsTo(fetchMock, 'POST', ADJUST_PATH) as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(sentBody(second)).toEqual({ userId: RECORD._id, amount: -1000, reason: 'Recovering a payout' });
    expect(keyOf(second)).toMatch(UUID);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('a double click on Yes moves the money once', async () => {
    let release: (response: Response) => void = () => undefined;
    const opened = await open(() => new Promise<Response>((resolve) => (release = resolve)));
    await fillAdjustment(opened, { amount: '25', reason: 'Festival bonus' });
    const confirm = await screen.findByRole('dialog', { name: 'Adjust the wallet?' });
    await opened.user.dblClick(within(confirm).getByRole('button', { name: 'Yes, credit' }));

    release(jsonResponse(adjusted(1_275.5)));
    expect(await screen.findByText(walletMessages.adjusted)).toBeTruthy();
    const posts = callsTo(opened.fetchMock, 'POST', ADJUST_PATH);
    expect(posts).toHaveLength(1);
  });

  it('a retry after a lost answer sends the same Idempotency-Key, so the server replays it', async () => {
    let fail = true;
    const opened = await open(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return jsonResponse(adjusted(1_275.5));
    });
    const { user, fetchMock } = opened;
    const form = await fillAdjustment(opened, { amount: '25', reason: 'Festival bonus' });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Adjust the wallet?' })).getByRole('button', {
        name: 'Yes, credit',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adjust the wallet?' })).toBeNull());
    expect(form.isConnected).toBe(true);

    fail = false;
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Adjust the wallet?' })).getByRole('button', {
        name: 'Yes, credit',
      }),
    );
    expect(await screen.findByText(walletMessages.adjusted)).toBeTruthy();
    const posts = callsTo(fetchMock, 'POST', ADJUST_PATH);
    expect(posts).toHaveLength(2);
    expect(keyOf(posts[1]![1])).toBe(keyOf(posts[0]![1]));
  });

  it('refuses ₹0, a short reason, a minus sign and a third decimal, with the schema’s messages, sending nothing', async () => {
    const opened = await open(() => jsonResponse(adjusted(1)));
    const { user, fetchMock } = opened;
    const form = await fillAdjustment(opened, { amount: '0', reason: 'ok' });

    const amount = within(form).getByLabelText('Amount (₹)');
    expect(await within(form).findByText(moneyMessages.positive)).toBeTruthy();
    expect(within(form).getByText(walletMessages.reasonRequired)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);

    // A third decimal (a fraction of a paisa) stays as typed and is refused, never rounded.
    await user.clear(amount);
    await user.type(amount, '12.345');
    expect((amount as HTMLInputElement).value).toBe('12.345');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText(moneyMessages.paise)).toBeTruthy();

    // The sign is Credit or Debit's: a minus is refused, not dropped.
    await user.clear(amount);
    await user.type(amount, '-500');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText(moneyMessages.positive)).toBeTruthy();

    await user.clear(amount);
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    expect(await within(form).findByText(moneyMessages.positive)).toBeTruthy();

    expect(screen.queryByRole('dialog', { name: 'Adjust the wallet?' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', ADJUST_PATH)).toHaveLength(0);
  });

  it('labels every input and opens and closes by keyboard', async () => {
    const { user, dialog } = await open();
    const section = await walletSection(dialog);
    const toggle = within(section).getByRole('button', { name: 'Adjust wallet' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = within(section).getByRole('form', { name: `Adjust the wallet of ${RECORD.name}` });
    expect(within(form).getByRole('radiogroup', { name: 'Credit or debit' })).toBeTruthy();
    expect((within(form).getByRole('radio', { name: 'Credit' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByLabelText('Amount (₹)')).toBeTruthy();
    expect(within(form).getByLabelText('Reason')).toBeTruthy();

    within(form).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    expect(form.isConnected).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });
});
