import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@sevak/shared';
import { auditLog, users } from '../../db/schema/index.js';
import { createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { registrationForm } from '../../../test/images.js';

/** Notice and consent (DPDP Act 2023 §5–6): at registration, a changed notice, marketing. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let lastOctet = 0;
const newAddress = () => `198.51.100.${++lastOctet}`;

function register(form: FormData) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/registerUserweb',
    payload: form,
    remoteAddress: newAddress(),
  });
}

function put(url: string, cookie: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url,
    payload: payload as Record<string, unknown>,
    headers: cookie ? { cookie } : {},
    remoteAddress: newAddress(),
  });
}

const auditsOf = (userId: string, action: 'accept_privacy_notice' | 'set_marketing_consent') =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, action)));

async function rowOf(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('registration with consent', () => {
  it('stores the notice version, the time of consent and marketing consent with the account', async () => {
    const started = Date.now();
    const res = await register(
      await registrationForm({ email: 'consent.yes@gmail.com', phone: '9876540001', marketingConsent: 'true' }),
    );
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, marketingConsent: true });
    const row = await rowOf(user._id);
    expect(row.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(row.noticeAcceptedAt!.getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(row.marketingConsent).toBe(true);
    expect(row.marketingConsentAt!.getTime()).toBe(row.noticeAcceptedAt!.getTime());
  });

  it('keeps marketing consent off unless asked for', async () => {
    const res = await register(await registrationForm({ email: 'consent.nomk@gmail.com', phone: '9876540002' }));
    expect(res.statusCode).toBe(201);
    const row = await rowOf(res.json().user._id);
    expect(row).toMatchObject({
      noticeVersion: PRIVACY_NOTICE_VERSION,
      marketingConsent: false,
      marketingConsentAt: null,
    });
  });

  it('refuses a registration without consent, or with an old notice version, saving nothing', async () => {
    const cases = [
      {
        privacyConsent: undefined,
        path: 'privacyConsent',
        msg: 'Please read the privacy notice and tick the box to agree.',
      },
      {
        privacyConsent: 'false',
        path: 'privacyConsent',
        msg: 'Please read the privacy notice and tick the box to agree.',
      },
      {
        noticeVersion: '2025-01-01',
        path: 'noticeVersion',
        msg: 'The privacy notice has changed. Please read the new notice and agree to it again.',
      },
      {
        noticeVersion: undefined,
        path: 'noticeVersion',
        msg: 'The privacy notice has changed. Please read the new notice and agree to it again.',
      },
    ];
    for (const [i, { path, msg, ...fields }] of cases.entries()) {
      const phone = `987654010${i}`;
      const res = await register(await registrationForm({ email: `consent.no${i}@gmail.com`, phone, ...fields }));
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors).toContainEqual({ path, msg });
      expect(await t.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
    }
  });
});

describe('PUT /api/auth/privacy-notice', () => {
  it('lets a member on an old notice accept the current one: stored with the time, audited once', async () => {
    const member = await createMember(t.db, { noticeVersion: null, noticeAcceptedAt: null });
    const { cookie } = await signIn(t.app, member);
    const before = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie } });
    expect(before.json().user).toMatchObject({ noticeVersion: null, noticeAcceptedAt: null });

    const res = await put('/api/auth/privacy-notice', cookie, { version: PRIVACY_NOTICE_VERSION });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Thank you. You have accepted the privacy notice.',
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
    const acceptedAt = res.json().noticeAcceptedAt as string;
    expect(acceptedAt).toBeTruthy();
    const after = await t.app.inject({ url: '/api/auth/getuser', headers: { cookie } });
    expect(after.json().user).toMatchObject({ noticeVersion: PRIVACY_NOTICE_VERSION, noticeAcceptedAt: acceptedAt });

    // Again: nothing changes, no second audit row.
    const again = await put('/api/auth/privacy-notice', cookie, { version: PRIVACY_NOTICE_VERSION });
    expect(again.json().noticeAcceptedAt).toBe(acceptedAt);
    const audits = await auditsOf(member.id, 'accept_privacy_notice');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: member.id, after: { noticeVersion: PRIVACY_NOTICE_VERSION } });
  });

  it('refuses a version that is not the current one (the notice changed)', async () => {
    const member = await createMember(t.db, { noticeVersion: '2020-01-01' });
    const { cookie } = await signIn(t.app, member);
    const res = await put('/api/auth/privacy-notice', cookie, { version: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The privacy notice has changed. Please read the new notice and agree to it again.',
    );
    expect((await rowOf(member.id)).noticeVersion).toBe('2020-01-01');
    expect(await auditsOf(member.id, 'accept_privacy_notice')).toEqual([]);
  });

  it('needs a signed-in member (401)', async () => {
    expect((await put('/api/auth/privacy-notice', undefined, { version: PRIVACY_NOTICE_VERSION })).statusCode).toBe(
      401,
    );
  });

  it('records one acceptance when the same member accepts in parallel', async () => {
    const member = await createMember(t.db, { noticeVersion: null, noticeAcceptedAt: null });
    const { cookie } = await signIn(t.app, member);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => put('/api/auth/privacy-notice', cookie, { version: PRIVACY_NOTICE_VERSION })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await auditsOf(member.id, 'accept_privacy_notice')).toHaveLength(1);
    const row = await rowOf(member.id);
    expect(new Set(answers.map((r) => r.json().noticeAcceptedAt))).toEqual(
      new Set([row.noticeAcceptedAt!.toISOString()]),
    );
  });
});

describe('PUT /api/auth/marketing-consent', () => {
  it('gives and withdraws consent, each stored with its time and audited; the same again changes nothing', async () => {
    const member = await createMember(t.db);
    const { cookie } = await signIn(t.app, member);
    const on = await put('/api/auth/marketing-consent', cookie, { consent: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      success: true,
      message: 'You will receive offers and news from Sevak.',
      marketingConsent: true,
    });
    const givenAt = on.json().marketingConsentAt as string;
    expect(givenAt).toBeTruthy();
    const same = await put('/api/auth/marketing-consent', cookie, { consent: true });
    expect(same.json().marketingConsentAt).toBe(givenAt);

    const off = await put('/api/auth/marketing-consent', cookie, { consent: false });
    expect(off.json()).toMatchObject({
      message: 'You will no longer receive offers and news from Sevak.',
      marketingConsent: false,
    });
    expect(new Date(off.json().marketingConsentAt as string).getTime()).toBeGreaterThanOrEqual(
      new Date(givenAt).getTime(),
    );
    const audits = await auditsOf(member.id, 'set_marketing_consent');
    expect(audits.map((a) => a.after)).toEqual(
      expect.arrayContaining([{ marketingConsent: true }, { marketingConsent: false }]),
    );
    expect(audits).toHaveLength(2);
    const user = (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie } })).json().user;
    expect(user).toMatchObject({ marketingConsent: false, marketingConsentAt: off.json().marketingConsentAt });
  });

  it('refuses a body that is no boolean (400) and a visitor (401)', async () => {
    const { cookie } = await signIn(t.app, await createMember(t.db));
    expect((await put('/api/auth/marketing-consent', cookie, { consent: 'yes' })).statusCode).toBe(400);
    expect((await put('/api/auth/marketing-consent', undefined, { consent: true })).statusCode).toBe(401);
  });

  it('writes one change when the same consent is given in parallel', async () => {
    const member = await createMember(t.db);
    const { cookie } = await signIn(t.app, member);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => put('/api/auth/marketing-consent', cookie, { consent: true })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await auditsOf(member.id, 'set_marketing_consent')).toHaveLength(1);
    expect((await rowOf(member.id)).marketingConsent).toBe(true);
  });
});
