import { eq, sql } from 'drizzle-orm';
import { messages } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { addressIn, createAdminMember, createMember, createTestApp, type TestApp } from '../../../test/app.js';
import { prefixQuery } from './services.service.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const provider = (name: string, fields: Parameters<typeof createMember>[1]) =>
    createMember(t.db, { name, isAdminApproved: true, ...fields });
  ids.meena = (
    await provider('Meena Iyer', {
      businessName: 'Meena Tailors',
      businessCategory: ['Tailor'],
      address: addressIn('Bengaluru', 'Karnataka', '560034'),
      businessDetails: 'Blouses and bridal alterations',
    })
  ).id;
  ids.ravi = (
    await provider('Ravi Kumar', {
      businessName: 'Ravi Electricals',
      businessCategory: ['Electrician'],
      address: addressIn('Pune', 'Maharashtra', '411038'),
    })
  ).id;
  ids.asha = (
    await provider('Asha Verma', {
      businessName: 'Asha Home Tutor',
      businessCategory: ['Home Tutor', 'Tailor'],
      address: addressIn('Pune', 'Maharashtra', '411001'),
    })
  ).id;
  // Not listed: awaiting approval, no categories, an admin, deleted.
  await createMember(t.db, {
    name: 'Pending Tailor',
    businessCategory: ['Tailor'],
    address: addressIn('Pune', 'Maharashtra', '411038'),
  });
  await createMember(t.db, {
    name: 'Seeker Only',
    isAdminApproved: true,
    address: addressIn('Pune', 'Maharashtra', '411038'),
  });
  await createAdminMember(t.db, { businessCategory: ['Tailor'] });
  await createMember(t.db, {
    name: 'Gone Tailor',
    isAdminApproved: true,
    businessCategory: ['Tailor'],
    deletedAt: new Date(),
  });
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.app.inject({ url: `/api/services/search?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    providers: { _id: string; name: string; rating: number | null; reviewCount: number; city: string | null }[];
    nextCursor: string | null;
  };
}
const names = async (query: string) => (await search(query)).providers.map((p) => p.name).sort();

describe('GET /api/services/search', () => {
  it('finds only verified providers, by pincode, city, state, category and text (prefixes count)', async () => {
    expect(await names('')).toEqual(['Asha Verma', 'Meena Iyer', 'Ravi Kumar']);
    expect(await names('place=411038')).toEqual(['Ravi Kumar']);
    expect(await names('place=pune')).toEqual(['Asha Verma', 'Ravi Kumar']);
    expect(await names('place=Karnataka')).toEqual(['Meena Iyer']);
    // A renamed city matches by either name.
    expect(await names('place=bangalore')).toEqual(['Meena Iyer']);
    expect(await names('place=Bengaluru')).toEqual(['Meena Iyer']);
    expect(await names('place=Poona')).toEqual(['Asha Verma', 'Ravi Kumar']);
    expect(await names('place=Madras')).toEqual([]);
    expect(await names('category=tailor')).toEqual(['Asha Verma', 'Meena Iyer']);
    expect(await names('category=Tailor&place=Pune')).toEqual(['Asha Verma']);
    expect(await names('q=elec')).toEqual(['Ravi Kumar']);
    expect(await names('q=bridal')).toEqual(['Meena Iyer']);
    expect(await names('q=home tutor pune')).toEqual(['Asha Verma']);
    expect(await names('q=plumber')).toEqual([]);
  });

  it('shows what a visitor may see: no contact details, documents or full address', async () => {
    const [card] = (await search('place=411038')).providers;
    expect(Object.keys(card!).sort()).toEqual([
      '_id',
      'businessCategory',
      'businessName',
      'city',
      'distanceKm',
      'jobsDone',
      'memberSince',
      'name',
      'nextSlot',
      'priceFrom',
      'rating',
      'reviewCount',
      'state',
      'verified',
    ]);
    expect(card).toMatchObject({ city: 'Pune', rating: null, reviewCount: 0, verified: true });
  });

  it('sorts by rating (the average of reviews) and pages each provider exactly once', async () => {
    await t.db.update(users).set({ reviewCount: 2, ratingSum: 9 }).where(eq(users.id, ids.meena!)); // 4.5
    await t.db.update(users).set({ reviewCount: 1, ratingSum: 5 }).where(eq(users.id, ids.ravi!)); // 5
    const byRating = await search('sort=rating');
    expect(byRating.providers.map((p) => [p.name, p.rating])).toEqual([
      ['Ravi Kumar', 5],
      ['Meena Iyer', 4.5],
      ['Asha Verma', null],
    ]);
    for (const sort of ['rating', 'newest', 'relevance']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await search(`sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.providers.map((p) => p.name));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.sort(), sort).toEqual(['Asha Verma', 'Meena Iyer', 'Ravi Kumar']);
    }
    const relevant = await search('q=tailor&sort=relevance&limit=1');
    const next = await search(`q=tailor&sort=relevance&limit=1&cursor=${relevant.nextCursor}`);
    expect([...relevant.providers, ...next.providers].map((p) => p.name).sort()).toEqual(['Asha Verma', 'Meena Iyer']);
  });

  it('keeps the search text current when a member changes their profile', async () => {
    await t.db.update(users).set({ businessName: 'Ravi Solar Fitters' }).where(eq(users.id, ids.ravi!));
    expect(await names('q=solar')).toEqual(['Ravi Kumar']);
    const [row] = await t.db
      .select({ doc: sql<string>`${users.searchDocument}::text` })
      .from(users)
      .where(eq(users.id, ids.ravi!));
    expect(row?.doc).toContain("'solar'");
  });

  it('says clearly what is wrong with a bad query', async () => {
    const res = await t.app.inject({ url: '/api/services/search?sort=cheapest&limit=500' });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['limit', 'sort']);
  });

  it('refuses a cursor it cannot use (tampered, from another sort, out of range) with a 400 on the cursor', async () => {
    const newest = (await search('sort=newest&limit=1')).nextCursor!;
    const rating = (await search('sort=rating&limit=1')).nextCursor!;
    const cursorOf = (k: string, id = ids.ravi!) => Buffer.from(JSON.stringify({ k, id })).toString('base64url');
    const refused = [
      ['rating', cursorOf("1'; drop table users; --", 'x')],
      ['rating', newest],
      ['newest', rating],
      ['rating', 'not-base64-json'],
      // Casts PostgreSQL refuses: a float overflowing or underflowing, a count beyond int4.
      ['rating', cursorOf('1e999|1')],
      ['rating', cursorOf('1e-999|1')],
      ['rating', cursorOf('4.5|99999999999')],
      ['relevance&q=tailor', cursorOf('NaN')],
      ['newest', cursorOf('2026-02-30 10:00:00+00')],
    ];
    for (const [sort, cursor] of refused) {
      const res = await t.app.inject({ url: `/api/services/search?sort=${sort}&cursor=${cursor}` });
      expect(res.statusCode, `${sort} ${cursor}`).toBe(400);
      expect(res.json()).toEqual({
        code: 'BAD_CURSOR',
        message: messages.common.badCursor,
        errors: [{ path: 'cursor', msg: messages.common.badCursor, code: 'BAD_CURSOR' }],
      });
    }
  });

  it('turns any text into a safe prefix query', () => {
    expect(prefixQuery("Elec' | !surat & (x)")).toBe('elec:* & surat:* & x:*');
    // A renamed place's one-word names are alternatives.
    expect(prefixQuery('tailor Pune')).toBe('tailor:* & (pune:* | poona:*)');
    expect(prefixQuery('  ')).toBeNull();
    expect(prefixQuery('बेंगलुरु दर्जी')).toBe('बेंगलुरु:* & दर्जी:*');
    expect(prefixQuery('shop 12 b2')).toBe('shop:* & 12 & b2:*');
  });

  it('matches a number in the query as that whole number, and words still by their start', async () => {
    for (const [i, shop] of ['Loom 12', 'Loom 123', 'Loom 412'].entries()) {
      await createMember(t.db, {
        name: `Numbered ${i}`,
        isAdminApproved: true,
        businessName: shop,
        businessCategory: ['Photographer'],
        address: addressIn('Nagpur', 'Maharashtra', '440001'),
      });
    }
    expect(await names('q=loom%2012')).toEqual(['Numbered 0']);
    expect(await names('q=loo%20123')).toEqual(['Numbered 1']);
    expect(await names('q=numbered%20loom')).toEqual(['Numbered 0', 'Numbered 1', 'Numbered 2']);
    // '4' is no number of theirs, though 412 starts with it.
    expect(await names('q=loom%204')).toEqual([]);
  });
});

describe('search by a category’s Hindi name', () => {
  it('finds a provider by the Hindi name of their category, its start, and written without the nukta', async () => {
    await createMember(t.db, {
      name: 'Suresh Yadav',
      isAdminApproved: true,
      businessName: 'Yadav Pipe Works',
      businessCategory: ['Plumber'],
      address: addressIn('Pune', 'Maharashtra', '411001'),
    });
    expect(await names(`q=${encodeURIComponent('प्लंबर')}`)).toEqual(['Suresh Yadav']);
    expect(await names(`q=${encodeURIComponent('प्लंबर pune')}`)).toEqual(['Suresh Yadav']);
    expect(await names(`q=${encodeURIComponent('इलेक्ट्री')}`)).toEqual(['Ravi Kumar']);
    expect(await names(`q=${encodeURIComponent('दर्ज़ी')}`)).toEqual(['Asha Verma', 'Meena Iyer']);
    expect(await names(`q=${encodeURIComponent('दर्जी')}`)).toEqual(['Asha Verma', 'Meena Iyer']);
    expect(await names(`q=${encodeURIComponent('होम ट्यूटर')}`)).toEqual(['Asha Verma']);
  });

  it('corrects a Hindi name spelled another way to the one search knows', async () => {
    const res = await t.app.inject({ url: `/api/services/search?q=${encodeURIComponent('प्लम्बर')}` });
    const page = res.json<{ providers: { name: string }[]; correctedTo: { q: string | null } | null }>();
    expect(page.providers.map((p) => p.name)).toEqual(['Suresh Yadav']);
    expect(page.correctedTo).toEqual({ q: 'प्लंबर', place: null });
  });
});
