import { availabilityMessages, DEFAULT_AVAILABILITY, indianDayOf, lastBookableDay } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

/** Working hours and free times (docs/contract.md §5c): the provider sets them; anyone reads the slots. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function provider() {
  const member = await createMember(t.db, { isAdminApproved: true, businessCategory: ['Plumber'] });
  return { ...member, cookie: (await signIn(t.app, member)).cookie };
}

/** Open every day 09:00–12:00 and 14:00–18:00, a 30-minute buffer. */
const WEEK = {
  weekly: [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
    { day, from: '09:00', to: '12:00' },
    { day, from: '14:00', to: '18:00' },
  ]),
  exceptions: [],
  online: true,
  instantBooking: true,
  serviceRadiusKm: 15,
  bufferMinutes: 30,
};

function put(cookie: string, payload: object) {
  return t.app.inject({ method: 'PUT', url: '/api/availability/mine', headers: { cookie }, payload });
}

/** A day well inside the horizon (India): a week from now. */
const inAWeek = () => indianDayOf(new Date(Date.now() + 7 * 86_400_000));

async function twoHourService(cookie: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/services/mine',
    headers: { cookie },
    payload: { category: 'Plumber', title: 'Bathroom fitting', priceType: 'fixed', price: 1200, durationMinutes: 120 },
  });
  return res.json().service._id as string;
}

describe('working hours', () => {
  it('answers the defaults until set, then the plan as saved', async () => {
    const p = await provider();
    const first = await t.app.inject({ url: '/api/availability/mine', headers: { cookie: p.cookie } });
    expect(first.json()).toEqual({ availability: DEFAULT_AVAILABILITY });
    const saved = await put(p.cookie, WEEK);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().availability).toEqual(WEEK);
    expect((await t.app.inject({ url: '/api/availability/mine', headers: { cookie: p.cookie } })).json()).toEqual({
      availability: WEEK,
    });
  });

  it.each([
    [
      {
        weekly: [
          { day: 1, from: '09:00', to: '12:00' },
          { day: 1, from: '11:00', to: '13:00' },
        ],
      },
      'weekly.1.from',
      availabilityMessages.overlap,
    ],
    [{ weekly: [{ day: 1, from: '12:00', to: '09:00' }] }, 'weekly.0.to', availabilityMessages.toAfterFrom],
    [{ weekly: [{ day: 7, from: '09:00', to: '12:00' }] }, 'weekly.0.day', availabilityMessages.day],
    [{ weekly: [{ day: 1, from: '9:00', to: '12:00' }] }, 'weekly.0.from', availabilityMessages.time],
    [{ exceptions: [{ date: '2026-12-25', from: '10:00' }] }, 'exceptions.0.to', availabilityMessages.bothTimes],
    [{ serviceRadiusKm: 0 }, 'serviceRadiusKm', availabilityMessages.radius],
    [{ serviceRadiusKm: 500 }, 'serviceRadiusKm', availabilityMessages.radius],
    [{ bufferMinutes: 121 }, 'bufferMinutes', availabilityMessages.buffer],
  ])('refuses %j with the message on its field, and keeps what was saved', async (change, path, msg) => {
    const p = await provider();
    await put(p.cookie, WEEK);
    const res = await put(p.cookie, { ...WEEK, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, msg }));
    expect(
      (await t.app.inject({ url: '/api/availability/mine', headers: { cookie: p.cookie } })).json().availability,
    ).toEqual(WEEK);
  });
});

describe('free times', () => {
  it("a day's slots: on the half hour, inside the hours, the service's length; none while offline", async () => {
    const p = await provider();
    await put(p.cookie, WEEK);
    const serviceId = await twoHourService(p.cookie);
    const day = inAWeek();
    const res = await t.app.inject({ url: `/api/providers/${p.id}/slots?serviceId=${serviceId}&date=${day}` });
    expect(res.statusCode, res.body).toBe(200);
    // 09:00–12:00 fits 2 h from 09:00, 09:30, 10:00; 14:00–18:00 from 14:00 to 16:00 (IST).
    const starts = res.json().slots.map((s: { start: string }) => s.start);
    const ist = (time: string) => new Date(`${day}T${time}:00+05:30`).toISOString();
    expect(starts).toEqual(['09:00', '09:30', '10:00', '14:00', '14:30', '15:00', '15:30', '16:00'].map(ist));
    expect(res.json().slots[0].end).toBe(ist('11:00'));

    // A changed day: only 10:00–12:00 that date.
    await put(p.cookie, { ...WEEK, exceptions: [{ date: day, from: '10:00', to: '12:00' }] });
    const changed = await t.app.inject({ url: `/api/providers/${p.id}/slots?serviceId=${serviceId}&date=${day}` });
    expect(changed.json().slots.map((s: { start: string }) => s.start)).toEqual([ist('10:00')]);

    await put(p.cookie, { ...WEEK, online: false });
    const offline = await t.app.inject({ url: `/api/providers/${p.id}/slots?serviceId=${serviceId}&date=${day}` });
    expect(offline.json()).toEqual({ slots: [] });
  });

  it('a day beyond the horizon or before today is a 400; a service not theirs or hidden is a 404', async () => {
    const p = await provider();
    const other = await provider();
    await put(p.cookie, WEEK);
    const serviceId = await twoHourService(p.cookie);
    const beyond = indianDayOf(new Date(Date.parse(`${lastBookableDay(new Date())}T12:00:00Z`) + 86_400_000));
    for (const date of [beyond, '2020-01-01']) {
      const res = await t.app.inject({ url: `/api/providers/${p.id}/slots?serviceId=${serviceId}&date=${date}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual(
        expect.objectContaining({ path: 'date', msg: availabilityMessages.withinHorizon }),
      );
    }
    const notTheirs = await t.app.inject({
      url: `/api/providers/${other.id}/slots?serviceId=${serviceId}&date=${inAWeek()}`,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().code).toBe('SERVICE_NOT_FOUND');
  });
});
