// @vitest-environment happy-dom
import {
  bookingMessages,
  cancellationTerms,
  cancellationWords,
  DEFAULT_MARKETPLACE_RULES,
  freeDaysSchema,
  paths,
  slotListSchema,
  workAnswerSchema,
  type CancellationTerms,
  type User,
  type WorkRequest,
} from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, i18n } from '../../../i18n/i18n';
import { errorResponse, fixture, jsonResponse, makeUser, makeWorkRequest, PUBLIC_CONFIG } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';
import { cancelWordsOf } from '../utils/cancel-words';

/**
 * /booking?id= (docs/contract.md §5c): each party's next step, the money rules in words before a
 * cancellation and the amounts after it, against a small server holding one booking.
 */

const FIRST = { timeout: 5000 };
/** Now: Wednesday 2 December 2026, 11:30 am in India. */
const NOW = '2026-12-02T06:00:00.000Z';
const SEEKER = makeUser({ _id: '00000000-0000-4000-8000-000000000901', name: 'Ravi Kumar' });
const PROVIDER = makeUser({ _id: '00000000-0000-4000-8000-000000000902', name: 'Meena Joshi' });
const hoursFromNow = (hours: number) => new Date(Date.parse(NOW) + hours * 3_600_000).toISOString();

const booking = (overrides: Partial<WorkRequest> = {}) =>
  makeWorkRequest({
    service: { _id: '90000000-0000-4000-8000-000000000031', title: 'Tap repair', priceType: 'fixed' },
    slotStart: hoursFromNow(2),
    slotEnd: hoursFromNow(3),
    amount: 500,
    status: 'confirmed',
    payment: { status: 'captured', paidAt: '2026-12-01T06:00:00.000Z' },
    ...overrides,
  });

type Step = (body: Record<string, unknown>, current: WorkRequest) => Response | Partial<WorkRequest>;

/** The booking page against one booking; `steps` answers each write by its path's end ('status', 'confirm', …). */
function renderBooking(user: User, start: WorkRequest, steps: Record<string, Step> = {}) {
  let current = start;
  const view = renderApp(`${paths.booking}?id=${start._id}`, {
    user,
    onFetch: (path, init) => {
      const method = init?.method ?? 'GET';
      if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
      if (method === 'GET' && path === `/api/work/requests/${start._id}`) return jsonResponse({ request: current });
      if (path.startsWith('/api/providers/') && path.includes('/free-days'))
        return jsonResponse(fixture(freeDaysSchema, { days: ['2026-12-04'] }));
      if (path.startsWith('/api/providers/') && path.includes('/slots'))
        return jsonResponse(
          fixture(slotListSchema, { slots: [{ start: '2026-12-04T05:30:00.000Z', end: '2026-12-04T06:30:00.000Z' }] }),
        );
      const step = path.replace(`/api/work/requests/${start._id}/`, '');
      const answer = steps[step];
      if (answer && method !== 'GET') {
        const result = answer(init?.body ? JSON.parse(String(init.body)) : {}, current);
        if (result instanceof Response) return result;
        current = { ...current, ...result };
        return jsonResponse(fixture(workAnswerSchema, { message: 'Done.', request: current }));
      }
      throw new Error(`Unexpected fetch ${method} ${path}`);
    },
  });
  return view;
}

const bodyOf = (call: [string, RequestInit | undefined] | undefined) => JSON.parse(String(call?.[1]?.body));

describe('booking page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(NOW));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the seeker the start code, and before a late cancel what goes to whom; the amounts after', async () => {
    const start = booking({ startCode: '4821' });
    const { user, fetchMock } = renderBooking(SEEKER, start, {
      status: (body) => ({
        status: 'cancelled',
        cancelledAt: NOW,
        startCode: null,
        cancellation: {
          by: 'seeker',
          reason: String(body.reason),
          kind: 'late',
          fee: 100,
          refund: 400,
          compensation: 0,
        },
        refund: { amount: 400, status: 'pending' },
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tap repair' }, FIRST)).toBeTruthy();
    const code = screen.getByRole('region', { name: 'Your start code' });
    expect(within(code).getByLabelText('Start code 4 8 2 1').textContent).toBe('4821');
    expect(within(code).getByText(/Show this code to Joshi Plumbing when they arrive/)).toBeTruthy();
    expect(screen.getByText('Today 1:30 pm to 2:30 pm')).toBeTruthy();
    expect(screen.getByText('₹500')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('note').textContent).toBe(
      'Cancel now and ₹100 goes to Joshi Plumbing for the late notice; ₹400 comes back to you.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByText(bookingMessages.cancelReasonRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason for cancelling/), 'Plans changed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    const after = await screen.findByRole('region', { name: 'Cancelled by you' });
    expect(within(after).getByText('Reason: Plans changed')).toBeTruthy();
    expect(within(after).getByText('₹100 went to Joshi Plumbing for the late notice.')).toBeTruthy();
    expect(screen.getByText('A refund of ₹400 is on its way to you.')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'PUT', `/api/work/requests/${start._id}/status`)[0])).toEqual({
      status: 'cancelled',
      reason: 'Plans changed',
    });
    expect(screen.queryByRole('region', { name: 'Your start code' })).toBeNull();
  });

  it('lets the provider say they are on the way, which the customer then sees', async () => {
    const start = booking();
    const { user, fetchMock } = renderBooking(PROVIDER, start, { 'on-the-way': () => ({ onTheWayAt: NOW }) });
    await user.click(await screen.findByRole('button', { name: 'I’m on the way' }, FIRST));
    expect(await screen.findByText(/^You told the customer you are on the way/)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/work/requests/${start._id}/on-the-way`)).toHaveLength(1);
  });

  it('tells the seeker their provider is on the way', async () => {
    renderBooking(SEEKER, booking({ startCode: '4821', onTheWayAt: NOW }));
    expect(await screen.findByText(/is on the way .* Keep your start code ready\.$/, {}, FIRST)).toBeTruthy();
  });

  it('lets the provider start with the customer’s code (a wrong one said under it), then mark the job completed', async () => {
    const start = booking({
      address: { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
      contactPhone: '9876543210',
      earning: 450,
    });
    const { user, fetchMock } = renderBooking(PROVIDER, start, {
      status: (body) => {
        if (body.status === 'started' && body.code !== '4821')
          return errorResponse('START_CODE_WRONG', { message: bookingMessages.startCodeWrong });
        if (body.status === 'started') return { status: 'started', startedAt: NOW };
        return { status: 'completed', completedAt: NOW, releaseAt: hoursFromNow(24) };
      },
    });
    expect(await screen.findByText("₹450 (after Sevak's commission)", {}, FIRST)).toBeTruthy();
    expect(screen.getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
    expect(screen.getByText('Kothrud, Pune, Maharashtra 411038, India')).toBeTruthy();

    const code = screen.getByLabelText(/^Customer's start code/);
    await user.type(code, '1234');
    await user.click(screen.getByRole('button', { name: 'Start the job' }));
    expect(await screen.findByText(bookingMessages.startCodeWrong)).toBeTruthy();
    await user.clear(code);
    await user.type(code, '4821');
    await user.click(screen.getByRole('button', { name: 'Start the job' }));
    expect(bodyOf(callsTo(fetchMock, 'PUT', `/api/work/requests/${start._id}/status`).at(-1))).toEqual({
      status: 'started',
      code: '4821',
    });

    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this request completed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/Waiting for Ravi Kumar to confirm the job is done/)).toBeTruthy();
  });

  it('tells a provider who cancels late what the customer gets and what comes from their next earnings', async () => {
    const { user } = renderBooking(PROVIDER, booking({ slotStart: hoursFromNow(1), earning: 450 }));
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByRole('note').textContent).toBe(
      'Cancel now and Ravi Kumar gets all ₹500 back, and ₹100 for the late notice, taken from your next earnings.',
    );
  });

  it('asks the seeker to confirm a completed job, which pays the provider, or to say what went wrong', async () => {
    const start = booking({ status: 'completed', completedAt: NOW, releaseAt: hoursFromNow(24) });
    const { user, fetchMock } = renderBooking(SEEKER, start, {
      confirm: () => ({ status: 'released', releasedAt: NOW }),
      dispute: (body) => ({
        status: 'disputed',
        dispute: { reason: String(body.reason), openedAt: NOW, resolution: null },
      }),
    });
    const done = await screen.findByRole('region', { name: 'Is the job done?' }, FIRST);
    expect(within(done).getByText('If you do nothing, Joshi Plumbing is paid Tomorrow 11:30 am.')).toBeTruthy();
    await user.click(within(done).getByRole('button', { name: 'Something went wrong' }));
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' });
    await user.type(within(dialog).getByLabelText(/^What went wrong\?/), 'The tap still leaks.');
    await user.click(within(dialog).getByRole('button', { name: 'Open a dispute' }));
    const dispute = await screen.findByRole('region', { name: 'In dispute' });
    expect(within(dispute).getByText('What went wrong: The tap still leaks.')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/work/requests/${start._id}/dispute`)[0])).toEqual({
      reason: 'The tap still leaks.',
    });
  });

  it('confirms the job done, then offers the review and the job’s invoice in English and Hindi', async () => {
    const start = booking({ status: 'completed', completedAt: NOW, releaseAt: hoursFromNow(24) });
    const { user, fetchMock } = renderBooking(SEEKER, start, {
      confirm: () => ({
        status: 'released',
        releasedAt: NOW,
        invoices: [{ kind: 'job', number: 'J/2627/000007', document: 'bill_of_supply' }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm the job is done' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the job is done?' });
    expect(within(dialog).getByText('₹500 goes to Joshi Plumbing now. This cannot be undone.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm the job is done' }));
    expect(await screen.findByRole('form', { name: 'Review this work' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/work/requests/${start._id}/confirm`)).toHaveLength(1);
    const invoices = screen.getByRole('region', { name: 'Invoices' });
    expect(within(invoices).getByText('Bill of supply for the job, number J/2627/000007')).toBeTruthy();
    const name = 'Bill of supply for the job, number J/2627/000007';
    expect(
      within(invoices)
        .getByRole('link', { name: `${name}: download in English` })
        .getAttribute('href'),
    ).toBe(`/api/work/requests/${start._id}/invoice?kind=job&lang=en`);
    expect(
      within(invoices)
        .getByRole('link', { name: `${name}: download in Hindi` })
        .getAttribute('href'),
    ).toBe(`/api/work/requests/${start._id}/invoice?kind=job&lang=hi`);
  });

  it('lets the provider answer a request on quote with a price and a note', async () => {
    const start = booking({
      status: 'sent',
      amount: null,
      payment: null,
      service: { _id: '90000000-0000-4000-8000-000000000031', title: 'Tank overhaul', priceType: 'quote' },
    });
    const { user, fetchMock } = renderBooking(PROVIDER, start, {
      quote: (body) => ({ status: 'quoted', amount: Number(body.amount), quoteNote: String(body.note) }),
    });
    expect(screen.queryByRole('button', { name: /^Accept at/ })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Send a price' }, FIRST));
    const form = await screen.findByRole('form', { name: 'Your price for this job' });
    await user.type(within(form).getByLabelText(/^Price \(₹\)/), '1500');
    await user.type(within(form).getByLabelText(/^Note for the customer/), 'Parts included.');
    await user.click(within(form).getByRole('button', { name: 'Send a price' }));
    expect(await screen.findByText('Waiting for Ravi Kumar to pay.')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/work/requests/${start._id}/quote`)[0])).toEqual({
      amount: 1500,
      note: 'Parts included.',
    });
  });

  it('shows the seeker the time held for payment, counting down, and says when it has run out', async () => {
    const start = booking({ status: 'pending_payment', payment: null, holdExpiresAt: hoursFromNow(0.25) });
    const { user } = renderBooking(SEEKER, start, {
      pay: () => errorResponse('HOLD_EXPIRED', { message: bookingMessages.holdExpired }),
    });
    const pay = await screen.findByRole('region', { name: 'Pay ₹500 to confirm' }, FIRST);
    expect(within(pay).getByRole('timer').textContent).toBe('Your time is held until Today 11:45 am (15:00 left).');
    expect(
      within(pay).getByText('₹500 (incl. of all taxes and fees) is all you pay; nothing else is charged later.'),
    ).toBeTruthy();
    await user.click(within(pay).getByRole('button', { name: 'Pay ₹500' }));
    expect(await screen.findByText(bookingMessages.holdExpired)).toBeTruthy();
  });

  it('moves the booking to a time the other side proposed, or proposes one', async () => {
    const start = booking({
      startCode: '4821',
      reschedule: { slotStart: '2026-12-04T05:30:00.000Z', slotEnd: '2026-12-04T06:30:00.000Z', by: 'provider' },
    });
    const { user, fetchMock } = renderBooking(SEEKER, start, {
      'reschedule/accept': (_body, current) => ({
        slotStart: current.reschedule!.slotStart,
        slotEnd: current.reschedule!.slotEnd,
        reschedule: null,
      }),
      reschedule: (body) => ({
        reschedule: { slotStart: String(body.slotStart), slotEnd: '2026-12-04T06:30:00.000Z', by: 'seeker' },
      }),
    });
    const proposal = await screen.findByRole('region', { name: 'A new time is proposed' }, FIRST);
    expect(within(proposal).getByText('Joshi Plumbing proposes Fri 4 Dec, 11:00 am instead.')).toBeTruthy();
    await user.click(within(proposal).getByRole('button', { name: 'Accept the new time' }));
    expect(await screen.findByText('Fri 4 Dec, 11:00 am to 12:00 pm')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `/api/work/requests/${start._id}/reschedule/accept`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Propose a new time' }));
    const picker = await screen.findByRole('region', { name: 'Choose a new time' });
    await user.click(await within(picker).findByRole('button', { name: 'Fri 4 Dec' }));
    await user.click(await within(picker).findByRole('button', { name: '11:00 am' }));
    await user.click(within(picker).getByRole('button', { name: 'Propose Fri 4 Dec, 11:00 am' }));
    expect(
      await screen.findByText('You proposed Fri 4 Dec, 11:00 am. Waiting for Joshi Plumbing to answer.'),
    ).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'POST', `/api/work/requests/${start._id}/reschedule`)[0])).toEqual({
      slotStart: '2026-12-04T05:30:00.000Z',
    });
  });

  it('says the cancellation terms in Hindi', async () => {
    await changeLanguage('hi');
    try {
      const { user } = renderBooking(SEEKER, booking({ startCode: '4821' }));
      await user.click(await screen.findByRole('button', { name: 'बुकिंग रद्द करें' }, FIRST));
      const dialog = await screen.findByRole('dialog', { name: 'क्या यह बुकिंग रद्द करें?' });
      expect(within(dialog).getByRole('note').textContent).toBe(
        'अभी रद्द करें तो देर से बताने के लिए ₹100 Joshi Plumbing को जाएँगे; ₹400 आपको वापस मिलेंगे।',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('the cancellation words', () => {
  it('are, in English, the shared cancellationWords for every kind', () => {
    const request = booking();
    const names = { provider: 'Joshi Plumbing', seeker: 'Ravi Kumar' };
    const t = ((key: string, options?: Record<string, unknown>) =>
      i18n.t(`work:${key}` as never, options as never)) as unknown as Parameters<typeof cancelWordsOf>[2];
    const cases: CancellationTerms[] = [
      cancellationTerms({
        by: 'seeker',
        paid: false,
        amountPaise: 50_000,
        slotStart: new Date(hoursFromNow(5)),
        now: new Date(NOW),
        rules: DEFAULT_MARKETPLACE_RULES,
      }),
      ...(['seeker', 'provider'] as const).flatMap((by) =>
        [5, 1, -2].map((hours) =>
          cancellationTerms({
            by,
            paid: true,
            amountPaise: 50_000,
            slotStart: new Date(hoursFromNow(hours)),
            now: new Date(NOW),
            rules: DEFAULT_MARKETPLACE_RULES,
          }),
        ),
      ),
    ];
    expect(new Set(cases.map((terms) => terms.kind))).toEqual(
      new Set(['unpaid', 'free', 'late', 'no_show', 'provider', 'provider_late']),
    );
    for (const terms of cases) expect(cancelWordsOf(terms, request, t)).toBe(cancellationWords(terms, names));
  });
});
