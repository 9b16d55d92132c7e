import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { desc, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../db/schema/index.js';
import {
  createAdminMember,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
  type TestMember,
} from '../../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

let ip = 0;
function post(url: string, payload: Record<string, string>, headers: Record<string, string> = {}) {
  ip += 1;
  return t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': `192.0.2.${ip}`, ...headers } });
}

/** Codes are mailed by a queued job: wait until it has run. */
const mailsSent = () => t.app.jobs.idle('send-password-reset-code');

async function latestCode(email: string): Promise<string> {
  await mailsSent();
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt)).limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const mailsTo = async (email: string) => {
  await mailsSent();
  return t.db.$count(outbox, eq(outbox.to, email));
};

describe('password recovery', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await createMember(t.db, { name: 'Farhan Ali' });
  });

  it('end to end: code by email, verified, new password set, every old session signed out', async () => {
    const oldSession = await signIn(t.app, member);
    const forgot = await post('/api/auth/forgot-password', { email: member.email, phone: member.phone });
    expect(forgot.statusCode).toBe(200);
    const code = await latestCode(member.email);

    // Without the grant from verify-code, reset is refused (docs/contract.md §12).
    const early = await post('/api/auth/reset-password', { email: member.email, newPassword: 'a-brand-new-pass' });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('Please verify the code we emailed you first.');

    const verify = await post('/api/auth/verify-code', { email: member.email, code });
    expect(verify.statusCode).toBe(200);
    const grant = verify.cookies.find((c) => c.name === 'sevak_reset');
    expect(grant).toMatchObject({ httpOnly: true, path: '/api/auth/reset-password', sameSite: 'Strict' });

    const reset = await post(
      '/api/auth/reset-password',
      { email: member.email, newPassword: 'a-brand-new-pass' },
      { cookie: `sevak_reset=${grant!.value}` },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. Please sign in.');
    expect((await t.app.inject({ url: '/api/auth/getuser', headers: { cookie: oldSession.cookie } })).statusCode).toBe(
      403,
    );
    await signIn(t.app, { email: member.email, password: 'a-brand-new-pass' });

    // The grant and the code are single use.
    const again = await post(
      '/api/auth/reset-password',
      { email: member.email, newPassword: 'yet-another-pass' },
      { cookie: `sevak_reset=${grant!.value}` },
    );
    expect(again.statusCode).toBe(403);
    expect((await post('/api/auth/verify-code', { email: member.email, code })).statusCode).toBe(400);
    member.password = 'a-brand-new-pass';
  });

  it('answers the same whether or not the details match, and mails only a real account', async () => {
    const before = await t.db.$count(outbox);
    const wrongPhone = await post('/api/auth/forgot-password', { email: member.email, phone: '9000000000' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody.at.all@gmail.com', phone: member.phone });
    expect(wrongPhone.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(wrongPhone.json()).toEqual(unknown.json());
    await mailsSent();
    expect(await t.db.$count(outbox)).toBe(before);
  });

  it('does the same work whether or not the details match: one lookup and one queued job, the mail comes later', async () => {
    const queued = async () =>
      (
        (await t.db.execute(
          sql`select data from pgboss.job where name = 'send-password-reset-code' order by created_on desc limit 1`,
        )) as unknown as { rows: { data: unknown }[] }
      ).rows[0]?.data;
    const match = await post('/api/auth/forgot-password', { email: member.email, phone: member.phone });
    expect(await queued()).toEqual({ userId: member.id });
    const noMatch = await post('/api/auth/forgot-password', { email: member.email, phone: '9000000000' });
    expect(await queued()).toEqual({ userId: null });
    expect(match.json()).toEqual(noMatch.json());
    await mailsSent();
  });

  it('5 wrong codes are answered 400; the 6th try is 429, even with the right code', async () => {
    const m = await createMember(t.db);
    await post('/api/auth/forgot-password', { email: m.email, phone: m.phone });
    const code = await latestCode(m.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/auth/verify-code', { email: m.email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The code is wrong or has expired. Please check it or ask for a new one.');
    }
    const sixth = await post('/api/auth/verify-code', { email: m.email, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe('Too many wrong codes. Please ask for a new code.');
  });

  it('sends at most 3 codes an hour to one account, without saying so', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/forgot-password', { email: m.email, phone: m.phone })).statusCode).toBe(200);
    }
    expect(await mailsTo(m.email)).toBe(3);
  });

  it('needs every field: "Please fill in all fields"', async () => {
    const res = await post('/api/auth/forgot-password', { email: '', phone: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'email', msg: 'Please fill in all fields' },
      { path: 'phone', msg: 'Please fill in all fields' },
    ]);
  });
});

describe('email through SMTP', () => {
  it('delivers the code to a real SMTP server when SMTP_URL is set', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => {
          received.push(text);
          done();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    const smtpApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const m = await createMember(smtpApp.db);
      await smtpApp.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: m.email, phone: m.phone },
      });
      for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(`To: ${m.email}`);
      expect(received[0]).toMatch(/Your code to reset your Sevak password is \d{6}/);
      // A deployment that sends mail keeps only the delivery record: no body, no code, no mailbox.
      const [kept] = await smtpApp.db.select().from(outbox).where(eq(outbox.to, m.email));
      expect(kept).toMatchObject({ subject: 'Your Sevak password reset code', text: null });
      const admin = await signIn(smtpApp.app, await createAdminMember(smtpApp.db));
      const mailbox = await smtpApp.app.inject({ url: '/api/admin/outbox', headers: { cookie: admin.cookie } });
      expect(mailbox.statusCode).toBe(404);
      expect(mailbox.json().message).toBe(
        'There is no development mailbox here: mail is sent through SMTP and no copy is kept.',
      );
    } finally {
      await smtpApp.close();
      server.close();
    }
  });
});

describe('the development mailbox', () => {
  it('shows admins the mails of the embedded default, and every read is audited', async () => {
    const m = await createMember(t.db);
    await post('/api/auth/forgot-password', { email: m.email, phone: m.phone });
    await mailsSent();
    const admin = await createAdminMember(t.db);
    const { cookie } = await signIn(t.app, admin);
    const res = await t.app.inject({ url: `/api/admin/outbox?to=${encodeURIComponent(m.email)}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().mails;
    expect(mail.text).toMatch(/Your code to reset your Sevak password is \d{6}/);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audit).toMatchObject({ action: 'read_outbox', targetType: 'outbox', after: { mailIds: [mail._id] } });
  });
});

describe('mail on a PostgreSQL server (DATABASE_URL) without SMTP_URL', () => {
  // The app is built as a deployment on PostgreSQL would be: DATABASE_URL set (the test's own
  // database is handed in), payments on the TEST provider by name.
  const onPostgres = { DATABASE_URL: 'postgres://127.0.0.1:1/configured', PAYMENT_PROVIDER: 'local' };

  it('is not built at all unless MAIL_PROVIDER names the development mailbox', async () => {
    await expect(createTestApp(onPostgres)).rejects.toThrow(
      'DATABASE_URL is set but no mail provider is: set SMTP_URL to send email (password reset codes), or MAIL_PROVIDER=local for the development mailbox',
    );
  });

  it('with MAIL_PROVIDER=local, admins read the mailbox as with the embedded database', async () => {
    const pg = await createTestApp({ ...onPostgres, MAIL_PROVIDER: 'local' });
    try {
      const m = await createMember(pg.db);
      await pg.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: m.email, phone: m.phone },
      });
      await pg.app.jobs.idle('send-password-reset-code');
      const admin = await signIn(pg.app, await createAdminMember(pg.db));
      const mailbox = await pg.app.inject({
        url: `/api/admin/outbox?to=${encodeURIComponent(m.email)}`,
        headers: { cookie: admin.cookie },
      });
      expect(mailbox.statusCode).toBe(200);
      expect(mailbox.json().mails[0].text).toMatch(/Your code to reset your Sevak password is \d{6}/);
    } finally {
      await pg.close();
    }
  });
});

describe('the reset email speaks the member’s language', () => {
  const mailTo = async (email: string) => {
    await mailsSent();
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.createdAt));
    return mail!;
  };

  it('a Hindi member’s code comes in Hindi, and it works', async () => {
    const m = await createMember(t.db, { name: 'आशा वर्मा', language: 'hi' });
    await post('/api/auth/forgot-password', { email: m.email, phone: m.phone });
    const mail = await mailTo(m.email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    expect(mail.subject).toBe('सेवक पासवर्ड रीसेट करने के लिए आपका कोड');
    expect(mail.text).toBe(
      `नमस्ते आशा वर्मा जी,\n\nआपका सेवक पासवर्ड रीसेट करने का कोड ${code} है।\n` +
        'यह कोड 10 मिनट तक मान्य है। अगर आपने यह कोड नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें।\n\n— सेवक',
    );
    expect((await post('/api/auth/verify-code', { email: m.email, code })).statusCode).toBe(200);
  });

  it('an English member’s email is word for word what it was', async () => {
    const m = await createMember(t.db, { name: 'Farida Khan' });
    await post('/api/auth/forgot-password', { email: m.email, phone: m.phone });
    const mail = await mailTo(m.email);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    expect(mail.subject).toBe('Your Sevak password reset code');
    expect(mail.text).toBe(
      `Namaste Farida Khan,\n\nYour code to reset your Sevak password is ${code}.\n` +
        'It is valid for 10 minutes. If you did not ask for it, you can ignore this email.\n\n— Sevak',
    );
  });

  it('follows the language the member chose last', async () => {
    const m = await createMember(t.db);
    const { cookie } = await signIn(t.app, m);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie },
      payload: { language: 'hi' },
    });
    expect(chosen.statusCode).toBe(200);
    await post('/api/auth/forgot-password', { email: m.email, phone: m.phone });
    expect((await mailTo(m.email)).subject).toBe('सेवक पासवर्ड रीसेट करने के लिए आपका कोड');
  });
});
