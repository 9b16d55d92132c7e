import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, workRequests } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { workKit } from '../../../test/work.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { home, member, provider, call, requestBody, send, setStatus, review, inbox } = workKit(() => t);

describe('work requests', () => {
  it('goes sent → accepted → completed → reviewed; each step tells the other party; the rating reaches search', async () => {
    const seeker = await member('Zoya Khan');
    const ravi = await provider();

    const created = await call('POST', '/work/requests', seeker.cookie, requestBody(ravi.id));
    expect(created.statusCode).toBe(201);
    const sent = created.json();
    expect(sent.message).toBe('Your request has been sent to the provider.');
    // The provider's own spelling of the category is kept.
    expect(sent.request).toMatchObject({
      category: 'Electrician',
      status: 'sent',
      seeker: { name: 'Zoya Khan' },
      provider: { name: 'Ravi Kumar', phone: null },
      address: home,
      review: null,
    });
    expect(await inbox(ravi)).toEqual(['New work request']);

    // Before accepting, the provider sees the place but not the address lines or the phone.
    const received = (await call('GET', '/work/requests?box=received', ravi.cookie)).json();
    expect(received.requests).toHaveLength(1);
    expect(received.requests[0]).toMatchObject({
      place: { city: 'Pune', pincode: '411038' },
      address: null,
      contactPhone: null,
    });
    expect((await call('GET', '/work/requests?box=sent', ravi.cookie)).json().requests).toEqual([]);

    const accepted = await setStatus(ravi, sent.request._id, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: 'Request accepted. The seeker has been told.',
      request: { status: 'accepted', address: home, contactPhone: '9876543210' },
    });
    expect(accepted.json().request.acceptedAt).toEqual(expect.any(String));
    // The seeker now sees the provider's phone.
    expect((await call('GET', '/work/requests?box=sent', seeker.cookie)).json().requests[0].provider.phone).toBe(
      ravi.phone,
    );

    const done = await setStatus(ravi, sent.request._id, { status: 'completed' });
    expect(done.json()).toMatchObject({
      message: 'Marked as completed. The seeker can now review your work.',
      request: { status: 'completed' },
    });

    const rated = await review(seeker, sent.request._id, { rating: 4, comment: ' Quick and tidy. ' });
    expect(rated.statusCode).toBe(201);
    expect(rated.json()).toMatchObject({
      message: 'Thank you for your review!',
      request: { review: { rating: 4, comment: 'Quick and tidy.' } },
    });
    expect(await inbox(seeker)).toEqual(
      expect.arrayContaining(['Your request was accepted', 'Work completed: please leave a review']),
    );
    expect(await inbox(ravi)).toContain('New review: 4 of 5 stars');

    const card = (
      await call('GET', `/services/search?q=${encodeURIComponent('Ravi Kumar Electricals')}`, undefined)
    ).json().providers[0];
    expect(card).toMatchObject({ _id: ravi.id, rating: 4, reviewCount: 1 });
    // A visitor reads the provider's page and reviews as a member does: the reviewer's first name,
    // nobody's contacts.
    const reviews = (await call('GET', `/services/provider/${ravi.id}/reviews`, undefined)).json();
    expect(reviews.reviews).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Quick and tidy.', category: 'Electrician', reviewerName: 'Zoya' }),
    ]);
    expect((await call('GET', `/services/provider/${ravi.id}/reviews`, seeker.cookie)).json()).toEqual(reviews);
    const page = await call('GET', `/services/provider/${ravi.id}`, undefined);
    expect(page.statusCode).toBe(200);
    for (const body of [JSON.stringify(page.json()), JSON.stringify(reviews)]) {
      expect(body).not.toMatch(/phone|email|"area"|pincode|Aadha?r/i);
      expect(body).not.toContain(seeker.email);
    }
  });

  it('refuses illegal steps with a clear message and changes nothing', async () => {
    const seeker = await member('Illegal Seeker');
    const ravi = await provider('Illegal Provider');
    const { _id: id } = await send(seeker, ravi.id);

    const early = await setStatus(ravi, id, { status: 'completed' });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'Only an accepted request can be marked completed.',
    ]);
    const earlyReview = await review(seeker, id, { rating: 5 });
    expect([earlyReview.statusCode, earlyReview.json().message]).toEqual([
      409,
      'You can review only after the work is completed.',
    ]);
    const seekerAccepts = await setStatus(seeker, id, { status: 'accepted' });
    expect([seekerAccepts.statusCode, seekerAccepts.json().message]).toEqual([
      403,
      'Only the provider can answer this request.',
    ]);
    const providerCancels = await setStatus(ravi, id, { status: 'cancelled' });
    expect([providerCancels.statusCode, providerCancels.json().message]).toEqual([
      403,
      'Only the person who sent this request can do this.',
    ]);
    const noReason = await setStatus(ravi, id, { status: 'declined', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ path: 'reason', msg: 'Please give a reason for declining.' }]);
    const [row] = await t.db.select().from(workRequests).where(eq(workRequests.id, id));
    expect(row).toMatchObject({ status: 'sent', acceptedAt: null, completedAt: null });

    await setStatus(ravi, id, { status: 'accepted' });
    const lateCancel = await setStatus(seeker, id, { status: 'cancelled' });
    expect([lateCancel.statusCode, lateCancel.json().message]).toEqual([
      409,
      'Only a request that has not been answered yet can be cancelled.',
    ]);
    const acceptAgain = await setStatus(ravi, id, { status: 'accepted' });
    expect([acceptAgain.statusCode, acceptAgain.json().message]).toEqual([
      409,
      'This request has already been answered.',
    ]);

    await setStatus(ravi, id, { status: 'completed' });
    const badRating = await review(seeker, id, { rating: 6 });
    expect(badRating.json().errors).toEqual([{ path: 'rating', msg: 'Please choose from 1 to 5 stars.' }]);
    expect((await review(seeker, id, { rating: 5 })).statusCode).toBe(201);
    const twice = await review(seeker, id, { rating: 1 });
    expect([twice.statusCode, twice.json().message]).toEqual([409, 'You have already reviewed this request.']);
    const [totals] = await t.db
      .select({ reviewCount: users.reviewCount, ratingSum: users.ratingSum })
      .from(users)
      .where(eq(users.id, ravi.id));
    expect(totals).toEqual({ reviewCount: 1, ratingSum: 5 });
  });

  it('a seeker cancels while sent; a provider declines with a reason the seeker sees', async () => {
    const seeker = await member('Cancel Seeker');
    const ravi = await provider('Decline Provider');
    const first = await send(seeker, ravi.id);
    const cancelled = await setStatus(seeker, first._id, { status: 'cancelled' });
    expect(cancelled.json()).toMatchObject({
      message: 'Your request has been cancelled.',
      request: { status: 'cancelled' },
    });
    expect(await inbox(ravi)).toContain('A work request was cancelled');

    const second = await send(seeker, ravi.id);
    const declined = await setStatus(ravi, second._id, { status: 'declined', reason: 'Out of town that week' });
    expect(declined.json().request).toMatchObject({ status: 'declined', declineReason: 'Out of town that week' });
    const seen = (await call('GET', '/work/requests?box=sent', seeker.cookie)).json().requests;
    expect(seen.map((r: { status: string }) => r.status)).toEqual(['declined', 'cancelled']);
  });

  it('keeps requests between their two parties: anyone else gets 404 and changes nothing', async () => {
    const seeker = await member('Private Seeker');
    const ravi = await provider('Private Provider');
    const stranger = await member('Nosy Neighbour');
    const admin = await createAdminMember(t.db);
    const adminCookie = (await signIn(t.app, admin)).cookie;
    const { _id: id } = await send(seeker, ravi.id);

    for (const who of [stranger.cookie, adminCookie]) {
      for (const body of [{ status: 'accepted' }, { status: 'cancelled' }, { status: 'declined', reason: 'x' }]) {
        const res = await call('PUT', `/work/requests/${id}/status`, who, body);
        expect([res.statusCode, res.json().message]).toEqual([404, 'Request not found']);
      }
      expect((await call('POST', `/work/requests/${id}/review`, who, { rating: 1 })).statusCode).toBe(404);
      for (const box of ['sent', 'received'])
        expect((await call('GET', `/work/requests?box=${box}`, who)).json().requests).toEqual([]);
    }
    expect((await setStatus(seeker, 'not-a-uuid', { status: 'cancelled' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(workRequests).where(eq(workRequests.id, id));
    expect(row?.status).toBe('sent');
  });
});
