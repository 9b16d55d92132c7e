import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@sevak/shared';
import { categories, users } from '../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { registrationForm } from '../../test/images.js';
import { multipartBody } from '../../test/fuzz/multipart.js';

/**
 * The edge rule (docs/decisions/009): text PostgreSQL cannot store — a NUL, an unpaired
 * surrogate — anywhere in a request is a 400 naming the field, before any handler runs; so are
 * a body that is not UTF-8 and a URL that does not decode. Each of these was a 500 (or, for
 * broken UTF-8, stored as U+FFFD) before.
 */
let t: TestApp;
let admin: { cookie: string };
let member: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, await createAdminMember(t.db));
  member = await signIn(t.app, await createMember(t.db, { isAdminApproved: true }));
});
afterAll(() => t.close());

const badText = (field: string) => ({
  code: 'INVALID_CHARACTERS',
  message: messages.common.invalidCharactersIn(field),
  errors: [{ path: field, msg: messages.common.invalidCharacters, code: 'INVALID_CHARACTERS' }],
});
const categoryCount = async () => (await t.db.select({ n: count() }).from(categories))[0]!.n;
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

/** Every stored upload under DATA_DIR/uploads. */
function storedFiles(): string[] {
  try {
    return readdirSync(path.join(t.app.config.DATA_DIR, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

function postJson(url: string, payload: string | Buffer, cookie = admin.cookie, method: 'POST' | 'PUT' = 'POST') {
  return t.app.inject({ method, url, payload, headers: { cookie, 'content-type': 'application/json' } });
}

describe('a NUL or an unpaired surrogate', () => {
  it('in a JSON body field, at any depth, is a 400 naming the field; nothing is saved', async () => {
    const before = await categoryCount();
    for (const name of ['Tail\\u0000or', 'Tail\\ud800or', 'Tail\\udc00or']) {
      const res = await postJson('/api/category/create', `{"categoryName":"${name}"}`);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual(badText('categoryName'));
    }
    expect(await categoryCount()).toBe(before);
    // Nested: an array item inside an object.
    const nested = await postJson('/api/work/requests', '{"details":{"notes":["ok","x\\u0000"]}}', member.cookie);
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toEqual(badText('details.notes.1'));
    // A paired surrogate (an emoji) is ordinary text.
    const emoji = await postJson('/api/category/create', '{"categoryName":"Tailor \\ud83e\\uddf5"}');
    expect(emoji.statusCode).toBe(201);
  });

  it('in a query value or a route parameter is a 400 naming it', async () => {
    const query = await t.app.inject({ url: '/api/auth/getAllUser?search=a%00b', headers: { cookie: admin.cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(badText('search'));
    const param = await t.app.inject({ url: '/api/files/abc%00', headers: { cookie: admin.cookie } });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(badText('id'));
  });

  it('in a multipart text field, a JSON-text field or a file name is a 400 naming the field; nothing is saved', async () => {
    const users = await userCount();
    const register = (payload: FormData | Buffer, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/registerUserweb', payload, headers });
    const name = await register(await registrationForm({ name: 'Sunita\u0000Devi' }));
    expect(name.statusCode).toBe(400);
    expect(name.json()).toEqual({ success: false, ...badText('name') });
    const address = JSON.stringify({
      area: 'A',
      city: 'Pune\ud800',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
    });
    const escaped = await register(await registrationForm({ address }));
    expect(escaped.statusCode).toBe(400);
    expect(escaped.json()).toEqual({ success: false, ...badText('address.city') });
    const { body, contentType } = multipartBody([
      { name: 'name', value: 'Sunita Devi' },
      {
        name: 'frontAadhar',
        filename: 'front\u0000.jpg',
        contentType: 'image/jpeg',
        value: Buffer.from('not an image'),
      },
    ]);
    const file = await register(body, { 'content-type': contentType });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual({ success: false, ...badText('frontAadhar') });
    expect(await userCount()).toBe(users);
    expect(storedFiles()).toEqual([]);
  });
});

describe('other bad input is a 4xx with the JSON error body', () => {
  it('a multipart form that is not well formed is a 400 (was a 500)', async () => {
    const parts = [
      { name: 'userId', value: '' },
      { name: 'frontAadhar', filename: 'front.png', value: Buffer.from('not an image') },
    ];
    for (const tamper of ['no-closing-boundary', 'wrong-boundary', 'no-boundary-param', 'truncated'] as const) {
      const { body, contentType } = multipartBody(parts, tamper);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/updateUserProfile',
        payload: body,
        headers: { cookie: member.cookie, 'content-type': contentType },
      });
      expect(res.statusCode, tamper).toBe(400);
      expect(res.json()).toEqual({ code: 'MULTIPART_MALFORMED', message: messages.common.multipartMalformed });
    }
  });

  it('a JSON body that is not UTF-8 is refused, not stored with replacement characters', async () => {
    const before = await categoryCount();
    const bytes = Buffer.concat([Buffer.from('{"categoryName":"Tail'), Buffer.from([0xff, 0xfe]), Buffer.from('or"}')]);
    const res = await postJson('/api/category/create', bytes);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BODY_NOT_UTF8', message: messages.common.notUtf8 });
    expect(await categoryCount()).toBe(before);
  });

  it('deep nesting, huge numbers, another content type and a repeated query key', async () => {
    const deep = await postJson('/api/category/create', `{"categoryName":${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    expect(deep.statusCode).toBe(400);
    for (const year of ['1e400', '99999999999999999999', '-1e308']) {
      const res = await postJson('/api/payment/reports', `{"year":${year}}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json().errors[0].path).toBe('year');
    }
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/category/create',
      payload: '<x/>',
      headers: { cookie: admin.cookie, 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    const repeated = await t.app.inject({
      url: '/api/auth/getAllUser?limit=1&limit=2',
      headers: { cookie: admin.cookie },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors[0].path).toBe('limit');
  });

  it('a URL that does not decode, or a too-long path part, gets our error body', async () => {
    for (const url of ['/api/files/%zz', '/api/files/%ED%A0%80']) {
      const res = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_URL', message: messages.common.badUrl });
      // Answered by the router, yet with the security headers of every API answer.
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const long = await t.app.inject({ url: `/api/files/${'a'.repeat(200)}`, headers: { cookie: admin.cookie } });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'URL_TOO_LONG', message: messages.common.urlPartTooLong });
    expect(long.headers['x-content-type-options']).toBe('nosniff');
  });
});
