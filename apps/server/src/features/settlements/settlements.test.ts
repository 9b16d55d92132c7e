import { addDays, indianDayOf } from '@sevak/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingTransfers, payments, routeAccounts } from '../../db/schema/index.js';
import { balancesOf, platformAccount } from '../ledger/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import { fakeRazorpayRoute } from '../../../test/razorpay-route.js';
import { submitEkyc } from '../../../test/withdrawals.js';

/**
 * Razorpay Route for bookings (docs/decisions/037), against a fake of Razorpay's documented API
 * behind the real client: linked accounts from verified e-KYC, the provider's share transferred on
 * hold after the capture, and at the booking's end the part not kept reversed, the hold on the rest
 * lifted, the seeker's refund asked only after the reversal; the ledger mirrors every step.
 */
let t: TestApp;
const razorpay = fakeRazorpayRoute();
const k = bookingKit(() => t);
let admin: { cookie: string };
let seeker: Party;

beforeAll(async () => {
  t = await createTestApp({}, { routeClient: razorpay.client });
  const a = await createAdminMember(t.db, { password: 'Admin@12345' });
  admin = await signIn(t.app, { email: a.email, password: 'Admin@12345' });
});
afterAll(() => t.close());
beforeEach(async () => {
  seeker = await k.member('Asha Rao');
  razorpay.refuse(undefined);
});

const today = () => indianDayOf(new Date());
const laterSlot = async (p: Provider) => (await k.slots(p, addDays(today(), 2)))[20]!.start;
const soonSlot = async (p: Provider) =>
  [...(await k.slots(p, today())), ...(await k.slots(p, addDays(today(), 1)))][0]!.start;

/** Runs the Route jobs now, and waits for any a request queued meanwhile. */
async function runJob(name: 'run-route-transfers' | 'link-route-accounts') {
  await t.app.jobs.runNow(name);
  await t.app.jobs.idle(name);
}

/** A provider with a verified e-KYC and, once the linking job has run, a linked account. */
async function linkedProvider(name: string): Promise<Provider> {
  const p = await k.provider(name);
  const submitted = await submitEkyc(t.app, p.cookie);
  expect(submitted.statusCode, submitted.body).toBe(201);
  const verified = await k.call('POST', '/withdrawal/verifyKyc', admin.cookie, {
    kycId: submitted.json().ekyc._id,
  });
  expect(verified.statusCode, verified.body).toBe(200);
  await runJob('link-route-accounts');
  return p;
}

const transferRow = async (id: string) =>
  (await t.db.select().from(bookingTransfers).where(eq(bookingTransfers.workRequestId, id)))[0];
const paymentOf = async (id: string) => (await t.db.select().from(payments).where(eq(payments.workRequestId, id)))[0]!;
const routed = async () => balancesOf(await platformAccount(t.db, 'route_transfers')).balance;

/** The member's wallet balance (rupees) and latest entries, as their wallet screen reads them. */
async function wallet(who: Party) {
  const [summary, list] = await Promise.all([
    k.call('GET', '/wallet', who.cookie),
    k.call('GET', '/wallet/transactions', who.cookie),
  ]);
  expect(list.statusCode, list.body).toBe(200);
  return {
    balance: summary.json().wallet.balance as number,
    transactions: list.json().transactions as { kind: string; amount: number }[],
  };
}

describe('linked accounts', () => {
  it('a provider with a verified e-KYC gets one, with the full bank account and PAN; asked again, none is added', async () => {
    const p = await linkedProvider('Suresh Gowda');
    const [account] = await t.db.select().from(routeAccounts).where(eq(routeAccounts.providerId, p.id));
    expect(account).toMatchObject({ status: 'active', failure: null });
    expect(account!.accountId).toMatch(/^acc_/);
    const made = [...razorpay.accounts.values()].find((a) => a.id === account!.accountId)!;
    expect(made.body).toMatchObject({
      type: 'route',
      business_type: 'individual',
      email: p.email,
      legal_info: { pan: 'ABCPV1234F' },
      settlement_accounts: [{ bank_account: { account_number: '123456789012', code: 'SBIN0001234' } }],
    });
    const before = razorpay.calls.length;
    await runJob('link-route-accounts');
    expect(razorpay.calls.length).toBe(before);
  });

  it('a member who offers no service gets none; a refusal is kept with Razorpay’s reason', async () => {
    const submitted = await submitEkyc(t.app, seeker.cookie);
    await k.call('POST', '/withdrawal/verifyKyc', admin.cookie, { kycId: submitted.json().ekyc._id });
    const p = await k.provider('Manoj Patil');
    const ekyc = await submitEkyc(t.app, p.cookie);
    await k.call('POST', '/withdrawal/verifyKyc', admin.cookie, { kycId: ekyc.json().ekyc._id });
    razorpay.refuse((call) =>
      call === 'POST /v2/accounts' ? { status: 400, description: 'The PAN is invalid' } : undefined,
    );
    await runJob('link-route-accounts');
    const rows = await t.db.select().from(routeAccounts);
    expect(rows.find((r) => r.providerId === seeker.id)).toBeUndefined();
    expect(rows.find((r) => r.providerId === p.id)).toMatchObject({
      status: 'failed',
      accountId: null,
      failure: 'The PAN is invalid',
    });
  });
});

describe('a booking carried by Route', () => {
  it('is transferred on hold after the capture and released to the provider’s bank when the seeker confirms', async () => {
    const p = await linkedProvider('Imran Qureshi');
    const id = await k.started(seeker, p, await laterSlot(p));
    await runJob('run-route-transfers');
    // ₹500 less ₹50 commission and 50 paise TDS (0.1%): what the release will leave the provider.
    expect(razorpay.transferOf(id)).toMatchObject({ amount: 44_950, onHold: true, left: 44_950 });
    expect(await transferRow(id)).toMatchObject({ status: 'held', amountPaise: 44_950 });

    await k.setStatus(p, id, { status: 'completed' });
    const routedBefore = await routed();
    const confirmed = await k.call('POST', `/work/requests/${id}/confirm`, seeker.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await runJob('run-route-transfers');
    expect(razorpay.transferOf(id)).toMatchObject({ onHold: false, left: 44_950, reversals: [] });
    expect(await transferRow(id)).toMatchObject({ status: 'settled', keepPaise: 44_950 });
    // The earning shows in the wallet and goes on to the bank: nothing is left to withdraw twice.
    const w = await wallet(p);
    expect(w.balance).toBe(0);
    expect(w.transactions.slice(0, 2).map((x) => [x.kind, x.amount])).toEqual([
      ['route_transfer', -449.5],
      ['booking_earning', 449.5],
    ]);
    expect((await routed()) - routedBefore).toBe(44_950);
  });

  it('a late cancellation: the fee’s earning is kept, the rest reversed, and only then is the seeker refunded', async () => {
    const p = await linkedProvider('Deepak Singh');
    const { _id: id } = await k.booked(seeker, p, await soonSlot(p));
    await k.pay(seeker, id);
    await runJob('run-route-transfers');
    // Razorpay is down when the seeker cancels: the refund waits for the reversal.
    razorpay.refuse(() => ({ status: 503, description: 'Service unavailable' }));
    const res = await k.setStatus(seeker, id, { status: 'cancelled', reason: 'Not at home' });
    expect(res.json().request.cancellation).toMatchObject({ kind: 'late', fee: 100, refund: 400 });
    await runJob('run-route-transfers');
    expect(await paymentOf(id)).toMatchObject({ refundStatus: 'pending', refundHeld: true, refundPaise: 40_000 });
    const row = await transferRow(id);
    expect(row).toMatchObject({ status: 'to_settle', keepPaise: 8_990, failure: 'Service unavailable' });
    expect(row!.nextTryAt.getTime()).toBeGreaterThan(Date.now());

    razorpay.refuse(undefined);
    await t.db.update(bookingTransfers).set({ nextTryAt: new Date() }).where(eq(bookingTransfers.workRequestId, id));
    await runJob('run-route-transfers');
    expect(razorpay.transferOf(id)).toMatchObject({ amount: 44_950, left: 8_990, onHold: false });
    expect(await transferRow(id)).toMatchObject({ status: 'settled', failure: null });
    expect(await paymentOf(id)).toMatchObject({ refundStatus: 'processed', refundHeld: false });
    expect((await wallet(p)).balance).toBe(0);
  });

  it('a free cancellation reverses the whole transfer and refunds in full; nothing reaches the provider', async () => {
    const p = await linkedProvider('Kiran Rao');
    const { _id: id } = await k.booked(seeker, p, await laterSlot(p));
    await k.pay(seeker, id);
    await runJob('run-route-transfers');
    const routedBefore = await routed();
    await k.setStatus(seeker, id, { status: 'cancelled', reason: 'Plans changed' });
    await runJob('run-route-transfers');
    expect(razorpay.transferOf(id)).toMatchObject({ left: 0, onHold: true });
    expect(await paymentOf(id)).toMatchObject({ refundStatus: 'processed', refundPaise: 50_000 });
    expect(await routed()).toBe(routedBefore);
  });

  it('cancelled before any transfer was asked for: nothing is sent to Razorpay, and the refund goes at once', async () => {
    const p = await linkedProvider('Farhan Ali');
    const { _id: id } = await k.booked(seeker, p, await laterSlot(p));
    await k.pay(seeker, id);
    const before = razorpay.calls.length;
    await k.setStatus(seeker, id, { status: 'cancelled', reason: 'Plans changed' });
    await runJob('run-route-transfers');
    expect(razorpay.calls.slice(before)).toEqual([]);
    expect(await transferRow(id)).toMatchObject({ status: 'settled', transferId: null });
    expect(await paymentOf(id)).toMatchObject({ refundStatus: 'processed' });
  });
});

describe('when Razorpay refuses', () => {
  it('a transfer refused after the capture leaves the earning in the wallet, to withdraw as without Route', async () => {
    const p = await linkedProvider('Ravi Teja');
    const id = await k.started(seeker, p, await laterSlot(p));
    razorpay.refuse((call) =>
      call.startsWith('POST /v1/payments/')
        ? { status: 400, description: 'Linked account is not activated' }
        : undefined,
    );
    await runJob('run-route-transfers');
    expect(await transferRow(id)).toMatchObject({ status: 'failed', failure: 'Linked account is not activated' });
    await k.setStatus(p, id, { status: 'completed' });
    await k.call('POST', `/work/requests/${id}/confirm`, seeker.cookie);
    expect((await wallet(p)).balance).toBe(449.5);
  });

  it('a share refused at the settlement comes back to the wallet', async () => {
    const p = await linkedProvider('Vijay Kumar');
    const id = await k.started(seeker, p, await laterSlot(p));
    await k.setStatus(p, id, { status: 'completed' });
    razorpay.refuse((call) =>
      call.startsWith('POST /v1/payments/') ? { status: 400, description: 'Linked account is suspended' } : undefined,
    );
    // Released before any transfer was made: the settlement makes it, and Razorpay refuses.
    await k.call('POST', `/work/requests/${id}/confirm`, seeker.cookie);
    await runJob('run-route-transfers');
    expect(await transferRow(id)).toMatchObject({ status: 'failed', failure: 'Linked account is suspended' });
    const w = await wallet(p);
    expect(w.balance).toBe(449.5);
    expect(w.transactions.slice(0, 3).map((x) => [x.kind, x.amount])).toEqual([
      ['route_transfer_returned', 449.5],
      ['route_transfer', -449.5],
      ['booking_earning', 449.5],
    ]);
  });
});

describe('two workers at once', () => {
  it('take turns on a transfer: one transfer per booking', async () => {
    const p = await linkedProvider('Naveen Reddy');
    const ids: string[] = [];
    // Five times an hour apart (the day's slots start every half hour).
    const day = await k.slots(p, addDays(today(), 3));
    const apart = day.filter((s, i) => i % 2 === 0).slice(0, 5);
    for (const slot of apart.map((s) => s.start)) {
      const b = await k.member(`Seeker ${ids.length}`);
      const { _id } = await k.booked(b, p, slot);
      await k.pay(b, _id);
      ids.push(_id);
    }
    await Promise.all(Array.from({ length: 4 }, () => t.app.jobs.runNow('run-route-transfers')));
    await t.app.jobs.idle('run-route-transfers');
    for (const id of ids) {
      expect([...razorpay.transfers.values()].filter((x) => x.notes.booking === id)).toHaveLength(1);
      expect((await transferRow(id))!.status).toBe('held');
    }
  });
});
