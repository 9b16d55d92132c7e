// @vitest-environment happy-dom
import { paths, workAnswerSchema, workListSchema, workMessages, type WorkBox, type WorkRequest } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser, makeWorkRequest as makeRequest } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const ANSWERS = {
  accepted: workMessages.accepted,
  declined: workMessages.declined,
  completed: workMessages.completed,
  cancelled: workMessages.cancelled,
} as const;

/**
 * /work (or `url`) against a small server holding `boxes`: GET lists a box, PUT …/status and
 * POST …/review change the request and answer with it, as the API does.
 */
type Listed = WorkRequest & { unreadMessages?: number };

function renderWork(url: string, boxes: Partial<Record<WorkBox, Listed[]>>, user = makeUser()) {
  const all = () => [...(boxes.sent ?? []), ...(boxes.received ?? [])];
  const replace = (changed: WorkRequest) => {
    for (const box of ['sent', 'received'] as const)
      boxes[box] = boxes[box]?.map((r) => (r._id === changed._id ? changed : r));
    return changed;
  };
  return renderApp(url, {
    user,
    onFetch: (path, init) => {
      const method = init?.method ?? 'GET';
      const at = '2026-03-05T06:00:00Z';
      if (method === 'GET' && path.startsWith('/api/work/requests?')) {
        const box = new URLSearchParams(path.split('?')[1]).get('box') as WorkBox;
        const requests = (boxes[box] ?? []).map((r) => ({ unreadMessages: 0, ...r }));
        return jsonResponse(fixture(workListSchema, { requests, nextCursor: null }));
      }
      const status = /^\/api\/work\/requests\/([^/]+)\/status$/.exec(path);
      if (method === 'PUT' && status) {
        const body = JSON.parse(String(init?.body)) as { status: keyof typeof ANSWERS; reason?: string };
        const request = replace({
          ...all().find((r) => r._id === status[1])!,
          status: body.status,
          declineReason: body.reason ?? null,
          [`${body.status}At`]: at,
        });
        return jsonResponse(fixture(workAnswerSchema, { message: ANSWERS[body.status], request }));
      }
      const review = /^\/api\/work\/requests\/([^/]+)\/review$/.exec(path);
      if (method === 'POST' && review) {
        const body = JSON.parse(String(init?.body)) as { rating: number; comment: string };
        const request = replace({
          ...all().find((r) => r._id === review[1])!,
          review: { ...body, createdAt: at, reply: null },
        });
        return jsonResponse(fixture(workAnswerSchema, { message: workMessages.reviewed, request }), 201);
      }
      const reply = /^\/api\/work\/requests\/([^/]+)\/review\/reply$/.exec(path);
      if (method === 'POST' && reply) {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        const found = all().find((r) => r._id === reply[1])!;
        const request = replace({ ...found, review: { ...found.review!, reply: text } });
        return jsonResponse(fixture(workAnswerSchema, { message: workMessages.replied, request }));
      }
      throw new Error(`Unexpected fetch ${method} ${path}`);
    },
  });
}

function calls(fetchMock: ReturnType<typeof renderApp>['fetchMock'], method: string, path: string) {
  return fetchMock.mock.calls.filter(([url, init]) => url === `/api${path}` && (init?.method ?? 'GET') === method);
}

const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit).body)) as unknown;

const card = (name: string) => screen.findByRole('article', { name });

describe('work page', () => {
  it('links each booking to its page, with its time, amount, new status and unread messages', async () => {
    const paid = makeRequest({
      service: { _id: '90000000-0000-4000-8000-000000000031', title: 'Tap repair', priceType: 'fixed' },
      slotStart: '2026-03-10T04:30:00Z',
      slotEnd: '2026-03-10T05:30:00Z',
      amount: 500,
      status: 'confirmed',
      payment: { status: 'captured', paidAt: '2026-03-05T04:00:00Z' },
    });
    renderWork(paths.work, { sent: [{ ...paid, unreadMessages: 2 }] });
    const booking = await card('Tap repair');
    expect(within(booking).getByText('2 new messages')).toBeTruthy();
    expect(within(booking).getAllByText('Confirmed')).toHaveLength(1);
    expect(within(booking).getByText('₹500')).toBeTruthy();
    expect(within(booking).getByText('Paid')).toBeTruthy();
    expect(within(booking).getByText('Waiting for the provider to start')).toBeTruthy();
    expect(within(booking).getByRole('link', { name: 'Open booking: Tap repair' }).getAttribute('href')).toBe(
      `${paths.booking}?id=${paid._id}`,
    );
    expect(within(booking).queryByRole('button')).toBeNull();
  });

  it('lists the requests I sent with their status, details and history', async () => {
    const accepted = makeRequest({
      category: 'Electrician',
      status: 'accepted',
      acceptedAt: '2026-03-05T04:00:00Z',
      provider: {
        _id: '00000000-0000-4000-8000-000000000903',
        name: 'Anil Rao',
        businessName: null,
        phone: '9876543210',
      },
    });
    const declined = makeRequest({
      category: 'Tailor',
      status: 'declined',
      declinedAt: '2026-03-05T04:00:00Z',
      declineReason: 'Away that week',
    });
    const { fetchMock } = renderWork(paths.work, { sent: [makeRequest(), accepted, declined] });

    expect(await screen.findByRole('heading', { name: 'Work', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests I sent' }).getAttribute('aria-selected')).toBe('true');

    const waiting = await card('Plumber');
    expect(within(waiting).getAllByText('Sent')).toHaveLength(2); // the badge and the first step
    expect(within(waiting).getByText('Joshi Plumbing')).toBeTruthy();
    expect(within(waiting).getByText('10 Mar 2026, 10:00 am')).toBeTruthy();
    expect(within(waiting).getByText('The kitchen tap leaks.')).toBeTruthy();
    expect(within(waiting).getByText('Pune, Maharashtra 411038')).toBeTruthy();
    const history = within(waiting).getByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sent05 Mar 2026, 12:00 am', 'Waiting for the provider']);
    expect(within(waiting).getByRole('button', { name: 'Cancel request' })).toBeTruthy();
    expect(within(waiting).queryByRole('link')).toBeNull();

    const answered = await card('Electrician');
    expect(within(answered).getAllByText('Accepted')).toHaveLength(2);
    expect(within(answered).getByText('Anil Rao')).toBeTruthy();
    expect(within(answered).getByRole('link', { name: '9876543210' }).getAttribute('href')).toBe('tel:9876543210');
    expect(within(answered).getByText('Waiting for the work to be completed')).toBeTruthy();

    const refused = await card('Tailor');
    expect(within(refused).getByText('Reason: Away that week')).toBeTruthy();
    expect(within(refused).queryByRole('button')).toBeNull();

    expect(calls(fetchMock, 'GET', '/work/requests?box=sent')).toHaveLength(1);
    expect(calls(fetchMock, 'GET', '/work/requests?box=received')).toHaveLength(0);
  });

  it('switches to the received tab in the URL and lists that box', async () => {
    const { user, fetchMock, router } = renderWork(paths.work, {
      received: [makeRequest({ category: 'Carpenter', address: null })],
    });
    expect(await screen.findByText('You have not sent any requests yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find a service' }).getAttribute('href')).toBe(paths.services);

    await user.click(screen.getByRole('tab', { name: 'Requests I received' }));
    expect(router.state.location.search).toBe('?tab=received');
    const received = await card('Carpenter');
    expect(within(received).getByText('Ravi Kumar')).toBeTruthy();
    expect(within(received).getByText('Waiting for your answer')).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/work/requests?box=received')).toHaveLength(1);
  });

  it("opens a provider's /work on 'Requests I received' when a request waits for their answer", async () => {
    const provider = makeUser({ businessCategory: ['Carpenter'] });
    renderWork(paths.work, { sent: [makeRequest()], received: [makeRequest({ category: 'Carpenter' })] }, provider);
    const received = await card('Carpenter');
    expect(within(received).getByText('Waiting for your answer')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests I received' }).getAttribute('aria-selected')).toBe('true');
  });

  it("opens on 'Requests I sent' when nothing waits for the provider, or when the URL names the tab", async () => {
    const provider = makeUser({ businessCategory: ['Carpenter'] });
    const answered = makeRequest({ category: 'Carpenter', status: 'completed', completedAt: '2026-03-05T06:00:00Z' });
    const first = renderWork(paths.work, { sent: [makeRequest()], received: [answered] }, provider);
    expect(await card('Plumber')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests I sent' }).getAttribute('aria-selected')).toBe('true');
    first.unmount();
    renderWork(
      `${paths.work}?tab=sent`,
      { sent: [makeRequest()], received: [makeRequest({ category: 'Carpenter' })] },
      provider,
    );
    expect(await card('Plumber')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests I sent' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when no requests have come in', async () => {
    renderWork(`${paths.work}?tab=received`, {});
    expect(await screen.findByText('No requests yet. Requests from seekers will appear here.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Requests I received' }).getAttribute('aria-selected')).toBe('true');
  });

  it('accepts a request, then shows the address, phone and Mark completed', async () => {
    const request = makeRequest();
    const { user, fetchMock } = renderWork(`${paths.work}?tab=received`, { received: [request] });
    const box = await card('Plumber');
    // The server reveals the address and phone once accepted.
    const address = { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' };
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({
        message: workMessages.accepted,
        request: {
          ...request,
          status: 'accepted',
          acceptedAt: '2026-03-05T06:00:00Z',
          address,
          contactPhone: '9123456780',
        },
      }),
    );
    await user.click(within(box).getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText(workMessages.accepted)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', `/work/requests/${request._id}/status`)[0])).toEqual({ status: 'accepted' });
    expect(within(box).getAllByText('Accepted')).toHaveLength(2);
    expect(within(box).getByText('Kothrud, Pune, Maharashtra 411038, India')).toBeTruthy();
    expect(within(box).getByRole('link', { name: '9123456780' }).getAttribute('href')).toBe('tel:9123456780');
    expect(within(box).getByRole('button', { name: 'Mark completed' })).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(document.activeElement).toBe(within(box).getByRole('heading', { name: 'Plumber' }));
  });

  it('declines only with a reason', async () => {
    const request = makeRequest();
    const { user, fetchMock } = renderWork(`${paths.work}?tab=received`, { received: [request] });
    await user.click(within(await card('Plumber')).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText(workMessages.declineReasonRequired)).toBeTruthy();
    expect(calls(fetchMock, 'PUT', `/work/requests/${request._id}/status`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Reason for declining/), '  Booked ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText(workMessages.declined)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', `/work/requests/${request._id}/status`)[0])).toEqual({
      status: 'declined',
      reason: 'Booked',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const box = await card('Plumber');
    expect(within(box).getByText('Reason: Booked')).toBeTruthy();
    expect(within(box).queryByRole('button')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(box).getByRole('heading', { name: 'Plumber' })));
  });

  it('cancels a sent request after confirming, and shows a refusal from the server', async () => {
    const request = makeRequest();
    const { user, fetchMock } = renderWork(paths.work, { sent: [request] });
    await user.click(within(await card('Plumber')).getByRole('button', { name: 'Cancel request' }));
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calls(fetchMock, 'PUT', `/work/requests/${request._id}/status`)).toHaveLength(0);

    // The provider answered meanwhile: the server refuses and the list is asked for again.
    fetchMock.mockImplementationOnce(async () =>
      errorResponse('REQUEST_NOT_CANCELLABLE', { message: workMessages.cancelNotSent }),
    );
    await user.click(within(await card('Plumber')).getByRole('button', { name: 'Cancel request' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(workMessages.cancelNotSent)).toBeTruthy();
    await waitFor(() => expect(calls(fetchMock, 'GET', '/work/requests?box=sent')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(workMessages.cancelled)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', `/work/requests/${request._id}/status`)[1])).toEqual({ status: 'cancelled' });
    const box = await card('Plumber');
    expect(within(box).getAllByText('Cancelled')).toHaveLength(2);
    expect(within(box).queryByRole('button', { name: 'Cancel request' })).toBeNull();
  });

  it('reviews completed work with stars and a comment', async () => {
    const request = makeRequest({ status: 'accepted', acceptedAt: '2026-03-05T04:00:00Z' });
    const done = { ...request, status: 'completed' as const, completedAt: '2026-03-06T04:00:00Z' };
    const { user, fetchMock } = renderWork(paths.work, { sent: [done] });
    const box = await card('Plumber');
    expect(within(box).getByText('Waiting for your review')).toBeTruthy();

    await user.click(within(box).getByRole('button', { name: 'Submit review' }));
    expect(await within(box).findByText(workMessages.ratingRequired)).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/work/requests/${request._id}/review`)).toHaveLength(0);

    const stars = within(box).getByRole('group', { name: 'Your rating' });
    await user.click(within(stars).getByRole('radio', { name: '4 stars' }));
    expect(within(box).queryByText(workMessages.ratingRequired)).toBeNull();
    await user.type(within(box).getByLabelText('Comment'), 'Tidy work');
    await user.click(within(box).getByRole('button', { name: 'Submit review' }));

    expect(await screen.findByText(workMessages.reviewed)).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'POST', `/work/requests/${request._id}/review`)[0])).toEqual({
      rating: 4,
      comment: 'Tidy work',
    });
    const review = await within(box).findByRole('region', { name: 'Your review' });
    expect(within(review).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(review).getByText('Tidy work')).toBeTruthy();
    expect(within(box).queryByRole('button', { name: 'Submit review' })).toBeNull();
    expect(within(box).getByText('Reviewed')).toBeTruthy();
  });

  it("shows the seeker's review on a received request", async () => {
    renderWork(`${paths.work}?tab=received`, {
      received: [
        makeRequest({
          status: 'completed',
          acceptedAt: '2026-03-05T04:00:00Z',
          completedAt: '2026-03-06T04:00:00Z',
          review: { rating: 5, comment: 'Excellent', createdAt: '2026-03-06T08:00:00Z', reply: null },
        }),
      ],
    });
    const review = within(await card('Plumber')).getByRole('region', { name: "The seeker's review" });
    expect(within(review).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(review).getByText('Excellent')).toBeTruthy();
  });

  it('lets the provider reply once to the review, then shows the reply instead of the form', async () => {
    const reviewed = makeRequest({
      status: 'completed',
      completedAt: '2026-03-06T04:00:00Z',
      review: { rating: 4, comment: 'Good work', createdAt: '2026-03-06T08:00:00Z', reply: null },
    });
    const REQUEST_ID = reviewed._id;
    const { user, fetchMock } = renderWork(`${paths.work}?tab=received`, { received: [reviewed] });
    const plumber = await card('Plumber');
    await user.click(within(plumber).getByRole('button', { name: 'Publish reply' }));
    expect(await within(plumber).findByText('Please write your reply.')).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/work/requests/${REQUEST_ID}/review/reply`)).toHaveLength(0);
    await user.type(within(plumber).getByLabelText('Your reply'), 'Thank you!');
    await user.click(within(plumber).getByRole('button', { name: 'Publish reply' }));
    expect(await within(plumber).findByText('Thank you!')).toBeTruthy();
    expect(within(plumber).getByText('The provider replied')).toBeTruthy();
    expect(within(plumber).queryByLabelText('Your reply')).toBeNull();
    expect(bodyOf(calls(fetchMock, 'POST', `/work/requests/${REQUEST_ID}/review/reply`)[0])).toEqual({
      text: 'Thank you!',
    });
  });
});
