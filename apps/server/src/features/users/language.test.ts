import { eq } from 'drizzle-orm';
import { languageMessages, type Language } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { embeddedFonts, pdfTextOf, shownGlyphIds } from '../../../test/pdf.js';
import type { NotificationEvent } from '../notifications/notifications.hub.js';
import { insertPayment } from '../payments/payments.repo.js';

/**
 * A member's language (PUT /auth/language), shown in their record, and used for what
 * reaches them outside the app: push, emails (recovery.test.ts) and their own documents.
 */
let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, await createAdminMember(t.db));
});
afterAll(() => t.close());

const NAME = 'आशा वर्मा';

function setLanguage(cookie: string | undefined, payload: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/language',
    ...(cookie && { headers: { cookie } }),
    payload: payload as Record<string, unknown>,
  });
}
const getUser = async (cookie: string) =>
  (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie } })).json<{ user: { language: Language } }>().user;
const languageInDb = async (id: string) =>
  (await t.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]!.language;

describe('PUT /api/auth/language', () => {
  it('a new member reads English; choosing Hindi is saved and read back in every view of them', async () => {
    const m = await createMember(t.db);
    const { cookie } = await signIn(t.app, m);
    expect((await getUser(cookie)).language).toBe('en');

    const res = await setLanguage(cookie, { language: 'hi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, language: 'hi' });
    expect((await getUser(cookie)).language).toBe('hi');
    expect(await languageInDb(m.id)).toBe('hi');
    // The sign-in answer and the admin's view of the member show it too.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhone: m.email, password: m.password },
    });
    expect(login.json().user.language).toBe('hi');
    const byId = await t.app.inject({ url: `/api/auth/getUserById/${m.id}`, headers: { cookie: admin.cookie } });
    expect(byId.json().user.language).toBe('hi');

    // And back: the same call, idempotent.
    for (let i = 0; i < 2; i++) expect((await setLanguage(cookie, { language: 'en' })).json().language).toBe('en');
    expect((await getUser(cookie)).language).toBe('en');
  });

  it('refuses any other value with a clear message, and saves nothing', async () => {
    const m = await createMember(t.db, { language: 'hi' });
    const { cookie } = await signIn(t.app, m);
    for (const payload of [{ language: 'fr' }, { language: 'HI' }, { language: '' }, { language: 1 }, {}]) {
      const res = await setLanguage(cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: languageMessages.unknown,
        errors: [{ path: 'language', msg: languageMessages.unknown }],
      });
    }
    expect(await languageInDb(m.id)).toBe('hi');
    // The database refuses it too, whatever the path.
    await expect(
      t.db
        .update(users)
        .set({ language: 'fr' as Language })
        .where(eq(users.id, m.id)),
    ).rejects.toThrow();
    expect(await languageInDb(m.id)).toBe('hi');
  });

  it('changes only the caller’s language: there is no id, and one in the body is ignored', async () => {
    const a = await createMember(t.db, { isAdminApproved: true });
    const b = await createMember(t.db, { isAdminApproved: true });
    const { cookie } = await signIn(t.app, a);
    const res = await setLanguage(cookie, { language: 'hi', userId: b.id, id: b.id, _id: b.id });
    expect(res.statusCode).toBe(200);
    expect(await languageInDb(a.id)).toBe('hi');
    expect(await languageInDb(b.id)).toBe('en');
    // An admin choosing Hindi changes the admin's own language, no member's.
    expect((await setLanguage(admin.cookie, { language: 'hi', userId: b.id })).statusCode).toBe(200);
    expect(await languageInDb(b.id)).toBe('en');
    await setLanguage(admin.cookie, { language: 'en' });
  });

  it('for any signed-in account, approved or not, even one that must change its password; a visitor is 401', async () => {
    const visitor = await setLanguage(undefined, { language: 'hi' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('NOT_SIGNED_IN');
    const pending = await createMember(t.db);
    const mustChange = await createAdminMember(t.db, { mustChangePassword: true });
    for (const account of [pending, mustChange]) {
      const { cookie } = await signIn(t.app, account);
      expect((await setLanguage(cookie, { language: 'hi' })).statusCode).toBe(200);
      expect(await languageInDb(account.id)).toBe('hi');
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const put = doc.paths['/api/auth/language'].put;
    expect(put.requestBody.content['application/json'].schema.properties.language.enum).toEqual(['en', 'hi']);
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
  });
});

describe('push in the member’s language; the bell in the API’s English', () => {
  /** Every notification event for these members, as the push sender hears it. */
  async function eventsFor(ids: string[], cause: () => Promise<unknown>) {
    const heard: NotificationEvent[] = [];
    const stop = t.app.notificationHub.onEvery((event) => {
      if (ids.includes(event.userId)) heard.push(event);
    });
    try {
      await cause();
      await vi.waitUntil(() => heard.length >= ids.length);
    } finally {
      stop();
    }
    return (id: string) => heard.find((event) => event.userId === id)!;
  }
  const bell = async (cookie: string) =>
    (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json<{
      notifications: { title: string; body: string }[];
    }>().notifications[0];

  it('a wallet credit: a Hindi member’s push is in Hindi; an English member’s is the same English as before', async () => {
    const hindi = await createMember(t.db, { isAdminApproved: true, language: 'hi' });
    const english = await createMember(t.db, { isAdminApproved: true });
    const adjust = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallet/adjust',
        headers: { cookie: admin.cookie },
        payload: { userId, amount: 150.75, reason: 'Goodwill for a late payout' },
      });
    const event = await eventsFor([hindi.id, english.id], async () => {
      expect((await adjust(hindi.id)).statusCode).toBe(200);
      expect((await adjust(english.id)).statusCode).toBe(200);
    });
    const englishWords = { title: '₹150.75 added to your wallet', body: 'Goodwill for a late payout' };
    expect(event(hindi.id).push).toEqual({ title: '₹150.75 आपके वॉलेट में जोड़े गए', body: 'Goodwill for a late payout' });
    expect(event(english.id).push).toBeUndefined();
    // The bell (and the live toast) keep the API's English for both: the web app shows them in
    // the reader's language (docs/decisions/020).
    expect(event(hindi.id).notification).toMatchObject(englishWords);
    expect(await bell((await signIn(t.app, hindi)).cookie)).toMatchObject(englishWords);
    expect(await bell((await signIn(t.app, english)).cookie)).toMatchObject(englishWords);
  });

  it('approval: the member’s push is in their language, whoever approves', async () => {
    const m = await createMember(t.db, { language: 'hi', paymentVerified: true });
    const event = await eventsFor([m.id], async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/auth/approveUser',
        headers: { cookie: admin.cookie },
        payload: { userId: m.id },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(event(m.id).push).toEqual({
      title: 'आपका खाता मंज़ूर हो गया है',
      body: 'सेवक में आपका स्वागत है! अब आप मार्केटप्लेस की हर सुविधा इस्तेमाल कर सकते हैं।',
    });
  });

  it('admins are each pushed in their own language', async () => {
    const hindiAdmin = await createAdminMember(t.db, { language: 'hi' });
    const englishAdmin = await createAdminMember(t.db);
    const member = await signIn(t.app, await createMember(t.db, { name: NAME }));
    const event = await eventsFor([hindiAdmin.id, englishAdmin.id], async () => {
      const ticket = await t.app.inject({
        method: 'POST',
        url: '/api/support/addIssue',
        headers: { cookie: member.cookie },
        payload: { issue: 'Payment', description: 'My fee shows unpaid.' },
      });
      expect(ticket.statusCode).toBe(201);
    });
    expect(event(hindiAdmin.id).push).toEqual({ title: 'नया सपोर्ट टिकट', body: `${NAME}: Payment` });
    expect(event(englishAdmin.id).push).toBeUndefined();
    expect(event(englishAdmin.id).notification).toMatchObject({
      title: 'New support ticket',
      body: `${NAME}: Payment`,
    });
  });
});

describe('the member’s documents', () => {
  async function receiptOf(name: string, language: Language) {
    const m = await createMember(t.db, { name, language });
    const tag = Math.random().toString(36).slice(2, 10);
    const at = new Date('2026-03-04T10:15:00+05:30');
    const payment = await insertPayment(t.db, {
      userId: m.id,
      provider: 'local',
      providerOrderId: `order_${tag}`,
      providerPaymentId: `pay_${tag}`,
      receipt: `SVK-R-${tag.toUpperCase()}`,
      amountPaise: 12100,
      status: 'captured',
      capturedAt: at,
      createdAt: at,
    });
    const { cookie } = await signIn(t.app, m);
    const res = await t.app.inject({ url: `/api/payment/receipt/${payment.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    // An admin opening it gets the member's document, in the member's language.
    const byAdmin = await t.app.inject({
      url: `/api/payment/receipt/${payment.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(embeddedFonts(byAdmin.rawPayload)).toEqual(embeddedFonts(res.rawPayload));
    return { pdf: res.rawPayload, payment, member: m };
  }

  it('a Hindi member’s receipt: Hindi headings, the Devanagari name in Noto Sans Devanagari, no .notdef', async () => {
    const { pdf, payment, member } = await receiptOf(NAME, 'hi');
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans', 'NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    expect(shownGlyphIds(pdf)).not.toContain(0);
    const text = await pdfTextOf(pdf);
    for (const part of ['सेवक', 'पंजीकरण शुल्क की रसीद', 'रसीद नंबर', 'आशा', payment.receipt, member.phone, '₹121']) {
      expect(text).toContain(part);
    }
  });

  it('an English member named in Devanagari: English headings as before, the name still printed right', async () => {
    const { pdf } = await receiptOf(NAME, 'en');
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'NotoSansDevanagari-Regular']);
    expect(shownGlyphIds(pdf)).not.toContain(0);
    const text = await pdfTextOf(pdf);
    for (const part of ['Registration fee receipt', 'Receipt number', 'Paid on', '04 Mar 2026, 10:15 am (IST)']) {
      expect(text).toContain(part);
    }
  });

  it('an English member with a Latin name: only DejaVu Sans, the same receipt as before', async () => {
    const { pdf } = await receiptOf('Asha Verma', 'en');
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    expect(shownGlyphIds(pdf)).not.toContain(0);
    expect(await pdfTextOf(pdf)).toContain('Sevak Registration fee receipt Receipt number');
  });

  it('a Hindi member’s statement (PDF and CSV): Hindi headings and kinds; the name prints with no .notdef', async () => {
    const m = await createMember(t.db, { name: NAME, isAdminApproved: true, language: 'hi' });
    await t.app.inject({
      method: 'POST',
      url: '/api/wallet/adjust',
      headers: { cookie: admin.cookie },
      payload: { userId: m.id, amount: 25, reason: 'दिवाली बोनस' },
    });
    const { cookie } = await signIn(t.app, m);
    const res = await t.app.inject({ url: '/api/wallet/statement?format=pdf', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(embeddedFonts(res.rawPayload)).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']),
    );
    expect(shownGlyphIds(res.rawPayload)).not.toContain(0);
    const text = await pdfTextOf(res.rawPayload);
    for (const part of ['सेवक वॉलेट', 'आशा', 'शुरुआती बैलेंस: ₹0', 'बैलेंस: ₹25', '₹25']) expect(text).toContain(part);
    expect(text).not.toContain('Opening balance');

    const csv = await t.app.inject({ url: '/api/wallet/statement?format=csv', headers: { cookie } });
    expect(csv.body).toContain(`सेवक वॉलेट स्टेटमेंट,${NAME}`);
    expect(csv.body).toContain('सेवक द्वारा समायोजन,दिवाली बोनस,25.00,,25.00');
    expect(csv.body).toContain('शुरुआती बैलेंस (INR),0.00');
  });

  it('an English member’s statement keeps its English headings and fonts', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    const { cookie } = await signIn(t.app, m);
    const res = await t.app.inject({ url: '/api/wallet/statement?format=pdf', headers: { cookie } });
    expect(embeddedFonts(res.rawPayload)).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
    const text = await pdfTextOf(res.rawPayload);
    for (const part of ['Sevak wallet statement', 'Opening balance: ₹0', 'No transactions in this period.']) {
      expect(text).toContain(part);
    }
  });
});
