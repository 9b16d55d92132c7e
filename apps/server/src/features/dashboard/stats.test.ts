import { sql } from 'drizzle-orm';
import { addDays, indianDayOf, isWholePaise } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { bookingKit } from '../../../test/bookings.js';
import { insertPayment } from '../payments/payments.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/stats', () => {
  it('counts members, approvals, fees and this month’s revenue, and the last 30 days per day', async () => {
    const { cookie } = await signIn(t.app, await createAdminMember(t.db));
    const before = (await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).json();

    const paid = await createMember(t.db, { paymentVerified: true });
    await createMember(t.db, { isAdminApproved: true, paymentVerified: true });
    await createMember(t.db);
    await createMember(t.db, { deletedAt: new Date() });
    await insertPayment(t.db, {
      userId: paid.id,
      provider: 'local',
      providerOrderId: `o_${paid.id}`,
      receipt: `r_${paid.id}`,
      amountPaise: 12_100,
      status: 'captured',
      capturedAt: new Date(),
    });
    await insertPayment(t.db, {
      userId: paid.id,
      provider: 'local',
      providerOrderId: `f_${paid.id}`,
      receipt: `f_${paid.id}`,
      amountPaise: 12_100,
      status: 'failed',
    });
    // 40 days ago: outside the chart, and outside this month.
    const old = await createMember(t.db, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
    await insertPayment(t.db, {
      userId: old.id,
      provider: 'local',
      providerOrderId: `o_${old.id}`,
      receipt: `r_${old.id}`,
      amountPaise: 12_100,
      status: 'captured',
      capturedAt: new Date(Date.now() - 40 * 86_400_000),
    });

    const res = await t.app.inject({ url: '/api/admin/stats', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.members - before.members).toBe(4); // the deleted one is not counted
    expect(after.awaitingApproval - before.awaitingApproval).toBe(3);
    expect(after.feePaid - before.feePaid).toBe(2);
    // Rupees on the wire, whole paise: ₹121, to the paisa.
    expect(isWholePaise(after.revenueThisMonth)).toBe(true);
    expect(after.revenueThisMonth - before.revenueThisMonth).toBeCloseTo(121, 2);
    expect(after.daily).toHaveLength(30);
    const today = after.daily.at(-1);
    expect(today.date).toBe(indianDayOf(new Date()));
    expect(after.daily[0].date).toBe(indianDayOf(new Date(Date.now() - 29 * 86_400_000)));
    const beforeToday = before.daily.at(-1);
    // Registrations of the day include the member deleted since; the fee revenue is captured only.
    expect(today.registrations - beforeToday.registrations).toBe(4);
    expect(isWholePaise(today.revenue)).toBe(true);
    expect(today.revenue - beforeToday.revenue).toBeCloseTo(121, 2);
  });

  it('counts a day as India does: 23:59 IST is that day, 00:01 IST the next', async () => {
    const { cookie } = await signIn(t.app, await createAdminMember(t.db));
    const [{ d }] = (
      (await t.db.execute(
        sql`select to_char((now() at time zone 'Asia/Kolkata')::date - 2, 'YYYY-MM-DD') as d`,
      )) as unknown as { rows: { d: string }[] }
    ).rows as [{ d: string }];
    const before = (await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).json();
    await createMember(t.db, { createdAt: new Date(`${d}T23:59:00+05:30`) });
    await createMember(t.db, { createdAt: new Date(`${d}T00:01:00+05:30`) });
    const after = (await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).json();
    const day = (s: { daily: { date: string; registrations: number }[] }) =>
      s.daily.find((x) => x.date === d)!.registrations;
    expect(day(after) - day(before)).toBe(2);
  });

  it('counts a sign-up at 00:30 IST on that day in India, not on the UTC day before (19:00 UTC)', async () => {
    const { cookie } = await signIn(t.app, await createAdminMember(t.db));
    const yesterday = indianDayOf(new Date(Date.now() - 86_400_000));
    const dayBefore = indianDayOf(new Date(Date.now() - 2 * 86_400_000));
    const at = new Date(`${yesterday}T00:30:00+05:30`);
    expect(at.toISOString().slice(0, 10)).toBe(dayBefore); // in UTC it is still the day before
    const stats = async () => (await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).json();
    const count = (s: { daily: { date: string; registrations: number }[] }, date: string) =>
      s.daily.find((x) => x.date === date)!.registrations;

    const before = await stats();
    await createMember(t.db, { createdAt: at });
    const after = await stats();
    expect(count(after, yesterday) - count(before, yesterday)).toBe(1);
    expect(count(after, dayBefore) - count(before, dayBefore)).toBe(0);
  });

  it('counts the marketplace: a paid booking in escrow, its value, then its commission once released, and disputes', async () => {
    const admin = await createAdminMember(t.db, { password: 'Admin@12345' });
    const { cookie } = await signIn(t.app, { email: admin.email, password: 'Admin@12345' });
    const stats = async () => (await t.app.inject({ url: '/api/admin/stats', headers: { cookie } })).json();
    const k = bookingKit(() => t);
    const p = await k.provider('Tile Plumber');
    const seeker = await k.member('Tile Seeker');
    const before = await stats();
    const id = await k.started(seeker, p, (await k.slots(p, addDays(indianDayOf(new Date()), 2)))[20]!.start);
    const paid = await stats();
    expect(paid.bookingValueThisMonth - before.bookingValueThisMonth).toBe(500);
    expect(paid.inEscrow - before.inEscrow).toBe(500);
    // Paid for the day after tomorrow: not one of today's.
    expect(paid.bookingsToday).toBe(before.bookingsToday);
    await k.setStatus(p, id, { status: 'completed' });
    await k.call('POST', `/work/requests/${id}/dispute`, seeker.cookie, { reason: 'Still leaks' });
    expect((await stats()).disputesOpen - before.disputesOpen).toBe(1);
    await k.call('POST', `/work/requests/${id}/resolve`, cookie, { refundAmount: 0, note: 'Work was done' });
    const released = await stats();
    expect(released.commissionThisMonth - before.commissionThisMonth).toBe(50);
    expect(released.inEscrow).toBe(before.inEscrow);
    expect(released.disputesOpen).toBe(before.disputesOpen);
    // Booking payments are not registration fees.
    expect(released.revenueThisMonth).toBe(before.revenueThisMonth);
  });
});
