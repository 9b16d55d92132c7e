import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@sevak/shared';
import { documents, sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../platform/tokens.js';
import {
  createAdminMember,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
  type TestMember,
} from '../../../test/app.js';

let t: TestApp;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
  member = await createMember(t.db, { name: 'Meera Iyer' });
});
afterAll(() => t.close());

/** Each test gets its own client address, so per-IP login limits of one test don't touch another. */
let ipCounter = 10;
function freshIp() {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

function login(emailOrPhone: string, password: string, ip = freshIp(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': ip, ...headers },
    payload: { emailOrPhone, password },
  });
}

describe('POST /api/auth/login', () => {
  it('signs in by email in any case, sets an httpOnly session cookie and returns the token', async () => {
    const res = await login(member.email.toUpperCase(), member.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Login Successful', user: { name: 'Meera Iyer' } });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/' });
    // A member's cookie lives 30 days; the response never carries the password hash.
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    expect(res.body).not.toContain('scrypt$');
    // The token is stored only as its hash.
    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(stored?.userId).toBe(member.id);
  });

  it('signs in by phone, with a new token every time', async () => {
    const first = await login(member.phone, member.password);
    const second = await login(member.phone, member.password);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.json().token).not.toBe(second.json().token);
  });

  it('signs in by a pasted phone number (+91, spaces, dashes, a leading 0)', async () => {
    const digits = member.phone;
    for (const pasted of [
      `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
      `+91-${digits.slice(0, 5)}-${digits.slice(5)}`,
      `0${digits.slice(0, 5)} ${digits.slice(5)}`,
    ]) {
      expect((await login(pasted, member.password)).statusCode, pasted).toBe(200);
    }
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const wrong = await login(member.email, 'not-the-password');
    const unknown = await login('nobody.here@gmail.com', 'whatever-it-is');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    expect(unknown.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    expect(wrong.cookies).toHaveLength(0);
  });

  it('rejects empty fields with one error per field and creates no session', async () => {
    const before = await t.db.$count(sessions);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: ' ', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'emailOrPhone', msg: 'Email or phone is required.' },
      { path: 'password', msg: 'Password is required.' },
    ]);
    expect(await t.db.$count(sessions)).toBe(before);
  });

  it('refuses malformed JSON with a clear 400 and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrPhone":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BODY_NOT_JSON', message: expect.any(String) });
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('after 10 failures for one account from one address, the 11th from there is 429 with Retry-After, even with the right password', async () => {
    const victim = await createMember(t.db);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await login(victim.email, `wrong-${i}`, ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(victim.email, victim.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    // The owner, from another address, is not locked out (docs/decisions/027); other accounts are not affected.
    expect((await login(victim.email, victim.password, freshIp())).statusCode).toBe(200);
    expect((await login(member.email, member.password, ip)).statusCode).toBe(200);
  });

  it('failures for other accounts from one address do not stop a member signing in there (a shared mobile network)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      expect((await login(`someone${i}@gmail.com`, 'wrong-password', ip)).statusCode).toBe(401);
    }
    expect((await login(member.email, member.password, ip)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 9; i++) await login(m.phone, 'wrong-password');
    expect((await login(m.phone, m.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(m.phone, 'wrong-password')).statusCode).toBe(401);
    expect((await login(m.phone, m.password)).statusCode).toBe(200);
  });

  it('refuses a cross-site browser request (CSRF)', async () => {
    const evil = await login(member.email, member.password, freshIp(), { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Cross-site request refused');
    const fetchMeta = await login(member.email, member.password, freshIp(), { 'sec-fetch-site': 'cross-site' });
    expect(fetchMeta.statusCode).toBe(403);
    const sameOrigin = await login(member.email, member.password, freshIp(), {
      origin: 'http://localhost:80',
      host: 'localhost:80',
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe('GET /api/auth/getuser', () => {
  it('answers 403 without a session or with an unknown token', async () => {
    expect((await t.app.inject({ url: '/api/auth/getuser' })).statusCode).toBe(403);
    const res = await t.app.inject({ url: '/api/auth/getuser', headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'SESSION_INVALID', message: 'Your session has expired. Please sign in again.' });
  });

  it('returns the member by cookie and by bearer token', async () => {
    const s = await signIn(t.app, member);
    const byCookie = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: s.cookie } });
    const byBearer = await t.app.inject({ url: '/api/auth/getuser', headers: { authorization: s.bearer } });
    expect(byCookie.statusCode).toBe(200);
    expect(byBearer.statusCode).toBe(200);
    expect(byCookie.json().user).toMatchObject({
      _id: member.id,
      email: member.email,
      role: 'User',
      isAdminApproved: false,
    });
    expect(byBearer.json().user._id).toBe(member.id);
  });

  it('shows who referred the member', async () => {
    const referrer = await createMember(t.db, { name: 'Kiran Rao' });
    const referred = await createMember(t.db, { referredBy: referrer.id });
    const s = await signIn(t.app, referred);
    const res = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: s.cookie } });
    expect(res.json().user.referredBy).toEqual([{ _id: referrer.id, name: 'Kiran Rao' }]);
  });

  it('answers the same record as sign-in and the admin list: documents, a pending Aadhaar side, the referrer', async () => {
    const referrer = await createMember(t.db, { name: 'Kavya Nair' });
    const m = await createMember(t.db, { referredBy: referrer.id, isAdminApproved: true, aadhaarLast4: '4321' });
    const doc = (slot: string, state: 'current' | 'pending' = 'current') => ({
      userId: m.id,
      slot,
      state,
      storageKey: `${m.id}-${slot}-${state}`,
      thumbKey: `${m.id}-${slot}-${state}-thumb`,
      contentType: 'image/webp',
      bytes: 1,
      width: 1,
      height: 1,
    });
    await t.db
      .insert(documents)
      .values([doc('profilePic'), doc('frontAadhar'), doc('backAadhar'), doc('frontAadhar', 'pending')]);
    const signedIn = await login(m.email, m.password);
    const session = await signIn(t.app, m);
    const user = (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: session.cookie } })).json().user;
    expect(user).toEqual(signedIn.json().user);
    expect(user).toMatchObject({
      referredBy: [{ _id: referrer.id, name: 'Kavya Nair' }],
      aadharNumber: 'XXXX XXXX 4321',
      profilePic: expect.stringMatching(/^\/api\/files\//),
      backAadhar: expect.stringMatching(/^\/api\/files\//),
      pendingAadhaar: { frontAadhar: expect.stringMatching(/^\/api\/files\//), backAadhar: null },
    });
    const admin = await signIn(t.app, await createAdminMember(t.db));
    const listed = (
      await t.app.inject({ url: `/api/auth/getAllUser?search=${m.phone}`, headers: { cookie: admin.cookie } })
    ).json().user;
    expect(listed).toEqual([{ ...user, walletBalance: 0 }]);
  });

  it('ends an admin session after 30 idle minutes, a member session only after 30 idle days', async () => {
    const admin = await createAdminMember(t.db);
    const adminSession = await signIn(t.app, admin);
    const memberSession = await signIn(t.app, member);
    const idle = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: idle(31) })
      .where(eq(sessions.tokenHash, hashToken(adminSession.token)));
    await t.db
      .update(sessions)
      .set({ lastSeenAt: idle(60 * 24 * 29) })
      .where(eq(sessions.tokenHash, hashToken(memberSession.token)));
    expect(
      (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: adminSession.cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: memberSession.cookie } })).statusCode,
    ).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: idle(60 * 24 * 31) })
      .where(eq(sessions.tokenHash, hashToken(memberSession.token)));
    expect(
      (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: memberSession.cookie } })).statusCode,
    ).toBe(403);
  });

  it('ends every session of a deleted member', async () => {
    const m = await createMember(t.db);
    const s = await signIn(t.app, m);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, m.id));
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: s.cookie } })).statusCode).toBe(403);
  });
});

describe('GET /api/auth/logout', () => {
  it('revokes the session on the server and clears the cookie', async () => {
    const s = await signIn(t.app, member);
    const res = await t.app.inject({ url: '/api/auth/logout', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logout Successful...' });
    const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    // The old token no longer works, even sent as a bearer token.
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { authorization: s.bearer } })).statusCode).toBe(
      403,
    );
  });

  it('is refused when another site triggers it', async () => {
    const s = await signIn(t.app, member);
    const res = await t.app.inject({
      url: '/api/auth/logout',
      headers: { cookie: s.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: s.cookie } })).statusCode).toBe(200);
  });
});
