import type { APIRequestContext, Browser } from '@playwright/test';
import { expect } from './fixtures';
import { asAdmin, createApprovedMember, indianToday, startSessionOf, type Person } from './helpers';

/** What the marketplace's journeys start from: a plumber with a rate card and hours, a seeker, a paid booking. */

type PlumberService = { title: string; price: number; instantBooking: boolean };

/**
 * A plumber made for one journey (a seeded one would carry a rate card and hours into every other
 * journey): at MG Road, Bangalore (560001), one fixed-price service of an hour, hours every day
 * 00:00–24:00 (so a free time always exists, even inside the next three hours) and a radius that
 * reaches 560034.
 */
export async function bookablePlumber(
  browser: Browser,
  { title, price, instantBooking }: PlumberService,
  name = 'Nikhil Shetty',
): Promise<Person & { businessName: string }> {
  const businessName = `${name.split(' ')[0]} Plumbing ${Date.now().toString().slice(-5)}`;
  const plumber = await asAdmin(browser, (admin) =>
    createApprovedMember(admin, name, { businessCategory: ['Plumber'], businessName }),
  );
  const context = await browser.newContext();
  try {
    await startSessionOf(context, plumber);
    const added = await context.request.post('/api/services/mine', {
      data: {
        category: 'Plumber',
        title,
        description: 'Leaks and drips fixed on the spot.',
        priceType: 'fixed',
        price,
        durationMinutes: 60,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    const hours = await context.request.put('/api/availability/mine', {
      data: {
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '00:00', to: '24:00' })),
        exceptions: [],
        online: true,
        instantBooking,
        serviceRadiusKm: 25,
        bufferMinutes: 0,
      },
    });
    expect(hours.status(), await hours.text()).toBe(200);
  } finally {
    await context.close();
  }
  return { ...plumber, businessName };
}

/** A seeker with an account, who has accepted the privacy notice (at a first sign-in through the API). */
export async function seekerWithAccount(browser: Browser, name = 'Divya Menon') {
  const seeker = await asAdmin(browser, (admin) => createApprovedMember(admin, name));
  const context = await browser.newContext();
  try {
    await startSessionOf(context, seeker);
  } finally {
    await context.close();
  }
  return seeker;
}

const dayAfter = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);

/** The plumber's first free time from now (inside the late-cancel window), or tomorrow's at 10:00 am. */
export async function freeTime(seeker: APIRequestContext, plumberId: string, which: 'soonest' | 'tomorrow-ten') {
  const services = await seeker.get(`/api/providers/${plumberId}/services`);
  const serviceId = ((await services.json()) as { services: { _id: string }[] }).services[0]!._id;
  const slotsOn = async (day: string) => {
    const res = await seeker.get(`/api/providers/${plumberId}/slots?serviceId=${serviceId}&date=${day}`);
    return ((await res.json()) as { slots: { start: string }[] }).slots.map((slot) => slot.start);
  };
  const today = indianToday();
  const tomorrow = dayAfter(today);
  if (which === 'tomorrow-ten') return { serviceId, slotStart: `${tomorrow}T04:30:00.000Z` };
  const soon = [...(await slotsOn(today)), ...(await slotsOn(tomorrow))];
  return { serviceId, slotStart: soon[0]! };
}

/**
 * A booking paid through the TEST checkout by the API (POST /work/requests, …/pay, the local
 * provider's completion and the verification): confirmed, the money in escrow. Its id.
 */
export async function paidBooking(
  seeker: APIRequestContext,
  plumberId: string,
  slot: { serviceId: string; slotStart: string },
  phone: string,
): Promise<string> {
  const booked = await seeker.post('/api/work/requests', {
    data: {
      providerId: plumberId,
      ...slot,
      description: 'The kitchen tap drips all night.',
      address: { area: 'MG Road', city: 'Bangalore', state: 'Karnataka', country: 'India', pincode: '560001' },
      contactPhone: phone,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const id = ((await booked.json()) as { request: { _id: string } }).request._id;
  const order = await seeker.post(`/api/work/requests/${id}/pay`);
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = ((await order.json()) as { order: { orderId: string } }).order;
  const paid = await seeker.post('/api/payment/local/complete', { data: { orderId, outcome: 'success' } });
  expect(paid.status(), await paid.text()).toBe(200);
  const { callback } = (await paid.json()) as { callback: unknown };
  const verified = await seeker.post('/api/payment/verify', { data: callback });
  expect(verified.status(), await verified.text()).toBe(200);
  return id;
}
