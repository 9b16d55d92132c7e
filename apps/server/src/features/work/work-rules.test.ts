import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_REQUEST_LIMIT } from '@sevak/shared';
import { workRequests } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { workKit } from '../../../test/work.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { home, member, provider, call, requestBody, send } = workKit(() => t);

describe('work requests: the rules around them', () => {
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
