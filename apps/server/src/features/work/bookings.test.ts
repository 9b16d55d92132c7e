import { addDays, indianDayOf } from '@sevak/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, payments, supportTickets } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import { refundEvent, sendPaymentWebhook } from '../../../test/payment-webhooks.js';

/**
 * Bookings paid through Sevak (docs/contract.md §5c, docs/decisions/036): the hold, the payment in
 * escrow, the start code, release with commission, each cancellation case with its amounts,
 * expiry, disputes, rescheduling, and who may see and do what.
 */
let t: TestApp;
const k = bookingKit(() => t);
let seeker: Party;
let other: Party;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db, { password: 'Admin@12345' });
  admin = await signIn(t.app, { email: a.email, password: 'Admin@12345' });
});
afterAll(() => t.close());
// New seekers for each test: sending is limited to 10 an hour per member.
beforeEach(async () => {
  seeker = await k.member('Asha Rao');
  other = await k.member('Vikram Shah');
});

const today = () => indianDayOf(new Date());

/** A free time `days` ahead (hours before it: free cancellation). */
async function laterSlot(p: Provider, index = 20, days = 2) {
  return (await k.slots(p, addDays(today(), days)))[index]!.start;
}
/** The first free time from now (within the hour: inside the late window). */
async function soonSlot(p: Provider) {
  const all = [...(await k.slots(p, today())), ...(await k.slots(p, addDays(today(), 1)))];
  return all[0]!.start;
}

describe('booking with instant booking', () => {
  it('holds the time for payment, confirms on capture with the money in escrow, and shares contacts only once paid', async () => {
    const p = await k.provider('Suresh Gowda');
    const slot = await laterSlot(p);
    const res = await k.book(seeker, p, slot);
    expect(res.statusCode, res.body).toBe(201);
    const held = res.json();
    expect(held.message).toBe('Your time is held for you. Pay to confirm the booking.');
    expect(held.request).toMatchObject({
      status: 'pending_payment',
      amount: 500,
      slotStart: slot,
      service: { title: 'Tap repair' },
    });
    expect(new Date(held.request.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    // The time is no longer free for anyone else.
    expect((await k.slots(p, addDays(today(), 2))).map((s) => s.start)).not.toContain(slot);
    const before = await k.get(p, held.request._id);
    expect(before.address).toBeNull();
    expect(before.contactPhone).toBeNull();
    expect(before.earning).toBe(450);

    const start = await k.money();
    await k.pay(seeker, held.request._id);
    const paid = await k.get(seeker, held.request._id);
    expect(paid).toMatchObject({ status: 'confirmed', payment: { status: 'captured' }, holdExpiresAt: null });
    expect(paid.startCode).toMatch(/^\d{4}$/);
    const asProvider = await k.get(p, held.request._id);
    expect(asProvider.startCode).toBeNull();
    expect(asProvider.address).toMatchObject({ area: 'Koramangala' });
    expect(asProvider.contactPhone).toBe('9876543210');
    const after = await k.money();
    expect(after.escrow - start.escrow).toBe(50_000);
    expect(after.received - start.received).toBe(50_000);
    // Each side is told, by the other's name.
    const told = async (id: string) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, id))).map((n) => `${n.title}: ${n.body}`);
    expect(await told(p.id)).toContainEqual(
      expect.stringMatching(/^Booking confirmed: Tap repair on .+ with Asha Rao is paid\.$/),
    );
    expect(await told(seeker.id)).toContainEqual(
      expect.stringMatching(/^Booking confirmed: Tap repair on .+ with Suresh Gowda is paid\.$/),
    );
  });

  it('refuses a time that is not free (400) and one just taken (409 SLOT_TAKEN), changing nothing', async () => {
    const p = await k.provider('Meena Iyer');
    const slot = await laterSlot(p);
    await k.booked(seeker, p, slot);
    const taken = await k.book(other, p, slot);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'SLOT_TAKEN',
      message: 'Someone has just booked this time. Please choose another.',
    });
    const offGrid = await k.book(other, p, new Date(new Date(slot).getTime() + 15 * 60_000).toISOString());
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json()).toMatchObject({
      code: 'SLOT_NOT_FREE',
      message: 'This time is not free. Please choose one of the free times.',
    });
    const mine = await k.call('GET', '/work/requests?box=sent', other.cookie);
    expect(mine.json().requests).toHaveLength(0);
  });

  it('keeps the provider’s buffer free around a booked job', async () => {
    const p = await k.provider('Kavya Nair', { bufferMinutes: 30 });
    const day = addDays(today(), 3);
    const free = await k.slots(p, day);
    const job = free[20]!;
    await k.booked(seeker, p, job.start);
    const after = (await k.slots(p, day)).map((s) => s.start);
    const at = (minutes: number) => new Date(new Date(job.start).getTime() + minutes * 60_000).toISOString();
    // A 60-minute job with a 30-minute buffer: nothing from 90 minutes before to 90 minutes after.
    expect(after).not.toContain(at(-60));
    expect(after).not.toContain(at(60));
    expect(after).toContain(at(-90));
    expect(after).toContain(at(90));
  });
});

describe('the job day and release', () => {
  it('starts only with the seeker’s code, locks after 5 wrong codes, and releases the amount less 10% commission and 0.1% TDS to the provider', async () => {
    const p = await k.provider('Ravi Kumar');
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    await k.pay(seeker, _id);
    const { startCode } = await k.get(seeker, _id);
    const wrong = startCode === '1234' ? '4321' : '1234';
    for (let i = 0; i < 4; i++) {
      const res = await k.setStatus(p, _id, { status: 'started', code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('START_CODE_WRONG');
    }
    const fifth = await k.setStatus(p, _id, { status: 'started', code: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Too many wrong codes. Try again in 15 minutes.');
    expect((await k.setStatus(p, _id, { status: 'started', code: startCode })).statusCode).toBe(429);
    // The seeker cannot start their own job, code or not.
    expect((await k.setStatus(seeker, _id, { status: 'started', code: startCode })).statusCode).toBe(403);

    await k.setRow(_id, { startLockedUntil: new Date(Date.now() - 1000) });
    expect((await k.setStatus(p, _id, { status: 'started', code: startCode })).statusCode).toBe(200);
    expect((await k.call('POST', `/work/requests/${_id}/confirm`, seeker.cookie)).statusCode).toBe(409);
    const done = await k.setStatus(p, _id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(new Date(done.json().request.releaseAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const before = await k.money(p);
    const confirmed = await k.call('POST', `/work/requests/${_id}/confirm`, seeker.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'Thank you! The provider has been paid.',
      request: { status: 'released' },
    });
    const after = await k.money(p);
    // ₹500: ₹50 commission, 50 paise TDS (0.1%, s.194-O; no TCS: the provider has no GSTIN), ₹449.50 earned.
    expect(after.wallets[0]! - before.wallets[0]!).toBe(44_950);
    expect(after.commission - before.commission).toBe(5_000);
    expect([after.tds - before.tds, after.tcs - before.tcs]).toEqual([50, 0]);
    expect(after.escrow - before.escrow).toBe(-50_000);
    expect((await k.get(p, _id)).earning).toBe(449.5);
    const wallet = await k.call('GET', '/wallet/transactions?kind=booking_earning', p.cookie);
    expect(wallet.json().transactions[0]).toMatchObject({ kind: 'booking_earning', amount: 449.5 });
    // Reviewed once released; the provider replies once, shown on their page.
    const early = await k.call('POST', `/work/requests/${_id}/review/reply`, p.cookie, { text: 'Thanks' });
    expect(early.json().message).toBe('There is no review to reply to yet.');
    const reviewed = await k.call('POST', `/work/requests/${_id}/review`, seeker.cookie, {
      rating: 5,
      comment: 'Quick and tidy',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(201);
    expect((await k.call('POST', `/work/requests/${_id}/review/reply`, seeker.cookie, { text: 'x' })).statusCode).toBe(
      403,
    );
    expect((await k.call('POST', `/work/requests/${_id}/review/reply`, p.cookie, { text: ' ' })).statusCode).toBe(400);
    const replied = await k.call('POST', `/work/requests/${_id}/review/reply`, p.cookie, { text: 'Thank you, Asha!' });
    expect(replied.json()).toMatchObject({
      message: 'Your reply is published with the review.',
      request: { review: { reply: 'Thank you, Asha!' } },
    });
    const twice = await k.call('POST', `/work/requests/${_id}/review/reply`, p.cookie, { text: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already replied to this review.');
    const page = await k.call('GET', `/services/provider/${p.id}/reviews`, undefined);
    expect(page.json().reviews[0]).toMatchObject({ rating: 5, comment: 'Quick and tidy', reply: 'Thank you, Asha!' });
    // Released is final: a second confirm changes nothing.
    expect((await k.call('POST', `/work/requests/${_id}/confirm`, seeker.cookie)).statusCode).toBe(409);
    expect((await k.money(p)).wallets[0]).toBe(after.wallets[0]);
  });

  it('releases a completed job by itself once RELEASE_AFTER_HOURS have passed without a dispute', async () => {
    const p = await k.provider('Imran Khan');
    const id = await k.started(seeker, p, await laterSlot(p));
    await k.setStatus(p, id, { status: 'completed' });
    await t.app.jobs.runNow('release-completed-jobs');
    expect((await k.get(seeker, id)).status).toBe('completed');
    await k.setRow(id, { releaseAt: new Date(Date.now() - 1000) });
    await t.app.jobs.runNow('release-completed-jobs');
    expect(await k.get(p, id)).toMatchObject({ status: 'released', earning: 449.5 });
  });
});

describe('requests, quotes and holds', () => {
  it('sends a request when the provider takes no instant bookings; a quote holds the time for 48 hours and is paid the same way', async () => {
    const p = await k.provider('Lakshmi Devi', { instantBooking: false });
    const res = await k.book(seeker, p, await laterSlot(p, 20, 4));
    expect(res.json()).toMatchObject({
      message: 'Your request has been sent. The provider will answer with a price.',
      request: { status: 'sent', holdExpiresAt: null, amount: 500 },
    });
    const id = res.json().request._id;
    expect((await k.call('POST', `/work/requests/${id}/pay`, seeker.cookie)).statusCode).toBe(409);
    const bad = await k.call('POST', `/work/requests/${id}/quote`, p.cookie, { amount: 12.345, note: '' });
    expect(bad.statusCode).toBe(400);
    const quoted = await k.call('POST', `/work/requests/${id}/quote`, p.cookie, { amount: 650, note: 'Two taps' });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().request).toMatchObject({ status: 'quoted', amount: 650, quoteNote: 'Two taps' });
    expect(new Date(quoted.json().request.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);
    await k.pay(seeker, id);
    expect(await k.get(seeker, id)).toMatchObject({ status: 'confirmed', amount: 650 });
  });

  it('accepting a fixed-price request asks for the list price; a service on quote must be priced', async () => {
    const p = await k.provider('Farhan Ali', { instantBooking: false });
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    const accepted = await k.setStatus(p, _id, { status: 'accepted' });
    expect(accepted.json()).toMatchObject({
      message: 'Accepted. The seeker has been asked to pay.',
      request: { status: 'pending_payment', amount: 500 },
    });

    const q = await k.provider('Geeta Joshi', { service: { priceType: 'quote', price: undefined } });
    const onQuote = await k.booked(seeker, q, await laterSlot(q));
    expect(onQuote.status).toBe('sent'); // on quote: never instant
    const refused = await k.setStatus(q, onQuote._id, { status: 'accepted' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('QUOTE_REQUIRED');
  });

  it('an unpaid hold expires by itself and frees the time; a payment that comes after is refunded in full', async () => {
    const p = await k.provider('Pooja Menon');
    const slot = await laterSlot(p);
    const { _id } = await k.booked(seeker, p, slot);
    const order = await k.call('POST', `/work/requests/${_id}/pay`, seeker.cookie);
    const { orderId } = order.json().order;
    await k.setRow(_id, { holdExpiresAt: new Date(Date.now() - 1000) });
    await t.app.jobs.runNow('expire-booking-holds');
    expect((await k.get(seeker, _id)).status).toBe('expired');
    expect((await k.slots(p, addDays(today(), 2))).map((s) => s.start)).toContain(slot);
    const again = await k.call('POST', `/work/requests/${_id}/pay`, seeker.cookie);
    expect(again.statusCode).toBe(409);

    const before = await k.money();
    await k.call('POST', '/payment/local/complete', seeker.cookie, { orderId, outcome: 'success' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
    expect(payment).toMatchObject({ status: 'captured', refundPaise: 50_000 });
    expect(['pending', 'processed']).toContain(payment!.refundStatus);
    const after = await k.money();
    expect(after.refunds - before.refunds).toBe(50_000);
    expect(after.escrow).toBe(before.escrow);
    expect((await k.get(seeker, _id)).status).toBe('expired');
  });
});

describe('cancellation', () => {
  it('a refund the payment provider confirms later by webhook shows on the booking, once, and is never undone', async () => {
    const p = await k.provider('Harish Menon');
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    await k.pay(seeker, _id);
    await k.setStatus(seeker, _id, { status: 'cancelled', reason: 'Plans changed' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.workRequestId, _id));
    // As Razorpay answers most refunds: accepted, still on its way to the seeker's bank.
    await t.db
      .update(payments)
      .set({ refundStatus: 'pending', refundId: 'rfnd_Booking000001', refundedAt: null })
      .where(eq(payments.id, payment!.id));
    expect((await k.get(seeker, _id)).refund).toEqual({ amount: 500, status: 'pending' });
    const webhook = (event: 'refund.processed' | 'refund.failed', eventId: string) =>
      sendPaymentWebhook(t.app, refundEvent(event, 'rfnd_Booking000001', payment!.providerPaymentId!, 50_000), {
        eventId,
      });

    expect((await webhook('refund.processed', `evt_bk_${_id}`)).json()).toEqual({ status: 'ok', applied: true });
    expect((await k.get(seeker, _id)).refund).toEqual({ amount: 500, status: 'processed' });
    // The same event again, and a late contrary one, change nothing.
    expect((await webhook('refund.processed', `evt_bk_${_id}`)).json()).toMatchObject({ applied: false });
    expect((await webhook('refund.failed', `evt_bk2_${_id}`)).json()).toMatchObject({ applied: false });
    expect((await k.get(seeker, _id)).refund).toEqual({ amount: 500, status: 'processed' });
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after).toMatchObject({ refundPaise: 50_000, refundStatus: 'processed', refundId: 'rfnd_Booking000001' });
  });

  it('the seeker cancels 3 hours or more before: everything back', async () => {
    const p = await k.provider('Anil Verma');
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    await k.pay(seeker, _id);
    const before = await k.money(p);
    const res = await k.setStatus(seeker, _id, { status: 'cancelled', reason: 'Plans changed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'seeker', kind: 'free', fee: 0, refund: 500, compensation: 0 },
      refund: { amount: 500 },
    });
    const after = await k.money(p);
    expect(after.refunds - before.refunds).toBe(50_000);
    expect(after.wallets[0]).toBe(before.wallets[0]);
  });

  it('the seeker cancels late: 20% (at most ₹200) to the provider less commission, the rest refunded', async () => {
    const p = await k.provider('Deepak Singh');
    const { _id } = await k.booked(seeker, p, await soonSlot(p));
    await k.pay(seeker, _id);
    const before = await k.money(p);
    const res = await k.setStatus(seeker, _id, { status: 'cancelled', reason: 'Not at home' });
    expect(res.json().request.cancellation).toMatchObject({ kind: 'late', fee: 100, refund: 400, compensation: 0 });
    const after = await k.money(p);
    // The ₹100 fee less ₹10 commission and 10 paise TDS.
    expect(after.wallets[0]! - before.wallets[0]!).toBe(8_990);
    expect(after.commission - before.commission).toBe(1_000);
    expect(after.refunds - before.refunds).toBe(40_000);
  });

  it('the provider cancels late: the seeker gets everything back and the fee, taken from the provider’s next earning', async () => {
    const p = await k.provider('Rahul Jain');
    const { _id } = await k.booked(seeker, p, await soonSlot(p));
    await k.pay(seeker, _id);
    const before = await k.money(seeker, p);
    const res = await k.setStatus(p, _id, { status: 'cancelled', reason: 'Sick today' });
    expect(res.json().request.cancellation).toMatchObject({
      by: 'provider',
      kind: 'provider_late',
      refund: 500,
      compensation: 100,
    });
    const after = await k.money(seeker, p);
    expect(after.wallets[0]! - before.wallets[0]!).toBe(10_000);
    expect(after.wallets[1]).toBe(before.wallets[1]);
    expect(after.refunds - before.refunds).toBe(50_000);

    // The next job's earning pays the ₹100 back: ₹449.50 − ₹100 reaches the wallet.
    const id = await k.started(other, p, await laterSlot(p));
    await k.setStatus(p, id, { status: 'completed' });
    await k.call('POST', `/work/requests/${id}/confirm`, other.cookie);
    const later = await k.money(seeker, p);
    expect(later.wallets[1]! - after.wallets[1]!).toBe(34_950);
    expect(later.penalties).toBe(before.penalties);
  });

  it('a provider who has not started an hour after the start: the seeker cancels with everything back and the fee', async () => {
    const p = await k.provider('Sunil Patil');
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    await k.pay(seeker, _id);
    await k.setRow(_id, { slotStart: new Date(Date.now() - 61 * 60_000) });
    const res = await k.setStatus(seeker, _id, { status: 'cancelled', reason: 'Nobody came' });
    expect(res.json().request.cancellation).toMatchObject({ kind: 'no_show', fee: 0, refund: 500, compensation: 100 });
  });

  it('a started job cannot be cancelled', async () => {
    const p = await k.provider('Neha Kapoor');
    const id = await k.started(seeker, p, await laterSlot(p));
    const res = await k.setStatus(seeker, id, { status: 'cancelled', reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This booking can no longer be cancelled.');
  });
});

describe('disputes', () => {
  it('a dispute opens a ticket of kind dispute; the admin refunds part and the rest is released', async () => {
    const p = await k.provider('Manoj Tiwari');
    const id = await k.started(seeker, p, await laterSlot(p));
    await k.setStatus(p, id, { status: 'completed' });
    // Admins read a booking only once it is in dispute.
    expect((await k.call('GET', `/work/requests/${id}`, admin.cookie)).statusCode).toBe(404);
    const empty = await k.call('POST', `/work/requests/${id}/dispute`, seeker.cookie, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    const res = await k.call('POST', `/work/requests/${id}/dispute`, seeker.cookie, { reason: 'The tap still drips.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({
      status: 'disputed',
      releaseAt: null,
      dispute: { reason: 'The tap still drips.' },
    });
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.workRequestId, id));
    expect(ticket).toMatchObject({ kind: 'dispute', status: 'Pending', userId: seeker.id });
    const asAdmin = await k.call('GET', `/work/requests/${id}`, admin.cookie);
    expect(asAdmin.json().request).toMatchObject({ status: 'disputed', amount: 500, address: { area: 'Koramangala' } });
    // Silence no longer releases it.
    await t.app.jobs.runNow('release-completed-jobs');
    expect((await k.get(seeker, id)).status).toBe('disputed');

    expect(
      (await k.call('POST', `/work/requests/${id}/resolve`, seeker.cookie, { refundAmount: 100, note: 'x' }))
        .statusCode,
    ).toBe(403);
    const tooMuch = await k.call('POST', `/work/requests/${id}/resolve`, admin.cookie, {
      refundAmount: 501,
      note: 'x',
    });
    expect(tooMuch.statusCode).toBe(400);
    const before = await k.money(p);
    const resolved = await k.call('POST', `/work/requests/${id}/resolve`, admin.cookie, {
      refundAmount: 200,
      note: 'Half the work was done.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().request).toMatchObject({ status: 'resolved', refund: { amount: 200 } });
    const after = await k.money(p);
    expect(after.refunds - before.refunds).toBe(20_000);
    // The ₹300 released: ₹30 commission, 30 paise TDS.
    expect(after.wallets[0]! - before.wallets[0]!).toBe(26_970);
    expect(after.commission - before.commission).toBe(3_000);
  });
});

describe('rescheduling', () => {
  it('either party proposes a free time, held until the other accepts or declines', async () => {
    const p = await k.provider('Prakash Rao');
    const { _id } = await k.booked(seeker, p, await laterSlot(p, 10));
    await k.pay(seeker, _id);
    const newTime = await laterSlot(p, 30);
    const proposed = await k.call('POST', `/work/requests/${_id}/reschedule`, seeker.cookie, { slotStart: newTime });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().request.reschedule).toMatchObject({ slotStart: newTime, by: 'seeker' });
    expect((await k.slots(p, addDays(today(), 2))).map((s) => s.start)).not.toContain(newTime);
    expect((await k.call('POST', `/work/requests/${_id}/reschedule/accept`, seeker.cookie)).statusCode).toBe(409);
    const accepted = await k.call('POST', `/work/requests/${_id}/reschedule/accept`, p.cookie);
    expect(accepted.json().request).toMatchObject({ slotStart: newTime, reschedule: null, status: 'confirmed' });

    const again = await k.call('POST', `/work/requests/${_id}/reschedule`, p.cookie, {
      slotStart: await laterSlot(p, 5),
    });
    expect(again.statusCode).toBe(200);
    const declined = await k.call('POST', `/work/requests/${_id}/reschedule/decline`, seeker.cookie);
    expect(declined.json().request).toMatchObject({ slotStart: newTime, reschedule: null });
  });
});

describe('access', () => {
  it('another member cannot see, pay, cancel, confirm or dispute a booking (404); a visitor is asked to sign in', async () => {
    const p = await k.provider('Sanjay Dutt');
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    for (const [method, url, body] of [
      ['GET', `/work/requests/${_id}`, undefined],
      ['POST', `/work/requests/${_id}/pay`, undefined],
      ['PUT', `/work/requests/${_id}/status`, { status: 'cancelled', reason: 'x' }],
      ['POST', `/work/requests/${_id}/confirm`, undefined],
      ['POST', `/work/requests/${_id}/dispute`, { reason: 'x' }],
      ['POST', `/work/requests/${_id}/reschedule`, { slotStart: new Date().toISOString() }],
    ] as const) {
      const res = await k.call(method, url, other.cookie, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect((await k.call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect((await k.get(seeker, _id)).status).toBe('pending_payment');
  });

  it('the provider cannot pay; the seeker cannot quote or complete', async () => {
    const p = await k.provider('Rekha Das', { instantBooking: false });
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    expect(
      (await k.call('POST', `/work/requests/${_id}/quote`, seeker.cookie, { amount: 1, note: '' })).statusCode,
    ).toBe(403);
    await k.setStatus(p, _id, { status: 'accepted' });
    expect((await k.call('POST', `/work/requests/${_id}/pay`, p.cookie)).statusCode).toBe(403);
  });

  it('admins list every booking by status with both parties; members may not', async () => {
    const p = await k.provider('Listed Plumber');
    const { _id } = await k.booked(seeker, p, await laterSlot(p));
    expect((await k.call('GET', '/admin/bookings', seeker.cookie)).statusCode).toBe(403);
    const all = await k.call('GET', '/admin/bookings?status=pending_payment&limit=100', admin.cookie);
    expect(all.statusCode, all.body).toBe(200);
    const row = all.json().bookings.find((b: { _id: string }) => b._id === _id);
    expect(row).toMatchObject({
      service: 'Tap repair',
      status: 'pending_payment',
      amount: 500,
      seeker: { name: 'Asha Rao', phone: seeker.phone },
      provider: { name: 'Listed Plumber', phone: p.phone },
    });
    const confirmed = await k.call('GET', '/admin/bookings?status=confirmed', admin.cookie);
    expect(confirmed.json().bookings.map((b: { _id: string }) => b._id)).not.toContain(_id);
    expect((await k.call('GET', '/admin/bookings?status=nonsense', admin.cookie)).statusCode).toBe(400);
  });

  it('closing an account cancels its bookings that have not started, refunding a paid one in full, and frees the times', async () => {
    const p = await k.provider('Closing Plumber');
    const slot = await laterSlot(p);
    const { _id } = await k.booked(seeker, p, slot);
    await k.pay(seeker, _id);
    const before = await k.money();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: admin.cookie },
      payload: { id: p.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await k.get(seeker, _id)).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'system', refund: 500, fee: 0 },
      refund: { amount: 500 },
    });
    const after = await k.money();
    expect(after.refunds - before.refunds).toBe(50_000);
    expect(after.escrow - before.escrow).toBe(-50_000);
  });

  it('/config/public carries the rules the screens show', async () => {
    const res = await k.call('GET', '/config/public', undefined);
    expect(res.json().marketplace).toEqual({
      commissionPercent: 10,
      freeCancelHours: 3,
      lateCancelFeePercent: 20,
      lateCancelFeeMax: 200,
      releaseAfterHours: 24,
      holdMinutes: 15,
    });
  });
});
