import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, texts, withdrawals } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { memberReadyToWithdraw, requestWithdrawal } from '../../../test/withdrawals.js';
import { sweepIdempotencyKeys } from '../../platform/idempotency.js';
import { hmacSha256Hex } from '../../platform/signature.js';
import { resendUnsentPayoutsJob } from './withdrawals.jobs.js';

/** Withdrawals (docs/contract.md §5b, §7): requests held in the ledger, payouts by hand or by the provider. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof memberReadyToWithdraw>>;
const ready = (rupees: number) => memberReadyToWithdraw(t.app, t.db, admin, rupees);
const wallet = async (m: Member) =>
  (await t.app.inject({ url: '/api/wallet', headers: { cookie: m.cookie } })).json().wallet;
const mine = async (m: Member) =>
  (await t.app.inject({ url: '/api/withdrawal/mine', headers: { cookie: m.cookie } })).json();

const request = (m: { cookie: string }, amount: unknown, key?: string) =>
  requestWithdrawal(t.app, m.cookie, amount, key);
const act = (id: string, action: 'approve' | 'reject', payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/withdrawal/${id}/${action}`, headers: { cookie: admin }, payload });

function webhook(event: string, entity: object, eventId?: string) {
  const raw = JSON.stringify({ event, payload: { payout: { entity } } });
  return t.app.inject({
    method: 'POST',
    url: '/api/withdrawal/payout-webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(t.app.payoutProvider!.webhookSecret, raw),
      ...(eventId && { 'x-razorpay-event-id': eventId }),
    },
    payload: raw,
  });
}

describe('POST /api/withdrawal/request', () => {
  it('holds the amount: available falls, the balance stays, and the member sees it as requested', async () => {
    const m = await ready(1000);
    const res = await request(m, 300);
    expect(res.statusCode).toBe(201);
    expect(res.json().withdrawal).toMatchObject({ amount: 300, status: 'requested', utr: null, paidAt: null });
    expect(await wallet(m)).toEqual({ balance: 1000, held: 300, available: 700, currency: 'INR' });
    const listed = await mine(m);
    expect(listed).toMatchObject({ minimum: 100, enabled: true, withdrawals: [{ amount: 300, status: 'requested' }] });
    const history = (await t.app.inject({ url: '/api/wallet/transactions', headers: { cookie: m.cookie } })).json();
    expect(history.transactions[0]).toMatchObject({ kind: 'withdrawal', amount: -300, status: 'pending' });
  });

  it('refuses below the minimum, above the available balance, and without a verified e-KYC', async () => {
    const m = await ready(500);
    const low = await request(m, 99.99);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'WITHDRAWAL_BELOW_MINIMUM', message: 'The minimum withdrawal is ₹100.' });
    const high = await request(m, 500.01);
    expect(high.statusCode).toBe(409);
    expect(high.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    for (const amount of [0, -5, '100', 100.005, null])
      expect((await request(m, amount)).statusCode, String(amount)).toBe(400);
    // Said under the amount, in words: never rounded, never taken as its size.
    for (const [amount, msg] of [
      [-200, 'Enter an amount more than ₹0.'],
      [200.345, 'Enter rupees with at most 2 decimal places.'],
    ] as const) {
      const refused = await request(m, amount);
      expect(refused.json().errors, String(amount)).toEqual([{ path: 'amount', msg }]);
    }
    const unverified = await createMember(t.db, { isAdminApproved: true });
    const noKyc = await request({ cookie: (await signIn(t.app, unverified)).cookie }, 200);
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().code).toBe('EKYC_REQUIRED');
    expect(await wallet(m)).toMatchObject({ held: 0, available: 500 });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, m.id))).toBe(0);
  });

  it('Idempotency-Key: the same key and amount answer what the first request answered; another amount is a 409', async () => {
    const m = await ready(1000);
    const first = await request(m, 200, 'wd-key-1');
    const again = await request(m, 200, 'wd-key-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await request(m, 250, 'wd-key-1')).statusCode).toBe(409);
    expect(await wallet(m)).toMatchObject({ held: 200 });
    // A day later the answer is forgotten, but the key stays this member's withdrawal's: never a second hold.
    await sweepIdempotencyKeys(t.db, new Date(Date.now() + 25 * 3600_000));
    const late = await request(m, 200, 'wd-key-1');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await wallet(m)).toMatchObject({ held: 200 });
  });
});

describe('cancel, reject and manual payout', () => {
  it('the member cancels while requested: the hold is released; another member cannot touch it', async () => {
    const m = await ready(1000);
    const other = await ready(0);
    const { withdrawal } = (await request(m, 400)).json();
    const cancel = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/withdrawal/${withdrawal._id}/cancel`, headers: { cookie } });
    expect((await cancel(other.cookie)).statusCode).toBe(404);
    const res = await cancel(m.cookie);
    expect(res.json().message).toBe('Withdrawal cancelled. The amount is back in your available balance.');
    expect(await wallet(m)).toEqual({ balance: 1000, held: 0, available: 1000, currency: 'INR' });
    expect((await cancel(m.cookie)).statusCode).toBe(409);
    expect((await mine(m)).withdrawals[0].status).toBe('cancelled');
  });

  it('the admin rejects with a reason: released, audited, the member told why', async () => {
    const m = await ready(1000);
    const { withdrawal } = (await request(m, 400)).json();
    expect((await act(withdrawal._id, 'reject', { reason: '' })).statusCode).toBe(400);
    const res = await act(withdrawal._id, 'reject', { reason: 'Bank account closed' });
    expect(res.json().withdrawal).toMatchObject({ status: 'rejected', reason: 'Bank account closed' });
    expect(await wallet(m)).toMatchObject({ balance: 1000, held: 0 });
    expect(
      await t.db.$count(auditLog, and(eq(auditLog.action, 'reject_withdrawal'), eq(auditLog.targetId, m.id))),
    ).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.find((n) => n.title === 'Withdrawal of ₹400 rejected')?.body).toContain('Bank account closed');
  });

  it('approve with the UTR of a payment made by hand: paid, the money has left the wallet', async () => {
    const m = await ready(1000);
    const { withdrawal } = (await request(m, 300)).json();
    expect((await act(withdrawal._id, 'approve', { utr: 'bad utr!' })).statusCode).toBe(400);
    const res = await act(withdrawal._id, 'approve', { utr: 'sbin526012345678' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payout recorded as paid.',
      withdrawal: { status: 'paid', utr: 'SBIN526012345678' },
    });
    expect(await wallet(m)).toEqual({ balance: 700, held: 0, available: 700, currency: 'INR' });
    const told = await t.db.select().from(texts).where(eq(texts.template, 'withdrawalPaid'));
    expect(told.filter((x) => x.userId === m.id).map((x) => x.vars)).toEqual([
      { amount: '₹300', utr: 'SBIN526012345678' },
    ]);
    const history = (await t.app.inject({ url: '/api/wallet/transactions', headers: { cookie: m.cookie } })).json();
    expect(history.transactions[0]).toMatchObject({
      kind: 'withdrawal',
      amount: -300,
      status: 'posted',
      balanceAfter: 700,
    });
    expect((await act(withdrawal._id, 'reject', { reason: 'Too late' })).statusCode).toBe(409);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.find((n) => n.title === '₹300 paid to your bank')?.body).toContain('SBIN526012345678');
  });

  it('lists requests for the admin with full account numbers, by status, keyset-paged', async () => {
    const m = await ready(1000);
    await request(m, 100);
    await request(m, 200);
    const page = (
      await t.app.inject({ url: '/api/withdrawal/requests?status=requested&limit=1', headers: { cookie: admin } })
    ).json();
    expect(page.payoutProvider).toBe('local');
    expect(page.withdrawals).toHaveLength(1);
    expect(page.withdrawals[0]).toMatchObject({
      amount: 200,
      user: { _id: m.id, name: m.name, phone: m.phone },
      kyc: { bankAccountNumber: '123456789012', ifscCode: 'SBIN0001234', status: 'approved' },
    });
    expect(page.withdrawals[0].kyc.bankProof).toMatch(/^\/api\/files\//);
    const next = (
      await t.app.inject({
        url: `/api/withdrawal/requests?status=requested&limit=1&cursor=${page.nextCursor}`,
        headers: { cookie: admin },
      })
    ).json();
    expect(next.withdrawals[0].amount).toBe(100);
  });

  it("'open' (the admin's default) lists the requested and the processing ones, not the finished", async () => {
    const m = await ready(1000);
    const [requested, sent, paid, rejected] = await Promise.all(
      [100, 200, 300, 400].map(async (amount) => (await request(m, amount)).json().withdrawal._id as string),
    );
    await act(sent!, 'approve');
    await act(paid!, 'approve', { utr: 'SBIN526099887766' });
    await act(rejected!, 'reject', { reason: 'Bank account closed' });
    const open = (
      await t.app.inject({ url: '/api/withdrawal/requests?status=open', headers: { cookie: admin } })
    ).json();
    const ofMember = (open.withdrawals as { _id: string; status: string; user: { _id: string } }[]).filter(
      (w) => w.user._id === m.id,
    );
    expect(ofMember.map((w) => [w._id, w.status]).sort()).toEqual(
      [
        [requested, 'requested'],
        [sent, 'processing'],
      ].sort(),
    );
  });
});

describe('payouts through the provider (local test provider; RazorpayX webhooks)', () => {
  it('approve without a UTR sends it: processing; the processed webhook pays it once, with the UTR', async () => {
    const m = await ready(1000);
    const { withdrawal } = (await request(m, 300)).json();
    const sent = await act(withdrawal._id, 'approve');
    expect(sent.json()).toMatchObject({ withdrawal: { status: 'processing' } });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    expect(row!.providerPayoutId).toMatch(/^pout_/);
    const entity = { id: row!.providerPayoutId, reference_id: row!.id, utr: 'UTR000111222', status: 'processed' };
    for (let i = 0; i < 3; i++)
      expect((await webhook('payout.processed', entity, 'evt_processed_1')).statusCode).toBe(200);
    // Out of order: a late failure never moves a paid withdrawal back.
    await webhook('payout.failed', { ...entity, status: 'failed', failure_reason: 'late' }, 'evt_failed_late');
    const [paid] = (await mine(m)).withdrawals;
    expect(paid).toMatchObject({ status: 'paid', utr: 'UTR000111222' });
    expect(await wallet(m)).toEqual({ balance: 700, held: 0, available: 700, currency: 'INR' });
  });

  it('a failed payout releases the hold exactly once and tells the member why', async () => {
    const m = await ready(1000);
    const { withdrawal } = (await request(m, 300)).json();
    await act(withdrawal._id, 'approve');
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    const entity = {
      id: row!.providerPayoutId,
      reference_id: row!.id,
      status: 'failed',
      failure_reason: 'Beneficiary bank offline.',
    };
    await Promise.all([
      webhook('payout.failed', entity, 'evt_f1'),
      webhook('payout.failed', entity, 'evt_f2'),
      webhook('payout.rejected', entity),
    ]);
    expect((await mine(m)).withdrawals[0]).toMatchObject({ status: 'failed', reason: 'Beneficiary bank offline.' });
    expect(await wallet(m)).toEqual({ balance: 1000, held: 0, available: 1000, currency: 'INR' });
  });

  it('a payout the bank returns after it was paid comes back as a new credit', async () => {
    const m = await ready(1000);
    const { withdrawal } = (await request(m, 300)).json();
    await act(withdrawal._id, 'approve');
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/local/complete',
      headers: { cookie: admin },
      payload: { withdrawalId: withdrawal._id, outcome: 'processed' },
    });
    expect(done.json().withdrawal).toMatchObject({ status: 'paid', utr: expect.stringMatching(/^LOCAL\d{12}$/) });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    const entity = { id: row!.providerPayoutId, reference_id: row!.id, status: 'reversed' };
    await webhook('payout.reversed', entity, 'evt_rev_1');
    await webhook('payout.reversed', entity, 'evt_rev_2');
    expect((await mine(m)).withdrawals[0].status).toBe('reversed');
    expect(await wallet(m)).toMatchObject({ balance: 1000, available: 1000 });
    const history = (await t.app.inject({ url: '/api/wallet/transactions', headers: { cookie: m.cookie } })).json();
    expect(history.transactions[0]).toMatchObject({ kind: 'withdrawal_reversal', amount: 300, balanceAfter: 1000 });
  });

  it('a payout the provider never acknowledged is sent again by the hourly job, with the same id', async () => {
    const m = await ready(1000);
    const { withdrawal } = (await request(m, 300)).json();
    await act(withdrawal._id, 'approve');
    const [sent] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    // As a crash between the approval and the provider's answer leaves it.
    await t.db.update(withdrawals).set({ providerPayoutId: null }).where(eq(withdrawals.id, withdrawal._id));
    await t.app.jobs.runNow(resendUnsentPayoutsJob.name);
    const [again] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    expect(again).toMatchObject({ status: 'processing', providerPayoutId: sent!.providerPayoutId });
  });

  it('a webhook with a bad signature is a 400 and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawal/payout-webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
      payload: JSON.stringify({ event: 'payout.processed', payload: {} }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
  });
});

describe('WITHDRAWALS_ENABLED=false and no payout provider', () => {
  it('refuses requests with a clear message; without a provider an approval needs the UTR', async () => {
    const off = await createTestApp({ WITHDRAWALS_ENABLED: 'false' });
    try {
      const adminCookie = (await signIn(off.app, await createAdminMember(off.db))).cookie;
      const m = await memberReadyToWithdraw(off.app, off.db, adminCookie, 500);
      const res = await requestWithdrawal(off.app, m.cookie, 200);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'WITHDRAWALS_DISABLED',
        message: 'Withdrawals are not available right now.',
      });
      expect(
        (await off.app.inject({ url: '/api/withdrawal/mine', headers: { cookie: m.cookie } })).json().enabled,
      ).toBe(false);
    } finally {
      await off.close();
    }
  });
});
