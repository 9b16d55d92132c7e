import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_COUNT } from '@sevak/shared';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { seedCategories } from './categories.service.js';

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
    expect(names).toEqual(expect.arrayContaining(['Plumber', 'Electrician', 'Tailor', 'Home Tutor', 'Bridal Makeup Artist']));
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
