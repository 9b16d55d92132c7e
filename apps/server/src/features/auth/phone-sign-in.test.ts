import { SESSION_COOKIE } from '@sevak/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signInCodes, texts } from '../../db/schema/index.js';
import { createMember, createTestApp, signIn, uniquePhone, type TestApp } from '../../../test/app.js';

/**
 * Signing in with a code on the phone (docs/decisions/040), through the API and the TEST SMS
 * provider (the development mailbox): the code arrives, signs in once, 5 tries, the same answer
 * for any number, and limits that suit many people behind one address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (phone: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/auth/phone-code', payload: { phone }, remoteAddress: ip });
const signInWith = (phone: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/phone-login', payload: { phone, code } });
const settle = () => t.app.jobs.idle('send-sign-in-code');

/** The newest code the mailbox holds for a phone (as a journey reads it). */
async function codeSentTo(phone: string): Promise<string | undefined> {
  await settle();
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, phone)).orderBy(desc(outbox.createdAt)).limit(1);
  return mail?.text?.match(/\b(\d{6})\b/)?.[1];
}

describe('sign-in by a code on the phone', () => {
  it('sends a code by SMS that signs in once, and answers the same for a number no one has', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    const asked = await ask(m.phone);
    expect(asked.statusCode).toBe(200);
    const stranger = await ask(uniquePhone());
    expect(stranger.json()).toEqual(asked.json());
    expect(asked.json().message).toBe(
      'If this number is registered with Sevak, a 6-digit code is on its way by SMS. It works for 5 minutes.',
    );
    const code = await codeSentTo(m.phone);
    expect(code).toMatch(/^\d{6}$/);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, m.phone));
    expect(mail!.subject).toBe('SMS: signInCode');

    const signedIn = await signInWith(m.phone, code!);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, user: { _id: m.id } });
    expect(String(signedIn.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=`);
    // Used once.
    expect((await signInWith(m.phone, code!)).json().code).toBe('CODE_INVALID');
    // The code reached the phone: it is the member's.
    expect(signedIn.json().user.phoneVerifiedAt).not.toBeNull();
  });

  it('refuses a wrong code, and after 5 tries the code is spent', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    await ask(m.phone);
    const code = (await codeSentTo(m.phone))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await signInWith(m.phone, wrong)).json().code).toBe('CODE_INVALID');
    const locked = await signInWith(m.phone, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'CODE_TRIES_EXCEEDED',
      message: 'Too many wrong codes. Please ask for a new code.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('100 guesses at once get at most 5 compared', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    await ask(m.phone);
    await codeSentTo(m.phone);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => signInWith(m.phone, String(100_000 + i))));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    expect(answers.filter((a) => a.statusCode === 400).length).toBeLessThanOrEqual(5);
    const [row] = await t.db.select().from(signInCodes).where(eq(signInCodes.userId, m.id));
    expect(row!.tries).toBe(5);
  });

  it('50 members behind one address each get their code; one account gets at most 5 an hour', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => createMember(t.db, { isAdminApproved: true })));
    const answers = await Promise.all(members.map((m) => ask(m.phone, '198.51.100.9')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    await settle();
    for (const m of members) expect(await codeSentTo(m.phone)).toMatch(/^\d{6}$/);

    const one = members[0]!;
    for (let i = 0; i < 6; i++) await ask(one.phone);
    await settle();
    // 1 before and 4 more: the 5-an-hour allowance; the rest quietly send nothing.
    expect(await t.db.$count(signInCodes, eq(signInCodes.userId, one.id))).toBe(5);
  });
});

describe('verifying the phone', () => {
  const call = (cookie: string, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload && { payload }) });
  const verifyCodeOf = async (userId: string) => {
    const rows = await t.db.select().from(texts).where(eq(texts.userId, userId)).orderBy(desc(texts.createdAt));
    return rows.find((r) => r.template === 'phoneCode')?.vars.code;
  };

  it('a member awaiting approval gets a code on their phone; the right one marks it verified, once', async () => {
    const m = await createMember(t.db);
    const { cookie } = await signIn(t.app, m);
    const me = async () => (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie } })).json().user;
    expect((await me()).phoneVerifiedAt).toBeNull();
    const sent = await call(cookie, '/api/auth/phone/verify-code');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('A 6-digit code is on its way to your phone by SMS. It works for 5 minutes.');
    const code = (await verifyCodeOf(m.id))!;
    expect(code).toMatch(/^\d{6}$/);
    // A sign-in code is not a verification code, nor the other way round.
    expect((await signInWith(m.phone, code)).json().code).toBe('CODE_INVALID');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(cookie, '/api/auth/phone/verify', { code: wrong })).json().code).toBe('CODE_INVALID');
    const ok = await call(cookie, '/api/auth/phone/verify', { code });
    expect(ok.json()).toEqual({ message: 'Your phone number is verified.' });
    expect((await me()).phoneVerifiedAt).not.toBeNull();
    expect((await call(cookie, '/api/auth/phone/verify-code')).json().message).toBe(
      'Your phone number is already verified.',
    );
  });

  it('30 guesses at once get at most 5 compared; signed out it is 401', async () => {
    const m = await createMember(t.db);
    const { cookie } = await signIn(t.app, m);
    await call(cookie, '/api/auth/phone/verify-code');
    const code = (await verifyCodeOf(m.id))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call(cookie, '/api/auth/phone/verify', { code: wrong })),
    );
    expect(answers.filter((a) => a.json().code === 'CODE_INVALID').length).toBeLessThanOrEqual(5);
    expect((await call(cookie, '/api/auth/phone/verify', { code })).statusCode).toBe(429);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/auth/phone/verify-code' });
    expect(visitor.statusCode).toBe(401);
  });
});
