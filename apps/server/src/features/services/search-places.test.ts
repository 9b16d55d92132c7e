import { messages } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressIn, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { loadPostOffices } from '../location/location.service.js';
import { buildVocabulary, correctPlace, correctWords, nearestTerm } from './corrections.js';

/**
 * Search knows districts, old and new names and typos, and puts a
 * signed-in seeker's own area first.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A few post offices: Whitefield and Hadapsar are in the Bangalore and Pune districts.
  await loadPostOffices(t.db, [
    { name: 'Whitefield', pincode: 560066, district: 'Bangalore', state: 'Karnataka' },
    { name: 'Koramangala', pincode: 560034, district: 'Bangalore', state: 'Karnataka' },
    { name: 'Shivajinagar', pincode: 411005, district: 'Pune', state: 'Maharashtra' },
    { name: 'Hadapsar', pincode: 411028, district: 'Pune', state: 'Maharashtra' },
    { name: 'Mysore H.O', pincode: 570001, district: 'Mysore', state: 'Karnataka' },
    { name: 'Bangalore G.P.O.', pincode: 560001, district: 'Bangalore', state: 'Karnataka' },
    { name: 'Greater Noida', pincode: 201310, district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' },
  ]);
  const provider = (name: string, businessCategory: string[], address: ReturnType<typeof addressIn>) =>
    createMember(t.db, { name, isAdminApproved: true, businessCategory, address });
  await provider('Kavya Nair', ['Plumber'], addressIn('Whitefield', 'Karnataka', '560066'));
  await provider('Suresh Gowda', ['Plumber'], addressIn('Bengaluru', 'Karnataka', '560034'));
  await provider('Imran Shaikh', ['Plumber'], addressIn('Pune', 'Maharashtra', '411005'));
  await provider('Anil Jadhav', ['Plumber'], addressIn('Hadapsar', 'Maharashtra', '411028'));
  await provider('Divya Rao', ['Electrician'], addressIn('Mysuru', 'Karnataka', '570001'));
  // Their cities name no district: only their pincodes place them.
  await provider('Ramesh Hegde', ['Carpenter'], addressIn('Vasanth Nagar', 'Karnataka', '560001'));
  await provider('Pooja Sharma', ['Carpenter'], addressIn('Greater Noida', 'Uttar Pradesh', '201310'));
});
afterAll(() => t.close());

type Page = {
  providers: { _id: string; name: string; inArea?: boolean }[];
  nextCursor: string | null;
  area: string | null;
  correctedTo: { q: string | null; place: string | null } | null;
};

async function search(query: string, cookie?: string): Promise<Page> {
  const res = await t.app.inject({ url: `/api/services/search?${query}`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = async (query: string) => (await search(query)).providers.map((p) => p.name).sort();

describe('search by place', () => {
  it('finds a provider by the district of their pincode, under either name of it', async () => {
    const bangalore = ['Kavya Nair', 'Ramesh Hegde', 'Suresh Gowda'];
    expect(await names('place=Bangalore')).toEqual(bangalore);
    expect(await names('place=bengaluru')).toEqual(bangalore);
    expect(await names('place=Poona')).toEqual(['Anil Jadhav', 'Imran Shaikh']);
    expect(await names('place=Whitefield')).toEqual(['Kavya Nair']);
    expect(await names('place=Mysore')).toEqual(['Divya Rao']);
  });

  it('finds a provider by the official or common name of their district', async () => {
    // 560001's district is 'Bangalore' in the directory, 'Bengaluru Urban' officially.
    const bangalore = ['Kavya Nair', 'Ramesh Hegde', 'Suresh Gowda'];
    expect(await names('place=Bengaluru%20Urban')).toEqual(bangalore);
    expect(await names('place=bangalore%20urban')).toEqual(bangalore);
    expect(await names('q=carpenter&place=Bengaluru%20Urban')).toEqual(['Ramesh Hegde']);
    // The directory's 'Gautam Buddha Nagar': 'Gautam Buddh Nagar' officially, 'Noida' to most.
    expect(await names('place=Noida')).toEqual(['Pooja Sharma']);
    expect(await names('place=Gautam%20Buddh%20Nagar')).toEqual(['Pooja Sharma']);
    expect(await names('place=Gautam%20Buddha%20Nagar')).toEqual(['Pooja Sharma']);
    // Another district is another place.
    expect(await names('place=Bengaluru%20Rural')).toEqual([]);
  });

  it('matches a renamed city typed among the words of the search box', async () => {
    // Suresh's city is written 'Bengaluru'; Divya's 'Mysuru'.
    expect(await names('q=plumber bangalore')).toEqual(['Suresh Gowda']);
    expect(await names('q=electrician mysore')).toEqual(['Divya Rao']);
  });
});

describe('typos', () => {
  it('corrects a mistyped service or place when nobody matched, and says what it searched for', async () => {
    const plumbr = await search('q=Plumbr');
    expect(plumbr.correctedTo).toEqual({ q: 'plumber', place: null });
    expect(plumbr.providers).toHaveLength(4);

    const both = await search('q=plumbr&place=Bengalru');
    expect(both.correctedTo).toEqual({ q: 'plumber', place: 'Bengaluru' });
    expect(both.providers.map((p) => p.name).sort()).toEqual(['Kavya Nair', 'Suresh Gowda']);

    const place = await search('q=electrcian&place=Mysore');
    expect(place.correctedTo).toEqual({ q: 'electrician', place: 'Mysore' });
    expect(place.providers.map((p) => p.name)).toEqual(['Divya Rao']);
  });

  it('corrects nothing when the words found someone, or when no correction finds anyone', async () => {
    const found = await search('q=plumb');
    expect(found.correctedTo).toBeNull();
    expect(found.providers).toHaveLength(4);
    // 'Tailr' is near 'Tailor', but nobody here is one: no results, and no claim of a correction.
    expect(await search('q=tailr')).toMatchObject({ providers: [], correctedTo: null });
    expect(await search('q=zzqqxx')).toMatchObject({ providers: [], correctedTo: null });
    expect(await search('place=Nowhereville')).toMatchObject({ providers: [], correctedTo: null });
  });

  it('pages the corrected search with the corrected words', async () => {
    const first = await search('q=plumbr&limit=3');
    expect(first.nextCursor).not.toBeNull();
    const next = await search(`q=${first.correctedTo!.q}&limit=3&cursor=${first.nextCursor}`);
    const all = [...first.providers, ...next.providers].map((p) => p.name).sort();
    expect(all).toEqual(['Anil Jadhav', 'Imran Shaikh', 'Kavya Nair', 'Suresh Gowda']);
  });

  it('picks the nearest known term within a typo’s reach, never for short words', () => {
    const vocabulary = buildVocabulary(['Plumber', 'AC Repair', 'Beautician'], ['Pune', 'Bangalore', 'Kolkata']);
    expect(nearestTerm('plumbr', vocabulary.services.keys())).toBe('plumber');
    expect(nearestTerm('beautican', vocabulary.services.keys())).toBe('beautician');
    expect(nearestTerm('acc', vocabulary.services.keys())).toBeUndefined();
    expect(nearestTerm('carpenter', vocabulary.services.keys())).toBeUndefined();
    expect(correctWords('AC repiar pune', vocabulary)).toBe('ac repair pune');
    expect(correctWords('ac rep', vocabulary)).toBeUndefined();
    expect(correctPlace('Kolkatta', vocabulary)).toBe('Kolkata');
    expect(correctPlace('Calcutta', vocabulary)).toBeUndefined();
    expect(correctPlace('560066', vocabulary)).toBeUndefined();
  });
});

describe("the seeker's own area first", () => {
  it('puts providers in a signed-in seeker’s city and district first and marks the others', async () => {
    const seeker = await createMember(t.db, {
      name: 'Pooja Kulkarni',
      isAdminApproved: true,
      address: addressIn('Hadapsar', 'Maharashtra', '411028'),
    });
    const { cookie } = await signIn(t.app, seeker);
    const page = await search('q=plumber', cookie);
    expect(page.area).toBe('Hadapsar');
    const tiers = page.providers.map((p) => [p.name, p.inArea]);
    expect(tiers.slice(0, 2).sort()).toEqual([
      ['Anil Jadhav', true],
      ['Imran Shaikh', true],
    ]);
    expect(tiers.slice(2).sort()).toEqual([
      ['Kavya Nair', false],
      ['Suresh Gowda', false],
    ]);

    // Paged one at a time, in the same order, each provider once.
    const seen: (string | boolean | undefined)[][] = [];
    let cursor: string | null = null;
    do {
      const one: Page = await search(`q=plumber&limit=1${cursor ? `&cursor=${cursor}` : ''}`, cookie);
      seen.push(...one.providers.map((p) => [p.name, p.inArea]));
      cursor = one.nextCursor;
    } while (cursor);
    expect(seen).toEqual(tiers);

    // A place chosen is where they look: no tiers, no marks.
    const chosen = await search('q=plumber&place=Bangalore', cookie);
    expect(chosen.area).toBeNull();
    expect(chosen.providers.every((p) => p.inArea === undefined)).toBe(true);
  });

  it('orders a visitor’s results by the sort alone', async () => {
    const page = await search('q=plumber');
    expect(page.area).toBeNull();
    expect(page.providers.every((p) => !('inArea' in p))).toBe(true);
  });

  it('refuses a near-first cursor that was tampered with', async () => {
    const seeker = await createMember(t.db, {
      isAdminApproved: true,
      address: addressIn('Pune', 'Maharashtra', '411005'),
    });
    const { cookie } = await signIn(t.app, seeker);
    const cursorOf = (k: string) => Buffer.from(JSON.stringify({ k, id: seeker.id })).toString('base64url');
    for (const k of ['0.5', '2~0.5', '1~NaN', "1~1'; --"]) {
      const res = await t.app.inject({
        url: `/api/services/search?q=plumber&cursor=${cursorOf(k)}`,
        headers: { cookie },
      });
      expect(res.statusCode, k).toBe(400);
      expect(res.json().code).toBe('BAD_CURSOR');
      expect(res.json().message).toBe(messages.common.badCursor);
    }
  });
});

describe('reviews', () => {
  it('are open to everyone: a visitor, as a member awaiting approval', async () => {
    const provider = (await search('q=electrician')).providers[0]!;
    const waiting = await createMember(t.db, { name: 'Waiting Member' });
    const { cookie } = await signIn(t.app, waiting);
    const res = await t.app.inject({ url: `/api/services/provider/${provider._id}/reviews`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ reviews: [], nextCursor: null });
    const visitor = await t.app.inject({ url: `/api/services/provider/${provider._id}/reviews` });
    expect([visitor.statusCode, visitor.json()]).toEqual([200, { reviews: [], nextCursor: null }]);
  });
});
