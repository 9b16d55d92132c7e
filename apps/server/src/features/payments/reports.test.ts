import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { insertPayment } from './payments.repo.js';

let t: TestApp;
let admin: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t.app, await createAdminMember(t.db));
});
afterAll(() => t.close());

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** A captured ₹121 payment at an instant given in India time. */
async function capturedAt(ist: string, name: string) {
  const m = await createMember(t.db, { name });
  const at = new Date(`${ist}+05:30`);
  const p = await insertPayment(t.db, {
    userId: m.id,
    provider: 'local',
    providerOrderId: `order_${name.replace(/\W/g, '')}`,
    providerPaymentId: `pay_${name.replace(/\W/g, '')}`,
    receipt: `SVK-R-${name.replace(/\W/g, '').toUpperCase().slice(0, 10)}`,
    amountPaise: 12100,
    status: 'captured',
    capturedAt: at,
    createdAt: at,
  });
  return { member: m, payment: p };
}

describe('payment reports (Asia/Kolkata boundaries)', () => {
  beforeAll(async () => {
    await capturedAt('2026-02-28T23:59:00', 'Before February Ends');
    await capturedAt('2026-03-01T00:05:00', 'First Day Anita');
    await capturedAt('2026-03-31T23:55:00', 'Last Day Bharat');
    await capturedAt('2026-04-01T00:01:00', 'After March Chitra');
  });

  it('the March PDF holds the payments of its first and last day only, with count and total', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/reports',
      headers: { cookie: admin.cookie },
      payload: { year: 2026, month: 'March' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Payment_Report_2026_March.pdf"');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('First Day Anita');
    expect(text).toContain('Last Day Bharat');
    expect(text).not.toContain('Before February Ends');
    expect(text).not.toContain('After March Chitra');
    expect(text).toContain('Payments: 2');
    expect(text).toContain('Total: ₹242');
  });

  it('paidusers lists the same members with their payment history', async () => {
    const res = await t.app.inject({ url: '/api/auth/paidusers?year=2026&month=3', headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    const users = res.json().users as { name: string; paymentHistory: { amount: number; status: string }[] }[];
    expect(users.map((u) => u.name)).toEqual(['First Day Anita', 'Last Day Bharat']);
    expect(users[0]!.paymentHistory).toEqual([
      expect.objectContaining({ amount: 121, currency: 'INR', status: 'captured' }),
    ]);
    const all = await t.app.inject({
      method: 'POST',
      url: '/api/payment/reports',
      headers: { cookie: admin.cookie },
      payload: { year: 2026, month: 'All Months' },
    });
    expect(all.headers['content-disposition']).toBe('attachment; filename="Payment_Report_2026_All.pdf"');
    expect(await pdfText(all.rawPayload)).toContain('Payments: 4');
  });

  it('is for admins only', async () => {
    const member = await signIn(t.app, await createMember(t.db, { isAdminApproved: true }));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/payment/reports', payload: { year: 2026 } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payment/reports',
          headers: { cookie: member.cookie },
          payload: { year: 2026 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/paidusers', headers: { cookie: member.cookie } })).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/payment/receipt/{id}', () => {
  it('a PDF receipt for its owner and admins; others 403, visitors 401', async () => {
    const { member, payment } = await capturedAt('2026-05-10T10:30:00', 'Receipt Owner Devi');
    const owner = await signIn(t.app, member);
    const other = await signIn(t.app, await createMember(t.db));
    const url = `/api/payment/receipt/${payment.id}`;
    const res = await t.app.inject({ url, headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const part of [
      payment.receipt,
      'Receipt Owner Devi',
      member.phone,
      '₹121',
      '10 May 2026, 10:30 am',
      'pay_ReceiptOwnerDevi',
    ]) {
      expect(text).toContain(part);
    }
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    expect((await t.app.inject({ url, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
  });
});
