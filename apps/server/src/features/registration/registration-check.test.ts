import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@sevak/shared';
import { users } from '../../db/schema/index.js';
import { PER_ADDRESS_PER_HOUR } from '../../platform/rate-limit.js';
import { createMember, createTestApp, type TestApp } from '../../../test/app.js';
import { changedParts, createStateDigest, type StateDigest } from '../../../test/fuzz/state.js';

let t: TestApp;
let digest: () => Promise<StateDigest>;
beforeAll(async () => {
  t = await createTestApp();
  digest = await createStateDigest(t.db, path.join(t.app.config.DATA_DIR, 'uploads'));
});
afterAll(() => t.close());

// The check allows 10 calls an hour per address: each test calls from its own.
let lastOctet = 0;
const newAddress = () => `203.0.113.${++lastOctet}`;

function check(payload: unknown, remoteAddress = newAddress()) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/check-registration',
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });
}

/** The first step as a person fills it, every field good. */
function details(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Meena Kumari',
    email: 'meena.check@gmail.com',
    phone: '9876512345',
    password: 'Silai-Kadhai-2026',
    confirmpassword: 'Silai-Kadhai-2026',
    address: { area: 'Shivajinagar', city: 'Bangalore', state: 'Karnataka', country: 'India', pincode: '560001' },
    businessCategory: ['Tailor'],
    businessName: 'Meena Tailors',
    businessAddress: '',
    businessDetaile: '',
    referralCode: '',
    privacyConsent: true,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ...overrides,
  };
}

describe('POST /api/auth/check-registration', () => {
  it('answers 200 for details register would take, and writes nothing', async () => {
    const before = await digest();
    const res = await check(details());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Your details can be registered. Next: your Aadhaar photos and a selfie.',
    });
    expect(changedParts(before, await digest())).toEqual([]);
  });

  it('reports every problem at once with register’s words, in the form’s order, and writes nothing', async () => {
    const existing = await createMember(t.db, { email: 'taken.check@gmail.com' });
    const before = await digest();
    const res = await check(
      details({
        name: ' ',
        email: 'TAKEN.check@gmail.com',
        phone: `+91 ${existing.phone.slice(0, 5)} ${existing.phone.slice(5)}`,
        password: 'Password123',
        confirmpassword: 'Password124',
        address: { area: 'Shivajinagar', city: 'Bangalore', state: 'Karnataka', country: 'India', pincode: '012345' },
        businessCategory: ['Tailor', 'Rocket Science'],
        referralCode: 'svknope99',
        privacyConsent: false,
        noticeVersion: '2020-01-01',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      // 400s and 409s together: the answer is a validation failure naming the first field's problem.
      code: 'VALIDATION_FAILED',
      message: 'Name is required.',
      errors: [
        { path: 'name', msg: 'Name is required.' },
        { path: 'email', msg: 'Email already exists', code: 'EMAIL_TAKEN' },
        { path: 'phone', msg: 'Phone number already exists', code: 'PHONE_TAKEN' },
        { path: 'password', msg: 'This password is too common. Please choose another one.', code: 'PASSWORD_COMMON' },
        { path: 'confirmpassword', msg: 'Passwords do not match.' },
        { path: 'address.pincode', msg: 'Invalid Pincode! Please enter a valid one.' },
        { path: 'businessCategory', msg: 'Please choose business categories from the list.', code: 'CATEGORY_UNKNOWN' },
        { path: 'referralCode', msg: 'Invalid referral code', code: 'REFERRAL_CODE_INVALID' },
        { path: 'privacyConsent', msg: 'Please read the privacy notice and tick the box to agree.' },
        {
          path: 'noticeVersion',
          msg: 'The privacy notice has changed. Please read the new notice and agree to it again.',
        },
      ],
    });
    expect(changedParts(before, await digest())).toEqual([]);
  });

  it('answers a taken email and phone alone as register does: 409 EMAIL_TAKEN with both fields', async () => {
    const existing = await createMember(t.db, { email: 'both.taken@gmail.com' });
    const res = await check(details({ email: existing.email, phone: existing.phone }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: 'Email already exists',
      errors: [
        { path: 'email', msg: 'Email already exists', code: 'EMAIL_TAKEN' },
        { path: 'phone', msg: 'Phone number already exists', code: 'PHONE_TAKEN' },
      ],
    });
  });

  it('answers a common password alone as register does: 400 PASSWORD_COMMON', async () => {
    const res = await check(details({ password: 'Password123', confirmpassword: 'Password123' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_COMMON',
      message: 'This password is too common. Please choose another one.',
    });
  });

  it('takes a known referral code in any case', async () => {
    const referrer = await createMember(t.db);
    const [row] = await t.db.select({ code: users.referralCode }).from(users).where(eq(users.id, referrer.id));
    const res = await check(details({ referralCode: row!.code.toLowerCase() }));
    expect(res.statusCode).toBe(200);
  });

  it('looks up only fields that passed their schema: a bad email is not looked up, a good phone is', async () => {
    const existing = await createMember(t.db);
    const res = await check(details({ email: 'someone@yahoo.com', phone: existing.phone, password: 'short' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'email', msg: 'Please use your @gmail.com email.' },
      { path: 'phone', msg: 'Phone number already exists', code: 'PHONE_TAKEN' },
      { path: 'password', msg: 'Password must be at least 8 characters long.' },
      { path: 'confirmpassword', msg: 'Passwords do not match.' },
    ]);
  });

  it('answers bad input with 400 and a clear message per field, never a 500', async () => {
    for (const payload of [{}, [], { name: 42, address: 'Bangalore', businessCategory: 'Tailor' }]) {
      const res = await check(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const empty = await check({});
    expect(empty.json().message).toBe('Name is required.');
    expect(
      Object.fromEntries(empty.json().errors.map((e: { path: string; msg: string }) => [e.path, e.msg])),
    ).toMatchObject({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone number must be exactly 10 digits.',
      password: 'Password must be at least 8 characters long.',
    });
    // Text PostgreSQL cannot take is refused at the edge, as everywhere (docs/decisions/009).
    const nul = await check(details({ businessCategory: ['Tai\u0000lor'] }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'INVALID_CHARACTERS', errors: [{ path: 'businessCategory.0' }] });
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: newAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'BODY_NOT_JSON' });
  });

  it(`allows ${PER_ADDRESS_PER_HOUR} checks an hour per address (many people share one), then 429 saying when`, async () => {
    const address = newAddress();
    for (let i = 0; i < PER_ADDRESS_PER_HOUR; i += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, () => check(details(), address)));
      expect(batch.every((res) => res.statusCode === 200)).toBe(true);
    }
    const refused = await check(details(), address);
    expect(refused.statusCode).toBe(429);
    const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
    expect(minutes).toBeGreaterThan(55);
    expect(refused.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please try again in ${minutes} minutes.`,
    });
    // Another address is not held back, and registration itself has its own limit.
    expect((await check(details())).statusCode).toBe(200);
  });

  it(`holds the limit when ${PER_ADDRESS_PER_HOUR + 50} checks from one address arrive at once: exactly ${PER_ADDRESS_PER_HOUR} answered`, async () => {
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: PER_ADDRESS_PER_HOUR + 50 }, () => check(details(), address)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PER_ADDRESS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50);
  });
});
