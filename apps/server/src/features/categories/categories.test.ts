import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_COUNT } from '@sevak/shared';
import { desc, eq, inArray } from 'drizzle-orm';
import { auditLog, categories as categoryTable, users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { seedCategories } from './categories.service.js';
import { CATEGORY_NAMES, HINDI_NAMES } from './category-names.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/category/getAllCategory', () => {
  it('returns the 146 distinct categories, sorted by name, to anyone', async () => {
    const res = await t.app.inject({ url: '/api/category/getAllCategory' });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json<{ categories: { _id: string; categoryName: string }[] }>();
    expect(categories).toHaveLength(CATEGORY_COUNT);
    const names = categories.map((c) => c.categoryName);
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(CATEGORY_COUNT);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).toEqual(
      expect.arrayContaining(['Plumber', 'Electrician', 'Tailor', 'Home Tutor', 'Bridal Makeup Artist']),
    );
    for (const c of categories) expect(c._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is cacheable: Cache-Control, an ETag, and 304 when the client already has it', async () => {
    const first = await t.app.inject({ url: '/api/category/getAllCategory' });
    expect(first.headers['cache-control']).toContain('public');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/api/category/getAllCategory', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('seeds only an empty table, so a restart never re-adds what admins removed', async () => {
    expect(await seedCategories(t.db)).toBe(0);
  });
});

describe('Manage Category (admin)', () => {
  type Listed = { _id: string; categoryName: string; providers: number };
  async function adminCookie() {
    return (await signIn(t.app, await createAdminMember(t.db))).cookie;
  }
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api/category/${url}`, headers: { cookie }, payload });
  async function publicNames() {
    return (await t.app.inject({ url: '/api/category/getAllCategory' }))
      .json<{ categories: { categoryName: string }[] }>()
      .categories.map((c) => c.categoryName);
  }
  async function adminList(cookie: string) {
    return (await t.app.inject({ url: '/api/admin/categories', headers: { cookie } })).json<{ categories: Listed[] }>()
      .categories;
  }

  it('starts each category with its group’s SAC heading and s.9(5) flag; an admin changes them, audited', async () => {
    const cookie = await adminCookie();
    const list = (await t.app.inject({ url: '/api/admin/categories', headers: { cookie } })).json<{
      categories: (Listed & { tax: { sacCode: string; gstRatePercent: number; operatorPaysTax: boolean } })[];
    }>().categories;
    const byName = new Map(list.map((c) => [c.categoryName, c]));
    expect(byName.get('Plumber')!.tax).toEqual({ sacCode: '9987', gstRatePercent: 18, operatorPaysTax: true });
    expect(byName.get('Home Tutor')!.tax).toEqual({ sacCode: '9992', gstRatePercent: 18, operatorPaysTax: false });
    const tailor = byName.get('Tailor')!;
    const put = (who: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/categories/${tailor._id}/tax`,
        headers: { cookie: who },
        payload,
      });

    const bad = await put(cookie, { sacCode: '1234', gstRatePercent: 41, operatorPaysTax: false });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['gstRatePercent', 'sacCode']);
    const member = (await signIn(t.app, await createMember(t.db, { isAdminApproved: true }))).cookie;
    expect((await put(member, { sacCode: '9988', gstRatePercent: 5, operatorPaysTax: false })).statusCode).toBe(403);

    const ok = await put(cookie, { sacCode: '998821', gstRatePercent: 5, operatorPaysTax: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      message: 'Tax settings saved',
      tax: { sacCode: '998821', gstRatePercent: 5, operatorPaysTax: true },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'set_category_tax'))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({
      targetId: tailor._id,
      before: { sacCode: '9988', gstRatePercent: 18, operatorPaysTax: false },
      after: { sacCode: '998821', gstRatePercent: 5, operatorPaysTax: true },
    });
  });

  it('creates a category (unique ignoring case), shown at once in the public list', async () => {
    const cookie = await adminCookie();
    await publicNames(); // warm the cache
    const res = await send('POST', 'create', cookie, { categoryName: '  Drone Pilot ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Category created successfully',
      category: { categoryName: 'Drone Pilot' },
    });
    expect(await publicNames()).toContain('Drone Pilot');
    const twice = await send('POST', 'create', cookie, { categoryName: 'drone PILOT' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual([
      { path: 'categoryName', msg: 'A category with this name already exists.', code: 'CATEGORY_EXISTS' },
    ]);
    const empty = await send('POST', 'create', cookie, { categoryName: '' });
    expect(empty.json().errors).toEqual([{ path: 'categoryName', msg: 'Please enter a category name.' }]);
  });

  it('renames a category; members offering it keep it under the new name', async () => {
    const cookie = await adminCookie();
    const created = (await send('POST', 'create', cookie, { categoryName: 'Kite Maker' })).json().category;
    const m = await createMember(t.db, { businessCategory: ['Kite Maker', 'Tailor'] });
    const res = await send('PUT', `update/${created._id}`, cookie, { categoryName: 'Kite & Lantern Maker' });
    expect(res.json()).toMatchObject({
      message: 'Category renamed successfully',
      category: { categoryName: 'Kite & Lantern Maker' },
    });
    const [row] = await t.db.select({ c: users.businessCategory }).from(users).where(eq(users.id, m.id));
    expect(row?.c).toEqual(['Kite & Lantern Maker', 'Tailor']);
    expect((await send('PUT', `update/${created._id}`, cookie, { categoryName: 'plumber' })).statusCode).toBe(409);
    // A case-only rename of itself is fine.
    expect(
      (await send('PUT', `update/${created._id}`, cookie, { categoryName: 'kite & lantern maker' })).statusCode,
    ).toBe(200);
  });

  it('deletes an unused category; a used one needs a replacement, which its providers move to', async () => {
    const cookie = await adminCookie();
    const unused = (await send('POST', 'create', cookie, { categoryName: 'Unused Craft' })).json().category;
    expect((await send('DELETE', `delete/${unused._id}`, cookie)).json()).toEqual({
      message: 'Category deleted successfully',
    });
    expect(await publicNames()).not.toContain('Unused Craft');

    const used = (await send('POST', 'create', cookie, { categoryName: 'Tin Smith' })).json().category;
    const target = (await adminList(cookie)).find((c) => c.categoryName === 'Tailor')!;
    const a = await createMember(t.db, { businessCategory: ['Tin Smith'] });
    const b = await createMember(t.db, { businessCategory: ['Tailor', 'Tin Smith'] });
    expect((await adminList(cookie)).find((c) => c._id === used._id)?.providers).toBe(2);
    const refused = await send('DELETE', `delete/${used._id}`, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('2 providers use this category. Choose a replacement category for them first.');
    expect((await send('DELETE', `delete/${used._id}`, cookie, { replacementId: used._id })).statusCode).toBe(400);
    expect((await send('DELETE', `delete/${used._id}`, cookie, { replacementId: target._id })).statusCode).toBe(200);
    const rows = await t.db
      .select({ id: users.id, c: users.businessCategory })
      .from(users)
      .where(inArray(users.id, [a.id, b.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.c]))).toEqual({ [a.id]: ['Tailor'], [b.id]: ['Tailor'] });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, used._id))
      .orderBy(desc(auditLog.at));
    expect(audit).toMatchObject({
      action: 'delete_category',
      before: { name: 'Tin Smith', providers: 2 },
      after: { movedTo: 'Tailor' },
    });
  });
});

describe('the categories in Hindi', () => {
  type Listed = { _id: string; categoryName: string; hindiName: string | null };
  const listed = async () =>
    (await t.app.inject({ url: '/api/category/getAllCategory' })).json<{ categories: Listed[] }>().categories;
  const searchNames = async (q: string) =>
    (await t.app.inject({ url: `/api/services/search?q=${encodeURIComponent(q)}` }))
      .json<{ providers: { name: string }[] }>()
      .providers.map((p) => p.name);

  it('ships a Hindi name, each its own, for every starting category', () => {
    expect(Object.keys(HINDI_NAMES).sort()).toEqual([...CATEGORY_NAMES].sort());
    const hindi = Object.values(HINDI_NAMES);
    expect(new Set(hindi).size).toBe(CATEGORY_NAMES.length);
    for (const name of hindi) {
      expect(name, name).toMatch(/^[\p{Script=Devanagari}\s-]+$/u);
      expect(name.normalize('NFC'), name).toBe(name);
    }
  });

  it('lists each category with its Hindi name; an admin’s new category has none; a rename keeps it', async () => {
    const byName = new Map((await listed()).map((c) => [c.categoryName, c.hindiName]));
    expect([byName.get('Plumber'), byName.get('Electrician'), byName.get('Tailor')]).toEqual([
      'प्लंबर',
      'इलेक्ट्रीशियन',
      'दर्ज़ी',
    ]);
    const cookie = (await signIn(t.app, await createAdminMember(t.db))).cookie;
    const send = (method: 'POST' | 'PUT', url: string, categoryName: string) =>
      t.app.inject({ method, url: `/api/category/${url}`, headers: { cookie }, payload: { categoryName } });
    const created = await send('POST', 'create', 'Kite Flyer');
    expect(created.json().category).toMatchObject({ categoryName: 'Kite Flyer', hindiName: null });
    const astrologer = (await listed()).find((c) => c.categoryName === 'Astrologer')!;
    const renamed = await send('PUT', `update/${astrologer._id}`, 'Astrologer and Palmist');
    expect(renamed.json().category).toEqual({
      _id: astrologer._id,
      categoryName: 'Astrologer and Palmist',
      hindiName: 'ज्योतिषी',
    });
    expect((await listed()).find((c) => c._id === astrologer._id)?.hindiName).toBe('ज्योतिषी');
  });

  it('gives a list seeded before the Hindi names theirs at the next start, and search finds its members by them', async () => {
    // As a database from before Hindi category names: the cobblers' category has no Hindi name.
    await t.db.update(categoryTable).set({ hindiName: null }).where(eq(categoryTable.name, 'Cobbler'));
    await createMember(t.db, { name: 'Mohan Lal', isAdminApproved: true, businessCategory: ['Cobbler'] });
    expect(await searchNames('मोची')).toEqual([]);

    expect(await seedCategories(t.db)).toBe(0);
    const [row] = await t.db
      .select({ hindiName: categoryTable.hindiName })
      .from(categoryTable)
      .where(eq(categoryTable.name, 'Cobbler'));
    expect(row?.hindiName).toBe('मोची');
    expect(await searchNames('मोची')).toEqual(['Mohan Lal']);
    // Only a starting category under its starting name is given one: not an admin's new one.
    const names = await t.db.select({ name: categoryTable.name, hindi: categoryTable.hindiName }).from(categoryTable);
    expect(names.find((c) => c.name === 'Kite Flyer')?.hindi).toBeNull();
    expect(names.find((c) => c.name === 'Astrologer and Palmist')?.hindi).toBe('ज्योतिषी');
  });
});
