import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.js';
import { sendPaymentWebhook } from '../../../test/payment-webhooks.js';
import { createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { insertPayment } from './payments.repo.js';
import { paymentSignature } from './providers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newMember() {
  const m = await createMember(t.db);
  return { ...m, session: await signIn(t.app, m) };
}

async function order(cookie: string) {
  return t.app.inject({ method: 'POST', url: '/api/payment/order', headers: { cookie } });
}

async function paymentVerified(cookie: string): Promise<boolean> {
  return (await t.app.inject({ url: '/api/auth/getuser', headers: { cookie } })).json().user.paymentVerified;
}

const sendWebhook = (body: object, options: { eventId?: string; signature?: string } = {}) =>
  sendPaymentWebhook(t.app, body, options);

function capturedEvent(orderId: string, paymentId: string, amount = 12100) {
  return {
    event: 'payment.captured',
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount, currency: 'INR', status: 'captured' } } },
  };
}

describe('registration fee', () => {
  it('orders ₹121 (the server’s amount), verifies the signed callback, and marks the fee paid; a second order is 409', async () => {
    const m = await newMember();
    const res = await order(m.session.cookie);
    expect(res.statusCode).toBe(201);
    const o = res.json();
    expect(o).toMatchObject({
      provider: 'local',
      amount: 121,
      currency: 'INR',
      prefill: { email: m.email, contact: m.phone },
    });
    expect(o.receipt).toMatch(/^SVK-R-[0-9A-F]{10}$/);

    const paymentId = 'pay_TestPayment0001';
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: { cookie: m.session.cookie },
      payload: {
        razorpay_order_id: o.orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(o.orderId, paymentId, t.app.paymentProvider.keySecret),
      },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().payment).toMatchObject({ status: 'captured', amount: 121, paymentId });
    expect(await paymentVerified(m.session.cookie)).toBe(true);

    const again = await order(m.session.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'FEE_ALREADY_PAID', message: 'Registration fee already paid' });
  });

  it('refuses a forged callback signature and changes nothing', async () => {
    const m = await newMember();
    const o = (await order(m.session.cookie)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: { cookie: m.session.cookie },
      payload: {
        razorpay_order_id: o.orderId,
        razorpay_payment_id: 'pay_x',
        razorpay_signature: paymentSignature(o.orderId, 'pay_x', 'not-the-secret'),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(await paymentVerified(m.session.cookie)).toBe(false);
  });

  it("cannot confirm another member's order", async () => {
    const a = await newMember();
    const b = await newMember();
    const o = (await order(a.session.cookie)).json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: { cookie: b.session.cookie },
      payload: {
        razorpay_order_id: o.orderId,
        razorpay_payment_id: 'pay_y',
        razorpay_signature: paymentSignature(o.orderId, 'pay_y', t.app.paymentProvider.keySecret),
      },
    });
    expect(res.statusCode).toBe(404);
    expect(await paymentVerified(b.session.cookie)).toBe(false);
    expect(await paymentVerified(a.session.cookie)).toBe(false);
  });
});

describe('one open order per member', () => {
  it('answers the open order again (same order, amount and receipt) until it is paid or fails', async () => {
    const m = await newMember();
    const first = await order(m.session.cookie);
    expect(first.statusCode).toBe(201);
    const again = await order(m.session.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.$count(payments, eq(payments.userId, m.id))).toBe(1);

    // Once that order fails, paying again is a new order.
    const o = first.json();
    await t.app.inject({
      method: 'POST',
      url: '/api/payment/local/complete',
      headers: { cookie: m.session.cookie },
      payload: { orderId: o.orderId, outcome: 'failure' },
    });
    const retry = await order(m.session.cookie);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().orderId).not.toBe(o.orderId);
  });

  it('100 parallel calls of one member make exactly one order', async () => {
    const m = await newMember();
    const answers = await Promise.all(Array.from({ length: 100 }, () => order(m.session.cookie)));
    expect(answers.map((a) => a.statusCode).filter((code) => code === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().orderId)).size).toBe(1);
    expect(new Set(answers.map((a) => a.json().receipt)).size).toBe(1);
    expect(await t.db.$count(payments, eq(payments.userId, m.id))).toBe(1);
  }, 60_000);

  it('replaces an open order made for another fee; the old one can no longer be offered', async () => {
    const m = await newMember();
    await insertPayment(t.db, {
      userId: m.id,
      provider: 'local',
      providerOrderId: `order_old_${m.id.slice(0, 8)}`,
      receipt: `SVK-R-OLD${m.id.slice(0, 8)}`,
      amountPaise: 10_000,
    });
    const res = await order(m.session.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe(121);
    const rows = await t.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows.map((r) => [r.amountPaise, r.status]).sort()).toEqual([
      [10_000, 'failed'],
      [12_100, 'created'],
    ]);
  });
});

describe('POST /api/payment/webhook', () => {
  it('a bad signature is 400 and nothing changes', async () => {
    const m = await newMember();
    const o = (await order(m.session.cookie)).json();
    const res = await sendWebhook(capturedEvent(o.orderId, 'pay_bad_sig'), { signature: 'f'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Invalid webhook signature' });
    expect(await paymentVerified(m.session.cookie)).toBe(false);
  });

  it('no body, or a body of another content type, is a 400 like a bad signature (no body was a 500)', async () => {
    for (const headers of [{}, { 'content-type': 'text/plain' }] as Record<string, string>[]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { ...headers, 'x-razorpay-signature': 'f'.repeat(64) },
        payload: headers['content-type'] ? 'hello' : undefined,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Invalid webhook signature' });
    }
  });

  it('the same event twice captures once; a late failure never undoes a capture', async () => {
    const m = await newMember();
    const o = (await order(m.session.cookie)).json();
    const first = await sendWebhook(capturedEvent(o.orderId, 'pay_twice_0001'), { eventId: 'evt_same_0001' });
    const second = await sendWebhook(capturedEvent(o.orderId, 'pay_twice_0001'), { eventId: 'evt_same_0001' });
    expect(first.json()).toEqual({ status: 'ok', applied: true });
    expect(second.json()).toEqual({ status: 'ok', applied: false });
    const late = await sendWebhook(
      {
        event: 'payment.failed',
        payload: {
          payment: { entity: { id: 'pay_other', order_id: o.orderId, amount: 12100, error_description: 'late' } },
        },
      },
      { eventId: 'evt_late_0001' },
    );
    expect(late.statusCode).toBe(200);
    const rows = await t.db.select().from(payments).where(eq(payments.providerOrderId, o.orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'captured', providerPaymentId: 'pay_twice_0001' });
    expect(await paymentVerified(m.session.cookie)).toBe(true);
  });

  it('ignores a capture for another amount than the order’s', async () => {
    const m = await newMember();
    const o = (await order(m.session.cookie)).json();
    const res = await sendWebhook(capturedEvent(o.orderId, 'pay_cheap', 100), { eventId: 'evt_cheap_0001' });
    expect(res.json().applied).toBe(false);
    expect(await paymentVerified(m.session.cookie)).toBe(false);
  });
});

describe('local test checkout', () => {
  it('a failed payment leaves the fee unpaid and can be retried; success then captures through the same path', async () => {
    const m = await newMember();
    const first = (await order(m.session.cookie)).json();
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/payment/local/complete',
      headers: { cookie: m.session.cookie },
      payload: { orderId: first.orderId, outcome: 'failure' },
    });
    expect(failed.json()).toMatchObject({ success: false, callback: null });
    expect(await paymentVerified(m.session.cookie)).toBe(false);

    const retry = (await order(m.session.cookie)).json();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/payment/local/complete',
      headers: { cookie: m.session.cookie },
      payload: { orderId: retry.orderId, outcome: 'success' },
    });
    const { callback } = ok.json();
    // The webhook already captured it; the browser's confirmation is accepted and changes nothing more.
    expect(await paymentVerified(m.session.cookie)).toBe(true);
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: { cookie: m.session.cookie },
      payload: callback,
    });
    expect(verify.statusCode).toBe(200);

    const history = (await t.app.inject({ url: '/api/payment/history', headers: { cookie: m.session.cookie } })).json()
      .payments;
    expect(history.map((p: { status: string }) => p.status)).toEqual(['captured', 'failed']);
  });
});
