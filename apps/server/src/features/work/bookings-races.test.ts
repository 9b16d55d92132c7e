import { addDays, indianDayOf } from '@sevak/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHolds, payments, workRequests } from '../../db/schema/index.js';
import { paymentSignature } from '../payments/providers.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import { expireHolds } from './bookings.service.js';

/**
 * Bookings under concurrency (docs/contract.md §9: no check-then-act). The races only show on
 * PostgreSQL (TEST_DATABASE_URL, which CI runs this file against); on PGlite the same rules hold
 * one request at a time. Every outcome is decided by the database: the exclusion constraint on
 * booking_holds, the booking's row lock, the ledger's idempotency keys.
 */
let t: TestApp;
const k = bookingKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = () => addDays(indianDayOf(new Date()), 2);
const seekers = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => k.member(`Seeker ${i + 1}`)));
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode).sort((a, b) => a - b);

/** A confirmed booking's job, completed by the provider: ready to confirm or dispute. */
async function completedJob(p: Provider, seeker: Party) {
  const id = await k.started(seeker, p, (await k.slots(p, day()))[20]!.start);
  expect((await k.setStatus(p, id, { status: 'completed' })).statusCode).toBe(200);
  return id;
}

describe('bookings under concurrency', () => {
  it('20 seekers book one time at once: one hold, 19 × 409 SLOT_TAKEN', async () => {
    const p = await k.provider('Busy Plumber');
    const slot = (await k.slots(p, day()))[20]!.start;
    const many = await seekers(20);
    const answers = await Promise.all(many.map((s) => k.book(s, p, slot)));
    expect(statuses(answers)).toEqual([201, ...Array<number>(19).fill(409)]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'SLOT_TAKEN')).toBe(true);
    const holds = await t.db.select().from(bookingHolds).where(eq(bookingHolds.providerId, p.id));
    expect(holds).toHaveLength(1);
  });

  it('overlapping times with the buffer, booked at once: only one of each overlapping pair is held', async () => {
    const p = await k.provider('Buffered Plumber', { bufferMinutes: 30 });
    const free = await k.slots(p, day());
    // 10:00, 10:30, 11:00 … : with a 60-minute job and 30 minutes of buffer, starts 90 minutes apart.
    const starts = free.slice(20, 26).map((s) => s.start);
    const many = await seekers(starts.length * 3);
    const answers = await Promise.all(many.map((s, i) => k.book(s, p, starts[i % starts.length]!)));
    const held = await t.db.select().from(bookingHolds).where(eq(bookingHolds.providerId, p.id));
    expect(held.length).toBe(answers.filter((a) => a.statusCode === 201).length);
    const times = held.map((h) => h.startsAt.getTime()).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(90 * 60_000);
  });

  it('20 identical confirms credit the provider once', async () => {
    const p = await k.provider('Confirmed Plumber');
    const [seeker] = await seekers(1);
    const id = await completedJob(p, seeker!);
    const before = await k.money(p);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => k.call('POST', `/work/requests/${id}/confirm`, seeker!.cookie)),
    );
    expect(statuses(answers)).toEqual([200, ...Array<number>(19).fill(409)]);
    const after = await k.money(p);
    expect(after.wallets[0]! - before.wallets[0]!).toBe(44_950);
    expect(after.commission - before.commission).toBe(5_000);
  });

  it('confirm, dispute, cancel and the release sweep on one booking at once: one outcome', async () => {
    const p = await k.provider('Raced Plumber');
    const [seeker] = await seekers(1);
    const id = await completedJob(p, seeker!);
    await k.setRow(id, { releaseAt: new Date(Date.now() - 1000) });
    const before = await k.money(p);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => k.call('POST', `/work/requests/${id}/confirm`, seeker!.cookie)),
      ...Array.from({ length: 5 }, () =>
        k.call('POST', `/work/requests/${id}/dispute`, seeker!.cookie, { reason: 'Leaks again' }),
      ),
      ...Array.from({ length: 5 }, () => k.setStatus(seeker!, id, { status: 'cancelled', reason: 'x' })),
      t.app.jobs.runNow('release-completed-jobs').then(() => ({ statusCode: 0 })),
    ]);
    const won = answers.filter((a) => a.statusCode === 200);
    const { status } = await k.get(seeker!, id);
    expect(['released', 'disputed']).toContain(status);
    expect(won.length).toBeLessThanOrEqual(1);
    const after = await k.money(p);
    expect(after.wallets[0]! - before.wallets[0]!).toBe(status === 'released' ? 44_950 : 0);
  });

  it('the checkout confirmation 20 times at once with the payment event: one capture, the money in escrow once', async () => {
    const p = await k.provider('Paid Plumber');
    const [seeker] = await seekers(1);
    const { _id } = await k.booked(seeker!, p, (await k.slots(p, day()))[20]!.start);
    const order = await k.call('POST', `/work/requests/${_id}/pay`, seeker!.cookie);
    const { orderId } = order.json().order as { orderId: string };
    const paymentId = 'pay_raced000001';
    const verify = () =>
      k.call('POST', '/payment/verify', seeker!.cookie, {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(orderId, paymentId, t.app.paymentProvider.keySecret),
      });
    const before = await k.money();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, verify),
      k.call('POST', '/payment/local/complete', seeker!.cookie, { orderId, outcome: 'success' }),
    ]);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const rows = await t.db.select().from(payments).where(eq(payments.workRequestId, _id));
    expect(rows.filter((r) => r.status === 'captured')).toHaveLength(1);
    const after = await k.money();
    expect(after.escrow - before.escrow).toBe(
      50_000 * rows.filter((r) => r.status === 'captured').length - (after.refunds - before.refunds),
    );
    expect((await k.get(seeker!, _id)).status).toBe('confirmed');
  });

  it('the hold expiring while the payment lands: either paid or expired and refunded, never both', async () => {
    const p = await k.provider('Late Payer Plumber');
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round++) {
      const [seeker] = await seekers(1);
      const { _id } = await k.booked(seeker!, p, (await k.slots(p, day()))[20 + round * 3]!.start);
      const order = await k.call('POST', `/work/requests/${_id}/pay`, seeker!.cookie);
      const { orderId } = order.json().order as { orderId: string };
      await t.db
        .update(workRequests)
        .set({ holdExpiresAt: new Date(Date.now() - 1) })
        .where(eq(workRequests.id, _id));
      const before = await k.money();
      await Promise.all([
        expireHolds(t.db),
        k.call('POST', '/payment/local/complete', seeker!.cookie, { orderId, outcome: 'success' }),
      ]);
      const { status } = await k.get(seeker!, _id);
      const [payment] = await t.db.select().from(payments).where(eq(payments.providerOrderId, orderId));
      const after = await k.money();
      outcomes.push(status);
      if (status === 'confirmed') {
        expect(payment!.refundStatus).toBeNull();
        expect(after.escrow - before.escrow).toBe(50_000);
      } else {
        expect(status).toBe('expired');
        expect(payment!.refundPaise).toBe(50_000);
        expect(after.escrow - before.escrow).toBe(0);
        expect(after.refunds - before.refunds).toBe(50_000);
      }
    }
    expect(outcomes.every((s) => s === 'confirmed' || s === 'expired')).toBe(true);
  });
});
