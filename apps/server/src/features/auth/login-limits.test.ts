import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createMember, createTestApp, type TestApp, type TestMember } from '../../../test/app.js';

/**
 * The sign-in limits hold under concurrency and cannot be dodged (docs/contract.md §9: no check-then-act):
 * races only show on PostgreSQL (TEST_DATABASE_URL); on PGlite the same rules hold one at a time.
 * Behind one proxy hop (TRUST_PROXY=1) the client address is the last X-Forwarded-For entry.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let ipCounter = 0;
function freshIp() {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/** Forgot password → the mailed code → a new password, from an address of its own. */
async function resetPassword(m: TestMember, newPassword: string) {
  const from = { 'x-forwarded-for': freshIp() };
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: from,
    payload: { email: m.email, phone: m.phone },
  });
  await t.app.jobs.idle('send-password-reset-code');
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, m.email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')![1];
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-code',
    headers: from,
    payload: { email: m.email, code },
  });
  const grant = verified.cookies.find((c) => c.name === 'sevak_reset')!.value;
  const reset = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { ...from, cookie: `sevak_reset=${grant}` },
    payload: { email: m.email, newPassword },
  });
  if (reset.statusCode !== 200) throw new Error(`reset failed: ${reset.body}`);
}

function login(emailOrPhone: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': freshIp(), ...headers },
    payload: { emailOrPhone, password },
  });
}

const DEVICE_COOKIE = 'sevak_device';
/** The known-device cookie a successful sign-in gave, as a Cookie header. */
function deviceCookieOf(res: { cookies: { name: string; value: string }[] }): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

/** Many requests at once, `size` at a time (300 at once would only measure the test's own queue). */
async function inBatches<T>(count: number, size: number, send: (i: number) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < count; i += size) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(size, count - i) }, (_, j) => send(i + j)))));
  }
  return answers;
}

describe('sign-in limits that throttle the source, not the owner (docs/decisions/027)', () => {
  it('one attacker’s 300 wrong passwords from one address: 10 are checked, and the owner still signs in', async () => {
    const owner = await createMember(t.db);
    const attacker = freshIp();
    // The owner signed in on this phone before: it is a known device.
    const device = deviceCookieOf(await login(owner.email, owner.password));
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => login(owner.email, `guess-${i}`, { 'x-forwarded-for': attacker })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(290);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The attacker's address is refused even the right password…
    expect((await login(owner.email, owner.password, { 'x-forwarded-for': attacker })).statusCode).toBe(429);
    // …but the owner, from their own network, or on their known device even behind the attacker's address, gets in.
    expect((await login(owner.email, owner.password)).statusCode).toBe(200);
    expect((await login(owner.phone, owner.password, { 'x-forwarded-for': attacker, cookie: device })).statusCode).toBe(
      200,
    );
  });

  it('guesses from 300 addresses at once: at most 100 are checked a day; a known device or a reset still lets the owner in', async () => {
    const owner = await createMember(t.db);
    const device = deviceCookieOf(await login(owner.email, owner.password));
    const answers = await inBatches(300, 100, (i) => login(owner.email, `spread-${i}`));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(100);
    expect(checked).toBeGreaterThanOrEqual(90);
    const capped = await login(owner.email, owner.password);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(
      'Too many failed sign-in attempts on this account. Sign in on a device you have used before, or reset your password with “Forgot password?”.',
    );
    expect((await login(owner.email, owner.password, { cookie: device })).statusCode).toBe(200);

    // A password reset ends the account's limits: the owner signs in anywhere again.
    await resetPassword(owner, 'a-brand-new-passphrase');
    expect((await login(owner.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
  });

  it('counts the account, not the typed text: 10 failures by email from one address also stop it by phone', async () => {
    const m = await createMember(t.db);
    const from = { 'x-forwarded-for': freshIp() };
    for (let i = 0; i < 10; i++) expect((await login(m.email, `wrong-${i}`, from)).statusCode).toBe(401);
    expect((await login(m.phone, m.password, from)).statusCode).toBe(429);
    expect((await login(m.email.toUpperCase(), m.password, from)).statusCode).toBe(429);
  });

  it('a success in the same burst as failures from one address keeps it within its 10 checks', async () => {
    const m = await createMember(t.db);
    const from = { 'x-forwarded-for': freshIp() };
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => login(m.phone, `wrong-${i}`, from)),
      login(m.phone, m.password, from),
    ]);
    const checked = answers.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
  });

  it('once an account is under attack, an address that has failed on it is refused at once; a new one is still checked', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 10; i++) expect((await login(m.email, `wrong-${i}`)).statusCode).toBe(401);
    const typo = freshIp();
    expect((await login(m.email, 'a-typo', { 'x-forwarded-for': typo })).statusCode).toBe(401);
    expect((await login(m.email, m.password, { 'x-forwarded-for': typo })).statusCode).toBe(429);
    expect((await login(m.email, m.password)).statusCode).toBe(200);
  });
});

describe('many honest people behind one address (carrier-grade NAT)', () => {
  it('50 members behind one address sign in at once, each of them', async () => {
    const shared = freshIp();
    const members = await Promise.all(Array.from({ length: 50 }, () => createMember(t.db)));
    const answers = await Promise.all(members.map((m) => login(m.phone, m.password, { 'x-forwarded-for': shared })));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
  });

  it('50 members behind one address ask for a reset at once: each is answered and mailed a code', async () => {
    const shared = freshIp();
    const members = await Promise.all(Array.from({ length: 50 }, () => createMember(t.db)));
    const answers = await Promise.all(
      members.map((m) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          headers: { 'x-forwarded-for': shared },
          payload: { email: m.email, phone: m.phone },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    await t.app.jobs.idle('send-password-reset-code');
    const mailed = await Promise.all(members.map((m) => t.db.$count(outbox, eq(outbox.to, m.email))));
    expect(mailed).toEqual(Array(50).fill(1));
  });

  it('past the address’s allowance (300 an hour), a reset request is told when to try again, in words', async () => {
    const busy = freshIp();
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'x-forwarded-for': busy },
        payload: { email: 'someone@gmail.com', phone: '9876543210' },
      });
    const answers = await inBatches(301, 50, ask);
    expect(answers.slice(0, 300).every((r) => r.statusCode === 200)).toBe(true);
    const refused = answers[300]!;
    expect(refused.statusCode).toBe(429);
    const minutes = Math.ceil(Number(refused.headers['retry-after']) / 60);
    expect(minutes).toBeGreaterThan(55);
    expect(refused.json().message).toBe(`Too many requests. Please try again in ${minutes} minutes.`);
  });
});

describe('client address behind a proxy (TRUST_PROXY=1)', () => {
  it('the per-address limit follows the address the proxy added, whatever the client wrote before it', async () => {
    const client = '203.0.113.77';
    // The client writes its own left-most entry, different every time; the proxy appends the real one.
    const answers = await inBatches(300, 50, (i) =>
      login(`nobody${i}@gmail.com`, 'wrong-password', { 'x-forwarded-for': `10.1.${i % 250}.${i % 7}, ${client}` }),
    );
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    const blocked = await login('nobody.else@gmail.com', 'wrong-password', {
      'x-forwarded-for': `10.9.9.9, ${client}`,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many sign-in attempts from your network\. Please try again in \d+ minutes\.$/,
    );
  });

  it('an IPv6 client is one address per /64 (a phone’s own prefix), not one per address it rotates through', async () => {
    const prefix = '2401:4900:1c2a:7b10';
    const answers = await inBatches(300, 50, (i) =>
      login(`v6-${i}@gmail.com`, 'wrong-password', { 'x-forwarded-for': `${prefix}:${i.toString(16)}::1` }),
    );
    expect(answers.every((r) => r.statusCode === 401)).toBe(true);
    const blocked = await login('v6-more@gmail.com', 'wrong-password', { 'x-forwarded-for': `${prefix}:ffff::2` });
    expect(blocked.statusCode).toBe(429);
    const neighbour = await login('v6-more@gmail.com', 'wrong-password', {
      'x-forwarded-for': '2401:4900:1c2a:7b11::1',
    });
    expect(neighbour.statusCode).toBe(401);
  });
});

describe('CSRF with a forwarded host', () => {
  it('compares Origin with the public origin, not with X-Forwarded-Host', async () => {
    const m = await createMember(t.db);
    const forged = await login(m.email, m.password, {
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('Cross-site request refused');
    // The listen address (127.0.0.1:3000 in tests) is the public origin when PUBLIC_ORIGIN is unset.
    expect((await login(m.email, m.password, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await login(m.email, m.password, { origin: 'http://127.0.0.1:3000' })).statusCode).toBe(200);
  });

  it('with PUBLIC_ORIGIN set, only that origin may write', async () => {
    const app = await createTestApp({ PUBLIC_ORIGIN: 'https://sevak.example.in' });
    try {
      const m = await createMember(app.db);
      const send = (origin: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin },
          payload: { emailOrPhone: m.email, password: m.password },
        });
      expect((await send('https://sevak.example.in')).statusCode).toBe(200);
      expect((await send('http://localhost:3000')).statusCode).toBe(403);
      expect((await send('https://sevak.example.in.evil.example')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
