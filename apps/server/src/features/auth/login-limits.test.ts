import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, type TestApp } from '../../../test/app.js';

/**
 * The sign-in limits hold under concurrency and cannot be dodged (DESIGN §9: no check-then-act):
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

function login(emailOrPhone: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'x-forwarded-for': freshIp(), ...headers },
    payload: { emailOrPhone, password },
  });
}

describe('sign-in limits', () => {
  it('300 parallel guesses at one account: only 10 are checked, the rest are 429, and then the right password is refused too', async () => {
    const victim = await createMember(t.db);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => login(victim.email, `guess-${i}`)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(290);
    const right = await login(victim.email, victim.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
  });

  it('counts the account, not the typed text: 10 failures by email also lock sign-in by phone (and by email in capitals)', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 10; i++) expect((await login(m.email, `wrong-${i}`)).statusCode).toBe(401);
    expect((await login(m.phone, m.password)).statusCode).toBe(429);
    expect((await login(m.email.toUpperCase(), m.password)).statusCode).toBe(429);
  });

  it('a success in the same burst as failures keeps the account within its 10 checks', async () => {
    const m = await createMember(t.db);
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => login(m.phone, `wrong-${i}`)),
      login(m.phone, m.password),
    ]);
    const checked = answers.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(10);
  });
});

describe('client address behind a proxy (TRUST_PROXY=1)', () => {
  it('the per-IP limit follows the address the proxy added, whatever the client wrote before it', async () => {
    const client = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      // The client writes its own left-most entry, different every time; the proxy appends the real one.
      const res = await login(`nobody${i}@gmail.com`, 'wrong-password', {
        'x-forwarded-for': `10.1.2.${i}, ${client}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login('nobody.else@gmail.com', 'wrong-password', {
      'x-forwarded-for': `10.9.9.9, ${client}`,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
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
