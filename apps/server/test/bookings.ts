import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { workRequests } from '../src/db/schema/index.js';
import { balancesOf, platformAccount, walletOf } from '../src/features/ledger/index.js';
import { createMember, signIn, type TestApp } from './app.js';

/** Every day 00:00–24:00: a free time is always ahead. */
export const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));

const home = { area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560034' };

/** A signed-in approved member. */
export type Party = { id: string; name: string; email: string; phone: string; password: string; cookie: string };
/** A provider with one service. */
export type Provider = Party & { serviceId: string };

/** The booking tests' helpers (docs/contract.md §5c) for the test app `testApp()` returns. */
export function bookingKit(testApp: () => TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
    testApp().app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, payload });

  async function member(name: string, fields: Parameters<typeof createMember>[1] = {}): Promise<Party> {
    const m = await createMember(testApp().db, { isAdminApproved: true, name, address: home, ...fields });
    return { ...m, cookie: (await signIn(testApp().app, m)).cookie };
  }

  /** A plumber with one service (₹500 fixed, an hour, unless said) and the hours and booking mode asked for. */
  async function provider(
    name: string,
    opts: { instantBooking?: boolean; bufferMinutes?: number; service?: Record<string, unknown>; gstin?: string } = {},
  ): Promise<Provider> {
    const p = await member(name, {
      businessName: `${name} Plumbing`,
      businessCategory: ['Plumber'],
      ...(opts.gstin && { gstin: opts.gstin }),
    });
    const service = await call('POST', '/services/mine', p.cookie, {
      category: 'Plumber',
      title: 'Tap repair',
      priceType: 'fixed',
      price: 500,
      durationMinutes: 60,
      ...opts.service,
    });
    expect(service.statusCode, service.body).toBe(201);
    const hours = await call('PUT', '/availability/mine', p.cookie, {
      weekly: ALWAYS,
      exceptions: [],
      online: true,
      instantBooking: opts.instantBooking ?? true,
      serviceRadiusKm: 10,
      bufferMinutes: opts.bufferMinutes ?? 0,
    });
    expect(hours.statusCode, hours.body).toBe(200);
    return { ...p, serviceId: service.json().service._id as string };
  }

  /** The free times of the provider's service on a day (yyyy-MM-dd, India). */
  async function slots(p: Provider, date: string) {
    const res = await call('GET', `/providers/${p.id}/slots?serviceId=${p.serviceId}&date=${date}`, undefined);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().slots as { start: string; end: string }[];
  }

  const bookingBody = (p: Provider, slotStart: string) => ({
    providerId: p.id,
    serviceId: p.serviceId,
    slotStart,
    description: 'The kitchen tap drips.',
    address: home,
    contactPhone: '9876543210',
  });

  const book = (seeker: Party, p: Provider, slotStart: string) =>
    call('POST', '/work/requests', seeker.cookie, bookingBody(p, slotStart));

  /** Books and answers the booking, or fails the test. */
  async function booked(seeker: Party, p: Provider, slotStart: string) {
    const res = await book(seeker, p, slotStart);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().request as { _id: string; status: string };
  }

  /** Pays a booking through the local TEST provider's checkout, as the browser does. */
  async function pay(seeker: Party, id: string) {
    const order = await call('POST', `/work/requests/${id}/pay`, seeker.cookie);
    expect(order.statusCode, order.body).toBe(200);
    const { orderId } = order.json().order as { orderId: string };
    const done = await call('POST', '/payment/local/complete', seeker.cookie, { orderId, outcome: 'success' });
    expect(done.statusCode, done.body).toBe(200);
    return orderId;
  }

  const get = async (who: Party, id: string) => {
    const res = await call('GET', `/work/requests/${id}`, who.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().request;
  };
  const setStatus = (who: Party, id: string, body: object) =>
    call('PUT', `/work/requests/${id}/status`, who.cookie, body);

  /** Books, pays and starts with the seeker's code: a job under way. */
  async function started(seeker: Party, p: Provider, slotStart: string) {
    const { _id } = await booked(seeker, p, slotStart);
    await pay(seeker, _id);
    const { startCode } = await get(seeker, _id);
    const res = await setStatus(p, _id, { status: 'started', code: startCode });
    expect(res.statusCode, res.body).toBe(200);
    return _id;
  }

  /** Balances in paise: a member's wallet and the platform's booking accounts. */
  async function money(...members: { id: string }[]) {
    const db = testApp().db;
    const account = async (code: string) => balancesOf(await platformAccount(db, code)).balance;
    return {
      wallets: await Promise.all(members.map(async (m) => balancesOf(await walletOf(db, m.id)).balance)),
      received: -(await account('payments_received')),
      escrow: await account('booking_escrow'),
      commission: await account('commission_revenue'),
      refunds: await account('refunds_paid'),
      penalties: await account('provider_penalties'),
      tcs: await account('tcs_payable'),
      tds: await account('tds_payable'),
      gst: await account('gst_payable'),
    };
  }

  /** Moves a booking's clock: its hold, release time or slot, as if time had passed. */
  const setRow = (id: string, values: Partial<typeof workRequests.$inferInsert>) =>
    testApp().db.update(workRequests).set(values).where(eq(workRequests.id, id));

  return {
    call,
    member,
    provider,
    slots,
    bookingBody,
    book,
    booked,
    pay,
    get,
    setStatus,
    started,
    money,
    setRow,
    home,
  };
}
