import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { hasHorizontalScroll, indianToday, startSessionOf } from './helpers';
import { photo } from './images';
import { bookablePlumber, seekerWithAccount } from './marketplace-data';

const HIDDEN = '[hidden until the booking is paid]';

/** A booking of the plumber's one service tomorrow, through the API, waiting for payment: its id. */
async function bookTomorrow(seeker: APIRequestContext, providerId: string): Promise<string> {
  const services = await (await seeker.get(`/api/providers/${providerId}/services`)).json();
  const serviceId = services.services[0]._id as string;
  const tomorrow = new Date(Date.parse(`${indianToday()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const slots = await (
    await seeker.get(`/api/providers/${providerId}/slots?serviceId=${serviceId}&date=${tomorrow}`)
  ).json();
  const booked = await seeker.post('/api/work/requests', {
    data: {
      providerId,
      serviceId,
      slotStart: slots.slots[10].start,
      description: 'The bathroom tap leaks.',
      address: { area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560034' },
      contactPhone: '9876543210',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).request._id as string;
}

/**
 * A seeker and a plumber talk on a booking in two browsers, at 1280 px (conversation.spec.ts) and
 * on 360 px phones (conversation.phone.spec.ts): live both ways, a phone number hidden until the
 * booking is paid, a photo sent and seen, a message written offline sent when the network returns
 * (docs/decisions/038).
 */
export async function chatOnBooking(page: Page, browser: Browser, { phone }: { phone: boolean }) {
  const [plumber, seeker] = await Promise.all([
    bookablePlumber(browser, { title: 'Tap repair', price: 500, instantBooking: true }, 'Suresh Gowda'),
    seekerWithAccount(browser, 'Asha Rao'),
  ]);
  await startSessionOf(page.context(), seeker);
  const id = await bookTomorrow(page.context().request, plumber.id);

  await page.goto(`/booking?id=${id}`);
  const mine = page.getByRole('main').getByRole('region', { name: 'Messages' });
  await expect(mine.getByText(/^No messages yet/)).toBeVisible();
  await mine.getByLabel('Your message').fill('Please call me on 98765 43210 before you come.');
  await mine.getByRole('button', { name: 'Send' }).click();
  const log = mine.getByRole('log', { name: 'Messages' });
  await expect(log.getByText('Please call me on 98765 43210 before you come.')).toBeVisible();

  const context = await browser.newContext({
    viewport: page.viewportSize(),
    isMobile: phone,
    hasTouch: phone,
  });
  try {
    await startSessionOf(context, plumber);
    const desk = await context.newPage();
    await desk.goto(`/booking?id=${id}`);
    const theirs = desk.getByRole('main').getByRole('region', { name: 'Messages' });
    const theirLog = theirs.getByRole('log', { name: 'Messages' });
    // Not paid yet: the number is hidden from the plumber.
    await expect(theirLog.getByText(`Please call me on ${HIDDEN} before you come.`)).toBeVisible();

    // The plumber answers; it reaches the seeker's open page without a reload.
    await theirs.getByLabel('Your message').fill('Which floor is it?');
    await theirs.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('Which floor is it?')).toBeVisible();

    // A photo of the leak: the plumber sees its thumbnail, loaded, and the page still fits a phone.
    await mine.getByLabel('Photo (optional)').setInputFiles({
      name: 'leak.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(7),
    });
    await mine.getByLabel('Your message').fill('The leak under the sink.');
    await mine.getByRole('button', { name: 'Send' }).click();
    const thumb = theirLog.getByRole('img', { name: 'Photo from Customer' });
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    await expect(theirLog.getByText('The leak under the sink.')).toBeVisible();
    if (phone) {
      expect(await hasHorizontalScroll(page), 'the seeker’s booking page').toBe(false);
      expect(await hasHorizontalScroll(desk), 'the plumber’s booking page').toBe(false);
    }

    // The seeker's network drops: the message waits on the phone, and goes when it returns.
    await page.context().setOffline(true);
    await mine.getByLabel('Your message').fill('Second floor, flat 21.');
    await mine.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText('Waiting for the network: it will be sent when you are online.')).toBeVisible();
    await page.context().setOffline(false);
    await expect(theirLog.getByText('Second floor, flat 21.')).toBeVisible();
    await expect(log.getByText('Waiting for the network: it will be sent when you are online.')).toHaveCount(0);

    // Paid: the plumber now reads the number.
    const order = await page.context().request.post(`/api/work/requests/${id}/pay`);
    expect(order.status(), await order.text()).toBe(200);
    const paid = await page.context().request.post('/api/payment/local/complete', {
      data: { orderId: (await order.json()).order.orderId, outcome: 'success' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    await desk.reload();
    await expect(theirLog.getByText('Please call me on 98765 43210 before you come.')).toBeVisible();
    // Each message appears once, the offline one too.
    await expect(theirLog.getByText('Second floor, flat 21.')).toHaveCount(1);
  } finally {
    await context.close();
  }
}
