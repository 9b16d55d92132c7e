import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { registrationForm } from '../../test/images.js';
import { hashPassword } from './passwords.js';

/**
 * Logs never hold secrets or personal data (docs/contract.md §9): drive the flows that carry them —
 * registration (also with a NUL byte), sign-in, searches, recovery, the admin's Aadhaar edit, a
 * failing database write — with every log line captured, then look for each secret.
 */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'debug', TRUST_PROXY: '1' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => t.close());

const member = {
  name: 'Kavita Menon',
  email: 'kavita.menon@gmail.com',
  phone: '9845012345',
  password: 'Kavita-Secret-Pass-77',
  area: 'Indiranagar 100 Feet Road',
};
const AADHAAR = '234567890124';

describe('log lines', () => {
  it('hold no password, hash, token, code, email, phone, address or Aadhaar number', async () => {
    const secrets: string[] = [
      member.password,
      member.email,
      member.phone,
      member.area,
      AADHAAR,
      '2345 6789 0124',
      'scrypt$',
    ];
    const address = JSON.stringify({
      area: member.area,
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560038',
    });
    const fields = {
      name: member.name,
      email: member.email,
      phone: member.phone,
      password: member.password,
      confirmpassword: member.password,
      address,
    };

    // Registration, once with a NUL byte in the name (refused) and once properly.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/registerUserweb',
      payload: await registrationForm({ ...fields, name: 'Kavita\u0000Menon' }),
    });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/registerUserweb',
      payload: await registrationForm(fields),
    });
    expect(registered.statusCode).toBe(201);
    const memberId = registered.json().user._id as string;

    // Sign-in: wrong, then right (the token must not appear either).
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: member.phone, password: 'not-my-password' },
    });
    const session = await signIn(t.app, member);
    secrets.push(session.token);

    // An admin searches by email and phone, sets the Aadhaar number, opens the record.
    const admin = await createAdminMember(t.db);
    const adminSession = await signIn(t.app, admin);
    secrets.push(adminSession.token, admin.password, admin.email);
    const asAdmin = { cookie: adminSession.cookie };
    await t.app.inject({ url: `/api/auth/getAllUser?search=${encodeURIComponent(member.email)}`, headers: asAdmin });
    await t.app.inject({ url: `/api/auth/getAllUser?search=${member.phone}&sort=newest`, headers: asAdmin });
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateUserAddressAndAadhar',
      headers: asAdmin,
      payload: { userId: memberId, permanentAddress: member.area, aadharNumber: AADHAAR },
    });
    await t.app.inject({ url: `/api/auth/getUserById/${memberId}`, headers: asAdmin });
    await t.app.inject({ url: `/api/services/search?q=${member.phone}&where=${encodeURIComponent(member.area)}` });

    // Recovery: the code and the grant stay out of the logs too.
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: member.email, phone: member.phone },
    });
    await t.app.jobs.idle('send-password-reset-code');
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, member.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')![1]!;
    secrets.push(code);
    await t.app.inject({ url: `/api/admin/outbox?to=${encodeURIComponent(member.email)}`, headers: asAdmin });
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-code',
      payload: { email: member.email, code },
    });
    const grant = verified.cookies.find((c) => c.name === 'sevak_reset')!.value;
    secrets.push(grant);
    const newPassword = 'Kavita-New-Pass-88';
    secrets.push(newPassword);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { cookie: `sevak_reset=${grant}` },
      payload: { email: member.email, newPassword },
    });

    // A database error whose parameters carry a password hash and an email.
    const failed = await t.db
      .insert(users)
      .values({
        name: 'x\u0000y',
        email: member.email,
        phone: member.phone,
        passwordHash: await hashPassword(member.password),
        referralCode: 'SVKLOGTEST',
      })
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(Error);
    t.app.log.error({ err: failed }, 'request failed');

    const log = lines.join('');
    // The flows were logged (so the absence below means something).
    expect(log).toContain('/api/auth/getAllUser?search=…');
    expect(log).toContain('"type":"DrizzleQueryError"');
    expect(log).toContain('"errorCode":"22021"');
    expect(log).toContain('insert into \\"users\\"');
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret);
  });

  it('write one line per request, with its status, time and refusal code', async () => {
    lines.length = 0;
    await t.app.inject({ url: '/api/health' });
    const refused = await t.app.inject({ url: '/api/auth/getuser' });
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ msg: 'request', req: { method: 'GET', url: '/api/health' }, status: 200 });
    expect(logged[0]!.ms).toEqual(expect.any(Number));
    expect(logged[0]).not.toHaveProperty('code');
    expect(refused.statusCode).toBe(403);
    expect(logged[1]).toMatchObject({ msg: 'request', status: 403, code: refused.json().code });
  });

  it('censor the secret fields an object logged whole may carry', () => {
    lines.length = 0;
    t.app.log.info(
      { email: member.email, body: { password: member.password, code: '123456' }, user: { phone: member.phone } },
      'x',
    );
    const [line] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(line).toMatchObject({
      email: '[redacted]',
      body: { password: '[redacted]', code: '[redacted]' },
      user: { phone: '[redacted]' },
    });
  });
});
