import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = {
  entries: {
    _id: string;
    action: string;
    actor: { name: string } | null;
    targetId: string;
    targetName: string | null;
    before: unknown;
    after: unknown;
  }[];
  nextCursor: string | null;
};

describe('GET /api/admin/audit', () => {
  it('lists admin writes newest first with who, what, which record and before/after; filters and pages', async () => {
    const meera = await createAdminMember(t.db, { name: 'Meera Auditor' });
    const { cookie } = await signIn(t.app, meera);
    const other = await signIn(t.app, await createAdminMember(t.db, { name: 'Someone Else' }));
    const members = await Promise.all(
      [1, 2, 3].map(() => createMember(t.db, { name: 'Approved Person', paymentVerified: true })),
    );
    for (const m of members)
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/approveUser',
        headers: { cookie },
        payload: { userId: m.id },
      });
    await t.app.inject({
      method: 'POST',
      url: '/api/category/create',
      headers: { cookie: other.cookie },
      payload: { categoryName: 'Audit Craft' },
    });

    const get = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/audit?${query}`, headers: { cookie } })).json<Page>();
    const latest = await get('limit=1');
    expect(latest.entries[0]).toMatchObject({
      action: 'create_category',
      actor: { name: 'Someone Else' },
      after: { name: 'Audit Craft' },
    });

    const mine = await get('actor=meera&action=approve_user');
    expect(mine.entries.map((e) => e.targetId)).toEqual(members.map((m) => m.id).reverse());
    expect(mine.entries[0]).toMatchObject({
      targetName: 'Approved Person',
      before: { isAdminApproved: false },
      after: { isAdminApproved: true },
    });

    // Keyset pages: two, then one, each entry once.
    const first = await get('actor=meera&action=approve_user&limit=2');
    const second = await get(`actor=meera&action=approve_user&limit=2&cursor=${first.nextCursor}`);
    expect([...first.entries, ...second.entries].map((e) => e._id)).toEqual(mine.entries.map((e) => e._id));
    expect(second.nextCursor).toBeNull();

    expect((await get(`targetId=${members[0]!.id}`)).entries).toHaveLength(1);
    expect((await get('from=2000-01-01&to=2000-01-02')).entries).toEqual([]);
    for (const from of ['01-01-2000', '2000-02-30', '9064-08-45']) {
      const bad = await t.app.inject({ url: `/api/admin/audit?from=${from}`, headers: { cookie } });
      expect(bad.statusCode, from).toBe(400);
      expect(bad.json().errors).toEqual([{ path: 'from', msg: 'Use a real date in the format yyyy-MM-dd' }]);
    }
  });
});
