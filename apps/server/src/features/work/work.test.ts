import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_REQUEST_LIMIT } from '@sevak/shared';
import { notifications, users, workRequests } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' };

async function member(name: string, fields: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, { isAdminApproved: true, name, address: home, ...fields });
  return { ...m, cookie: (await signIn(t.app, m)).cookie };
}
const provider = (name = 'Ravi Kumar') =>
  member(name, { businessName: `${name} Electricals`, businessCategory: ['Electrician', 'AC Repair'] });

/** A future time on the half hour. */
function nextSlot(daysAhead = 2): string {
  const at = new Date(Date.now() + daysAhead * 86_400_000);
  at.setUTCMinutes(30, 0, 0);
  return at.toISOString();
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, payload });

function requestBody(providerId: string, overrides: Record<string, unknown> = {}) {
  return {
    providerId,
    category: 'electrician',
    description: 'Two fans and a switchboard to fix.',
    preferredAt: nextSlot(),
    address: home,
    contactPhone: '9876543210',
    ...overrides,
  };
}

async function send(seeker: { cookie: string }, providerId: string) {
  const res = await call('POST', '/work/requests', seeker.cookie, requestBody(providerId));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request as { _id: string };
}
const setStatus = (who: { cookie: string }, id: string, body: object) =>
  call('PUT', `/work/requests/${id}/status`, who.cookie, body);
const review = (who: { cookie: string }, id: string, body: object) =>
  call('POST', `/work/requests/${id}/review`, who.cookie, body);
const inbox = async (m: { id: string }) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).map((n) => n.title);

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
    const reviews = (await call('GET', `/services/provider/${ravi.id}/reviews`, seeker.cookie)).json();
    expect(reviews.reviews).toEqual([
      expect.objectContaining({ rating: 4, comment: 'Quick and tidy.', category: 'Electrician', reviewerName: 'Zoya' }),
    ]);
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

  it('checks the request itself: not to yourself, a service the provider offers, a future half hour, one waiting per provider', async () => {
    const seeker = await member('Careful Seeker');
    const ravi = await provider('Careful Provider');
    const self = await call('POST', '/work/requests', ravi.cookie, requestBody(ravi.id));
    expect([self.statusCode, self.json().code, self.json().message]).toEqual([
      400,
      'SELF_REQUEST',
      'You cannot send a request to yourself.',
    ]);
    const notOffered = await call(
      'POST',
      '/work/requests',
      seeker.cookie,
      requestBody(ravi.id, { category: 'Tailor' }),
    );
    expect(notOffered.json().errors).toEqual([
      { path: 'category', msg: 'This provider does not offer that service.', code: 'CATEGORY_NOT_OFFERED' },
    ]);
    const past = await call(
      'POST',
      '/work/requests',
      seeker.cookie,
      requestBody(ravi.id, { preferredAt: '2020-01-01T10:30:00+05:30' }),
    );
    expect(past.json().errors).toEqual([{ path: 'preferredAt', msg: 'Please choose a time in the future.' }]);
    const offStep = new Date(Date.now() + 86_400_000);
    offStep.setUTCMinutes(10, 0, 0);
    const odd = await call(
      'POST',
      '/work/requests',
      seeker.cookie,
      requestBody(ravi.id, { preferredAt: offStep.toISOString() }),
    );
    expect(odd.json().errors).toEqual([
      { path: 'preferredAt', msg: 'Please choose a time on the hour or the half hour.' },
    ]);
    const blank = await call('POST', '/work/requests', seeker.cookie, {
      providerId: ravi.id,
      category: '',
      description: ' ',
      preferredAt: '',
      address: { ...home, pincode: '012345' },
      contactPhone: '12345',
    });
    expect(blank.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'category',
      'description',
      'preferredAt',
      'address.pincode',
      'contactPhone',
    ]);
    const nobody = await call(
      'POST',
      '/work/requests',
      seeker.cookie,
      requestBody(seeker.id.replace(/.$/, (c) => (c === '0' ? '1' : '0'))),
    );
    expect([nobody.statusCode, nobody.json().message]).toEqual([404, 'Provider not found']);
    const plainMember = await member('Not A Provider');
    expect((await call('POST', '/work/requests', seeker.cookie, requestBody(plainMember.id))).statusCode).toBe(404);

    await send(seeker, ravi.id);
    const again = await call('POST', '/work/requests', seeker.cookie, requestBody(ravi.id));
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'You already have a request waiting for this provider. Please wait for their answer.',
    ]);
    expect(await t.db.select().from(workRequests).where(eq(workRequests.seekerId, seeker.id))).toHaveLength(1);
  });

  it(`limits a member to ${WORK_REQUEST_LIMIT.points} requests an hour`, async () => {
    const seeker = await member('Busy Seeker');
    const answers: number[] = [];
    for (let i = 0; i <= WORK_REQUEST_LIMIT.points; i++) {
      const ravi = await provider(`Limit Provider ${i}`);
      answers.push((await call('POST', '/work/requests', seeker.cookie, requestBody(ravi.id))).statusCode);
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(WORK_REQUEST_LIMIT.points);
    expect(answers.at(-1)).toBe(429);
  });

  it('pages each box newest first without repeats', async () => {
    const ravi = await provider('Paged Provider');
    const seekers = await Promise.all([1, 2, 3, 4, 5].map((i) => member(`Paged Seeker ${i}`)));
    for (const s of seekers) await send(s, ravi.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { requests: { seeker: { name: string } }[]; nextCursor: string | null } = (
        await call('GET', `/work/requests?box=received&limit=2${cursor ? `&cursor=${cursor}` : ''}`, ravi.cookie)
      ).json();
      seen.push(...page.requests.map((r) => r.seeker.name));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(seekers.map((s) => s.name).reverse());
  });

  it('erasing a member cancels their open requests and blanks the address they gave', async () => {
    const seeker = await member('Erased Seeker');
    const ravi = await provider('Erasure Provider');
    const { _id: id } = await send(seeker, ravi.id);
    const admin = await createAdminMember(t.db);
    const adminCookie = (await signIn(t.app, admin)).cookie;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: adminCookie },
      payload: { id: seeker.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await call('GET', '/work/requests?box=received', ravi.cookie)).json().requests[0];
    expect(seen).toMatchObject({
      _id: id,
      status: 'cancelled',
      seeker: { name: 'Former member' },
      place: { city: '', pincode: '' },
    });
  });
});

describe('provider pages', () => {
  it('shows a listed provider to anyone, without contacts or address lines; 404 for anyone else', async () => {
    const ravi = await member('Page Provider', {
      businessName: 'Page Electricals',
      businessCategory: ['Electrician'],
      businessDetails: 'Wiring since 2005',
    });
    const res = await call('GET', `/services/provider/${ravi.id}`, undefined);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([
      '_id',
      'businessCategory',
      'businessDetails',
      'businessName',
      'city',
      'memberSince',
      'name',
      'rating',
      'reviewCount',
      'state',
      'verified',
    ]);
    expect(res.json()).toMatchObject({
      businessName: 'Page Electricals',
      businessDetails: 'Wiring since 2005',
      city: 'Pune',
    });
    const seekerOnly = await member('Only Seeking');
    const pending = await createMember(t.db, { businessCategory: ['Tailor'] });
    for (const id of [seekerOnly.id, pending.id, 'nope']) {
      const missing = await call('GET', `/services/provider/${id}`, undefined);
      expect([missing.statusCode, missing.json().message]).toEqual([404, 'Provider not found']);
    }
  });
});
