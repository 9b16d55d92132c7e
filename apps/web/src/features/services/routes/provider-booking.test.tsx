// @vitest-environment happy-dom
import {
  bookingMessages,
  checkoutResultSchema,
  freeDaysSchema,
  localCheckoutAnswerSchema,
  paths,
  paymentOrderSchema,
  paymentVerifiedSchema,
  serviceListSchema,
  serviceSchema,
  slotListSchema,
  workAnswerSchema,
  type Service,
  type WorkRequest,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  fixture,
  jsonResponse,
  makePayment,
  makeProvider,
  makeUser,
  makeWorkRequest,
  PUBLIC_CONFIG,
} from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';

/**
 * Booking a chosen time from a provider's page (docs/contract.md §5c): the form with the whole
 * price, then straight to paying (the TEST checkout) and back to the booking's page; on quote, a
 * request the provider prices; a time taken meanwhile.
 */

const PROVIDER = makeProvider();
const FIRST = { timeout: 5000 };
/** 10:00 am in India on Saturday 5 December 2026. */
const TEN = '2026-12-05T04:30:00.000Z';
const SEEKER = makeUser({ name: 'Asha Rao', phone: '9876543210' });

const serviceOf = (overrides: Partial<Service> = {}) =>
  fixture(serviceSchema, {
    _id: '90000000-0000-4000-8000-000000000021',
    providerId: PROVIDER._id,
    category: 'Plumber',
    title: 'Tap repair',
    description: '',
    priceType: 'fixed',
    price: 500,
    durationMinutes: 60,
    active: true,
    ...overrides,
  });

const ORDER = fixture(paymentOrderSchema, {
  provider: 'local',
  keyId: 'local_test',
  orderId: 'order_local_9',
  receipt: 'SVK-2026-000009',
  amount: 500,
  currency: 'INR',
  prefill: { name: 'Asha Rao', email: 'asha@gmail.com', contact: '9876543210' },
});

type Answer = (path: string, init: RequestInit | undefined) => Response | undefined;

function renderBooking(service: Service, answer: Answer) {
  const url = `${paths.serviceDetail}?id=${PROVIDER._id}&service=${service._id}&date=2026-12-05&slot=${encodeURIComponent(TEN)}`;
  return renderApp(url, {
    user: SEEKER,
    onFetch: (path, init) => {
      const given = answer(path, init);
      if (given) return given;
      if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
      if (path === `/api/services/provider/${PROVIDER._id}`) return jsonResponse(PROVIDER);
      if (path === `/api/services/provider/${PROVIDER._id}/reviews`)
        return jsonResponse({ reviews: [], nextCursor: null });
      if (path === `/api/providers/${PROVIDER._id}/services`)
        return jsonResponse(fixture(serviceListSchema, { services: [service] }));
      if (path.startsWith(`/api/providers/${PROVIDER._id}/free-days`))
        return jsonResponse(fixture(freeDaysSchema, { days: ['2026-12-05'] }));
      if (path.startsWith(`/api/providers/${PROVIDER._id}/slots`))
        return jsonResponse(fixture(slotListSchema, { slots: [{ start: TEN, end: '2026-12-05T05:30:00.000Z' }] }));
      throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    },
  });
}

const bodyOf = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));

async function openForm(user: ReturnType<typeof renderApp>['user']) {
  const picker = await screen.findByRole('region', { name: /^Choose a time for/ }, FIRST);
  await user.click(await within(picker).findByRole('button', { name: 'Continue' }));
  return screen.findByRole('form', { name: /^Book / });
}

describe('booking from a provider’s page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T06:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the whole price, books the time, goes straight to paying and comes back to the confirmed booking', async () => {
    const service = serviceOf();
    let booking: WorkRequest = makeWorkRequest({
      service: { _id: service._id, title: 'Tap repair', priceType: 'fixed' },
      provider: { _id: PROVIDER._id, name: 'Ravi Kumar', businessName: 'Ravi Plumbing Works', phone: null },
      seeker: { _id: SEEKER._id, name: 'Asha Rao' },
      slotStart: TEN,
      slotEnd: '2026-12-05T05:30:00.000Z',
      amount: 500,
      status: 'pending_payment',
      holdExpiresAt: '2026-12-02T06:15:00.000Z',
    });
    const callback = fixture(checkoutResultSchema, {
      razorpay_order_id: ORDER.orderId,
      razorpay_payment_id: 'pay_local_9',
      razorpay_signature: 'sig',
    });
    const { user, fetchMock, router } = renderBooking(service, (path, init) => {
      const method = init?.method ?? 'GET';
      if (method === 'POST' && path === '/api/work/requests')
        return jsonResponse(fixture(workAnswerSchema, { message: bookingMessages.booked, request: booking }), 201);
      if (path === `/api/work/requests/${booking._id}`) return jsonResponse({ request: booking });
      if (method === 'POST' && path === `/api/work/requests/${booking._id}/pay`) return jsonResponse({ order: ORDER });
      if (path === '/api/payment/local/complete')
        return jsonResponse(fixture(localCheckoutAnswerSchema, { success: true, callback }));
      if (path === '/api/payment/verify') {
        booking = { ...booking, status: 'confirmed', startCode: '4821', holdExpiresAt: null };
        return jsonResponse(
          fixture(paymentVerifiedSchema, { success: true, message: 'fee words', payment: makePayment() }),
        );
      }
      if (path === '/api/payment/history') return jsonResponse({ payments: [] });
      return undefined;
    });

    const form = await openForm(user);
    expect(within(form).getByRole('heading', { name: 'Book Tap repair, Sat 5 Dec, 10:00 am' })).toBeTruthy();
    // The member's own address and phone, to change for this job.
    expect((within(form).getByLabelText('Area') as HTMLInputElement).value).toBe('Kothrud');
    expect((within(form).getByLabelText('Pincode') as HTMLInputElement).value).toBe('411038');
    expect((within(form).getByLabelText(/^Phone for this job/) as HTMLInputElement).value).toBe('9876543210');
    expect(within(form).getByRole('note').textContent).toContain(
      '₹500 (incl. of all taxes and fees) — that is all you pay; nothing else is charged later.',
    );

    await user.click(within(form).getByRole('button', { name: 'Book and pay' }));
    expect(await within(form).findByText('Please describe the work you need.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/api/work/requests')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Describe the work/), 'The kitchen tap drips.');
    await user.click(within(form).getByRole('button', { name: 'Book and pay' }));

    // Straight to the TEST checkout for the booking's amount…
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.payCheckout), FIRST);
    expect(await screen.findByRole('heading', { name: 'Sevak test checkout' }, FIRST)).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/work/requests')[0])).toEqual({
      providerId: PROVIDER._id,
      serviceId: service._id,
      slotStart: TEN,
      description: 'The kitchen tap drips.',
      address: { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
      contactPhone: '9876543210',
    });
    await user.click(screen.getByRole('button', { name: 'Pay ₹500' }));

    // …and back to the booking, confirmed, with the start code.
    expect(await screen.findByText(bookingMessages.confirmed, {}, FIRST)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.booking));
    expect(router.state.location.search).toBe(`?id=${booking._id}`);
    expect(await screen.findByRole('region', { name: 'Your start code' })).toBeTruthy();
    expect(screen.getByText('4821')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/work/requests/${booking._id}/pay`)).toHaveLength(1);
  });

  it('sends a request for a service on quote, and the booking page says a price will come', async () => {
    const service = serviceOf({ priceType: 'quote', price: null });
    const booking = makeWorkRequest({
      service: { _id: service._id, title: 'Tap repair', priceType: 'quote' },
      provider: { _id: PROVIDER._id, name: 'Ravi Kumar', businessName: 'Ravi Plumbing Works', phone: null },
      seeker: { _id: SEEKER._id, name: 'Asha Rao' },
      slotStart: TEN,
      slotEnd: '2026-12-05T05:30:00.000Z',
      status: 'sent',
    });
    const { user, router } = renderBooking(service, (path, init) => {
      if (init?.method === 'POST' && path === '/api/work/requests')
        return jsonResponse(fixture(workAnswerSchema, { message: bookingMessages.requested, request: booking }), 201);
      if (path === `/api/work/requests/${booking._id}`) return jsonResponse({ request: booking });
      return undefined;
    });
    const form = await openForm(user);
    expect(within(form).getByRole('note').textContent).toContain('the provider answers with a price');
    await user.type(within(form).getByLabelText(/^Describe the work/), 'The tank leaks.');
    await user.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(bookingMessages.requested, {}, FIRST)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.booking));
    expect(
      await screen.findByText(
        'Ravi Plumbing Works will answer with a price. You pay only once you accept it.',
        {},
        FIRST,
      ),
    ).toBeTruthy();
    expect(screen.getByText('The provider will give a price')).toBeTruthy();
  });

  it('says when the time was just taken, and asks for another', async () => {
    const service = serviceOf();
    const { user } = renderBooking(service, (path, init) =>
      init?.method === 'POST' && path === '/api/work/requests'
        ? errorResponse('SLOT_TAKEN', { message: bookingMessages.slotTaken })
        : undefined,
    );
    const form = await openForm(user);
    await user.type(within(form).getByLabelText(/^Describe the work/), 'The kitchen tap drips.');
    await user.click(within(form).getByRole('button', { name: 'Book and pay' }));
    expect(await screen.findByText(bookingMessages.slotTaken)).toBeTruthy();
    // The time is no longer chosen: the day's times again.
    const picker = screen.getByRole('region', { name: 'Choose a time for Tap repair' });
    await waitFor(() => expect(within(picker).queryByRole('button', { name: 'Continue' })).toBeNull());
  });
});
