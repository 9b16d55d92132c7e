import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signIn(t.app, await createAdminMember(t.db, { name: 'Zz Admin' }))).cookie;
  // 1,000 members: half registered at the very same instant (ties broken by id), half spread
  // over the days before; every third is approved, every fourth has paid, every fifth a Tailor.
  await t.db.execute(sql`
    insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified, business_category, created_at)
    select 'Member ' || lpad(i::text, 4, '0'), 'm' || i || '@gmail.com', (8000000000 + i)::text, 'x', 'LIST' || i,
           i % 3 = 0, i % 4 = 0, case when i % 5 = 0 then array['Tailor'] else '{}'::text[] end,
           case when i <= 500 then timestamptz '2026-06-15 12:00+05:30' else timestamptz '2026-06-15 12:00+05:30' - (i || ' hours')::interval end
    from generate_series(1, 1000) as i`);
});
afterAll(() => t.close());

async function walk(query: string) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await t.app.inject({
      url: `/api/auth/getAllUser?${query}&limit=37${cursor ? `&cursor=${cursor}` : ''}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { user: { _id: string; name: string }[]; nextCursor: string | null };
    seen.push(...body.user.map((u) => u.name));
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 100);
  return seen;
}

describe('GET /api/auth/getAllUser (keyset paging)', () => {
  it('walking every page returns each member exactly once, in order, for every sort', async () => {
    for (const sort of ['newest', 'oldest', 'az', 'za']) {
      const names = (await walk(`sort=${sort}`)).filter((n) => n !== 'Zz Admin');
      expect(names, sort).toHaveLength(1000);
      expect(new Set(names).size, sort).toBe(1000);
    }
    const az = (await walk('sort=az')).filter((n) => n !== 'Zz Admin');
    expect(az).toEqual([...az].sort());
  });

  it('filters on the server: approval, category, registration day (India) and search', async () => {
    expect((await walk('approved=false&sort=az')).filter((n) => n.startsWith('Member'))).toHaveLength(667);
    expect(await walk('approved=true&category=Tailor&sort=az')).toHaveLength(66); // i % 15 == 0
    expect(await walk('date=2026-06-15&sort=az')).toHaveLength(500);
    // Hourly registrations: 20 May in India holds hours 613..636 before 15 June noon — from its
    // midnight (included) to the next (excluded).
    const may20 = await walk('date=2026-05-20&sort=az');
    expect(may20).toHaveLength(24);
    expect(may20[0]).toBe('Member 0613');
    expect(may20.at(-1)).toBe('Member 0636');
    // A range of days is inclusive at both ends: 20 and 21 May, 48 hourly members.
    const range = await walk('from=2026-05-20&to=2026-05-21&sort=oldest');
    expect(range).toHaveLength(48);
    expect([range[0], range.at(-1)]).toEqual(['Member 0636', 'Member 0589']);
    expect((await walk('paid=true&sort=az')).filter((n) => n.startsWith('Member'))).toHaveLength(250);
    expect((await walk('paid=false&approved=true&sort=az')).filter((n) => n.startsWith('Member'))).toHaveLength(250); // i%3==0 && i%4!=0
    expect(await walk('search=member 012&sort=az')).toEqual([
      'Member 0120',
      'Member 0121',
      'Member 0122',
      'Member 0123',
      'Member 0124',
      'Member 0125',
      'Member 0126',
      'Member 0127',
      'Member 0128',
      'Member 0129',
    ]);
  });

  it('a malformed or impossible date is a 400 with the format (an impossible one was a 500)', async () => {
    for (const query of ['date=15-06-2026', 'date=2026-02-30', 'from=2026-13-01', 'to=9064-08-45', 'date=0000-02-29']) {
      const res = await t.app.inject({ url: `/api/auth/getAllUser?${query}`, headers: { cookie } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors).toEqual([
        { path: query.split('=')[0], msg: 'Use a real date in the format yyyy-MM-dd' },
      ]);
    }
  });
});

describe('GET /api/auth/getAllUser (row contents)', () => {
  it('shows each member with their own documents and their referrer', async () => {
    const referrer = await createMember(t.db, { name: 'Referrer Rani' });
    const m = await createMember(t.db, { name: 'Referred Ravi', referredBy: referrer.id });
    await t.db.insert(documents).values({
      userId: m.id,
      slot: 'profilePic',
      storageKey: 'k1',
      thumbKey: 't1',
      contentType: 'image/jpeg',
      bytes: 1,
      width: 1,
      height: 1,
    });
    const res = await t.app.inject({ url: `/api/auth/getAllUser?search=${m.phone}`, headers: { cookie } });
    const [row] = res.json().user;
    expect(row).toMatchObject({
      name: 'Referred Ravi',
      referredBy: [{ _id: referrer.id, name: 'Referrer Rani' }],
      frontAadhar: null,
    });
    expect(row.profilePic).toMatch(/^\/api\/files\//);
    const other = (
      await t.app.inject({ url: `/api/auth/getAllUser?search=${referrer.phone}`, headers: { cookie } })
    ).json().user[0];
    expect(other).toMatchObject({ referredBy: [], profilePic: null });
  });
});
