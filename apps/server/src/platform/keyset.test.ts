import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@sevak/shared';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../test/app.js';

/**
 * One behaviour for every keyset list (docs/decisions/009): a cursor that does not decode, or
 * whose key does not fit the list's sort key, is a 400 on `cursor` — never a 500 from a cast in
 * the query, never a silent restart from the top.
 */
let t: TestApp;
let admin: string;
let member: string;
let provider: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
  member = (await signIn(t.app, await createMember(t.db, { isAdminApproved: true }))).cookie;
  provider = (await createMember(t.db, { isAdminApproved: true, businessCategory: ['Tailor'] })).id;
});
afterAll(() => t.close());

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ID = '3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f';

/** Cursors no list can use: not base64url JSON, wrong shape, a bad id, text no key can hold. */
const malformed = [
  'not base64!',
  'abc',
  cursorOf(['k', 'id']),
  cursorOf({ k: 1, id: ID }),
  cursorOf({ k: '2026-01-01 00:00:00+00', id: 'not-a-uuid' }),
  cursorOf({ k: 'x', id: 'y' }),
  cursorOf({ k: 'Asha\u0000', id: ID }),
  cursorOf({ k: 'a'.repeat(301), id: ID }),
];
/** Keys a text sort (A–Z) takes, but no timestamp or number sort: each cast would fail in SQL. */
const notTimestampOrNumber = [
  cursorOf({ k: 'x', id: ID }),
  cursorOf({ k: '2026-13-01 00:00:00+00', id: ID }),
  cursorOf({ k: '2026-02-29 10:00:00+00', id: ID }),
  cursorOf({ k: '2026-01-01 24:00:00+00', id: ID }),
  cursorOf({ k: '1e999|1', id: ID }),
];

const lists: { url: string; cookie: () => string }[] = [
  { url: '/api/auth/getAllUser?sort=newest', cookie: () => admin },
  { url: '/api/auth/getAllUser?sort=az', cookie: () => admin },
  { url: '/api/admin/audit?', cookie: () => admin },
  { url: '/api/support/getTickets?', cookie: () => admin },
  { url: '/api/work/requests?box=sent', cookie: () => member },
  { url: '/api/services/search?sort=newest', cookie: () => member },
  { url: '/api/services/search?sort=rating', cookie: () => member },
  { url: '/api/services/search?sort=relevance&q=tailor', cookie: () => member },
];

describe('keyset cursors', () => {
  it('a malformed or tampered cursor is a 400 on `cursor` on every list', async () => {
    const reviews = { url: `/api/services/provider/${provider}/reviews?`, cookie: () => member };
    for (const list of [...lists, reviews]) {
      for (const cursor of list.url.includes('sort=az') ? malformed : [...malformed, ...notTimestampOrNumber]) {
        const res = await t.app.inject({
          url: `${list.url}&cursor=${encodeURIComponent(cursor)}`,
          headers: { cookie: list.cookie() },
        });
        expect(res.statusCode, `${list.url} ${cursor}`).toBe(400);
        expect(res.json()).toEqual({
          code: 'BAD_CURSOR',
          message: messages.common.badCursor,
          errors: [{ path: 'cursor', msg: messages.common.badCursor, code: 'BAD_CURSOR' }],
        });
      }
    }
  });

  it('a cursor the list made itself still pages; an empty one is the first page', async () => {
    await createMember(t.db, { name: 'Zoya Khan' });
    for (const sort of ['newest', 'az']) {
      const first = (
        await t.app.inject({ url: `/api/auth/getAllUser?sort=${sort}&limit=1&cursor=`, headers: { cookie: admin } })
      ).json();
      expect(first.nextCursor).toEqual(expect.any(String));
      const next = await t.app.inject({
        url: `/api/auth/getAllUser?sort=${sort}&limit=1&cursor=${first.nextCursor}`,
        headers: { cookie: admin },
      });
      expect(next.statusCode).toBe(200);
      expect(next.json().user[0]._id).not.toBe(first.user[0]._id);
    }
  });
});
