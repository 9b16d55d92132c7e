import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createMember, createTestApp, type TestApp } from '../../../test/app.js';

/**
 * Password recovery's counters under concurrency (docs/contract.md §9: no check-then-act). Races only show
 * on PostgreSQL (TEST_DATABASE_URL); on PGlite the same rules hold one request at a time. Every
 * request comes from its own address (TRUST_PROXY=1), so only the per-account rules are tested.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let ip = 0;
function post(url: string, payload: Record<string, string>) {
  ip += 1;
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'x-forwarded-for': `198.19.${Math.floor(ip / 250)}.${(ip % 250) + 1}` },
  });
}

async function codeFor(email: string): Promise<string> {
  await t.app.jobs.idle('send-password-reset-code');
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

describe('password recovery under concurrency', () => {
  it('1,000 parallel wrong codes: 5 are compared, the rest are 429, and then the right code is refused too', async () => {
    const m = await createMember(t.db);
    await post('/api/auth/forgot-password', { email: m.email, phone: m.phone });
    const code = await codeFor(m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => post('/api/auth/verify-code', { email: m.email, code: wrong })),
    );
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(995);
    expect(refused[0]!.json().message).toBe('Too many wrong codes. Please ask for a new code.');
    const right = await post('/api/auth/verify-code', { email: m.email, code });
    expect(right.statusCode).toBe(429);
  });

  it('the right code sent 20 times at once gives one reset grant', async () => {
    const m = await createMember(t.db);
    await post('/api/auth/forgot-password', { email: m.email, phone: m.phone });
    const code = await codeFor(m.email);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/auth/verify-code', { email: m.email, code })),
    );
    const granted = answers.filter((r) => r.statusCode === 200);
    expect(granted).toHaveLength(1);
    expect(granted[0]!.cookies.some((c) => c.name === 'sevak_reset')).toBe(true);
  });

  it('50 parallel code requests for one account mail at most 3 codes', async () => {
    const m = await createMember(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post('/api/auth/forgot-password', { email: m.email, phone: m.phone })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    await t.app.jobs.idle('send-password-reset-code');
    expect(await t.db.$count(outbox, eq(outbox.to, m.email))).toBe(3);
  });
});
