import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, users } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { insertPayment } from './payments.repo.js';
import { capturePayment } from './payments.service.js';
import { refundEvent, sendPaymentWebhook } from '../../../test/payment-webhooks.js';
import { paymentSignature, RefundRefusedError, type PaymentProvider } from './providers.js';
import { refundPayment, refundPendingRefunds } from './refunds.service.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

let serial = 0;
/**
 * An order of the member straight through the repo. Only one may be open (`created`) at a time
 * now; the others are as the old behaviour left them: replaced (failed) — an old tab can still pay one.
 */
async function orderOf(userId: string, status: 'created' | 'failed' = 'created') {
  serial += 1;
  const tag = `${userId.slice(0, 8)}${String(serial).padStart(4, '0')}`;
  return insertPayment(t.db, {
    userId,
    provider: 'local',
    providerOrderId: `order_${tag}`,
    receipt: `SVK-R-T${tag}`,
    amountPaise: 12_100,
    status,
    ...(status === 'failed' ? { failureReason: 'Replaced by a newer order' } : {}),
  });
}

function webhookCapture(orderId: string, paymentId: string) {
  return sendPaymentWebhook(
    t.app,
    {
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: paymentId, order_id: orderId, amount: 12_100, currency: 'INR', status: 'captured' } },
      },
    },
    { eventId: `evt_${paymentId}` },
  );
}

function confirmCapture(cookie: string, orderId: string, paymentId: string) {
  const signature = paymentSignature(orderId, paymentId, t.app.paymentProvider.keySecret);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/verify',
    headers: { cookie },
    payload: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
  });
}

const rowsOf = (userId: string) => t.db.select().from(payments).where(eq(payments.userId, userId));
const feeNotices = (userId: string) =>
  t.db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.title, 'Registration fee paid')));

describe('duplicate captures', () => {
  it('20 parallel captures of 20 orders of one member: one fee, 19 duplicates refunded, one notification', async () => {
    const m = await createMember(t.db);
    const { cookie } = await signIn(t.app, m);
    const orders = [await orderOf(m.id)];
    for (let i = 1; i < 20; i++) orders.push(await orderOf(m.id, 'failed'));
    // Half through the webhook, half through the browser's confirmation, all at once.
    const answers = await Promise.all(
      orders.map((o, i) =>
        i % 2
          ? webhookCapture(o.providerOrderId, `pay_par${i}_${m.id.slice(0, 6)}`)
          : confirmCapture(cookie, o.providerOrderId, `pay_par${i}_${m.id.slice(0, 6)}`),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

    const rows = await rowsOf(m.id);
    const captured = rows.filter((r) => r.status === 'captured');
    const duplicates = rows.filter((r) => r.status === 'duplicate');
    expect(captured).toHaveLength(1);
    expect(duplicates).toHaveLength(19);
    for (const d of duplicates) {
      // The money trail stays: who paid, how much, when, and the refund.
      expect(d).toMatchObject({
        duplicateOf: captured[0]!.id,
        refundStatus: 'processed',
        amountPaise: 12_100,
        refundFailure: null,
      });
      expect(d.providerPaymentId).toMatch(/^pay_par/);
      expect(d.capturedAt).toBeInstanceOf(Date);
      expect(d.refundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
      expect(d.refundedAt).toBeInstanceOf(Date);
    }
    expect(new Set(duplicates.map((d) => d.refundId)).size).toBe(19);
    const [user] = await t.db.select({ paid: users.paymentVerified }).from(users).where(eq(users.id, m.id));
    expect(user?.paid).toBe(true);
    expect(await feeNotices(m.id)).toBe(1);

    // The browser that confirmed a duplicate was told it is being refunded.
    const told = answers
      .filter((a, i) => i % 2 === 0)
      .map((a) => a.json<{ message: string; payment: { status: string } }>());
    for (const answer of told.filter((a) => a.payment.status === 'duplicate')) {
      expect(answer.message).toBe(
        'Your registration fee was already paid, so this second payment is being refunded to you.',
      );
    }
  }, 60_000);

  it('a repeated capture or refund of a duplicate refunds it once', async () => {
    const m = await createMember(t.db);
    const { cookie } = await signIn(t.app, m);
    const first = await orderOf(m.id);
    const second = await orderOf(m.id, 'failed');
    await webhookCapture(first.providerOrderId, `pay_one_${m.id.slice(0, 8)}`);
    const payId = `pay_two_${m.id.slice(0, 8)}`;
    await webhookCapture(second.providerOrderId, payId);
    const [dup] = (await rowsOf(m.id)).filter((r) => r.status === 'duplicate');
    expect(dup).toMatchObject({ refundStatus: 'processed' });

    const calls: string[] = [];
    const counting: PaymentProvider = {
      ...t.app.paymentProvider,
      refund: (input) => {
        calls.push(input.idempotencyKey);
        return t.app.paymentProvider.refund(input);
      },
    };
    // The browser's confirmation of the same payment, a retried job, a second instance: nothing more.
    expect((await confirmCapture(cookie, second.providerOrderId, payId)).json().payment).toMatchObject({
      status: 'duplicate',
      refundStatus: 'processed',
    });
    const again = await refundPayment({ db: t.db, provider: counting }, dup!.id);
    expect(again).toMatchObject({ refundId: dup!.refundId, refundStatus: 'processed' });
    expect(calls).toEqual([]);
    expect((await rowsOf(m.id)).filter((r) => r.status === 'captured')).toHaveLength(1);
  });

  it('a refund the provider refuses stays visible as failed; one it could not take stays pending and is asked for again', async () => {
    const m = await createMember(t.db);
    await webhookCapture((await orderOf(m.id)).providerOrderId, `pay_ok_${m.id.slice(0, 8)}`);
    const b = await orderOf(m.id, 'failed');
    const c = await orderOf(m.id, 'failed');
    // Captured without the refund that follows the commit: as if the process stopped in between.
    for (const [o, id] of [
      [b, 'b'],
      [c, 'c'],
    ] as const) {
      await t.db.transaction((tx) =>
        capturePayment(tx, o.id, `pay_${id}_${m.id.slice(0, 8)}`, new Date(), { referralRewardPaise: 0 }),
      );
    }
    expect((await rowsOf(m.id)).filter((r) => r.status === 'duplicate').map((r) => r.refundStatus)).toEqual([
      'pending',
      'pending',
    ]);

    const refusing: PaymentProvider = {
      ...t.app.paymentProvider,
      refund: () => Promise.reject(new RefundRefusedError('Refund amount exceeds the balance', false)),
    };
    const down: PaymentProvider = {
      ...t.app.paymentProvider,
      refund: () => Promise.reject(new Error('connect ETIMEDOUT')),
    };
    expect(await refundPayment({ db: t.db, provider: refusing }, b.id)).toMatchObject({
      refundStatus: 'failed',
      refundFailure: 'Refund amount exceeds the balance',
    });
    expect(await refundPayment({ db: t.db, provider: down }, c.id)).toMatchObject({
      refundStatus: 'pending',
      refundFailure: 'connect ETIMEDOUT',
    });

    // At the next start the pending one is asked for again; the refused one waits for an admin.
    await refundPendingRefunds({ db: t.db, provider: t.app.paymentProvider });
    const after = await rowsOf(m.id);
    expect(after.find((r) => r.id === c.id)).toMatchObject({ refundStatus: 'processed', refundFailure: null });
    expect(after.find((r) => r.id === b.id)).toMatchObject({ refundStatus: 'failed' });
  });

  it('refund webhooks record the provider’s final word; a processed refund is never undone', async () => {
    const m = await createMember(t.db);
    await webhookCapture((await orderOf(m.id)).providerOrderId, `pay_w1_${m.id.slice(0, 8)}`);
    const o = await orderOf(m.id, 'failed');
    const payId = `pay_w2_${m.id.slice(0, 8)}`;
    await t.db.transaction((tx) => capturePayment(tx, o.id, payId, new Date(), { referralRewardPaise: 0 }));
    const send = (event: 'refund.processed' | 'refund.failed', refundId: string, eventId: string) =>
      sendPaymentWebhook(t.app, refundEvent(event, refundId, payId, 12_100), { eventId });

    expect((await send('refund.failed', 'rfnd_Failed000001', `evt_rf1_${payId}`)).json()).toEqual({
      status: 'ok',
      applied: true,
    });
    expect((await rowsOf(m.id)).find((r) => r.id === o.id)).toMatchObject({
      refundStatus: 'failed',
      refundId: 'rfnd_Failed000001',
    });
    expect((await send('refund.processed', 'rfnd_Done00000001', `evt_rf2_${payId}`)).json()).toEqual({
      status: 'ok',
      applied: true,
    });
    expect((await send('refund.failed', 'rfnd_Late00000001', `evt_rf3_${payId}`)).json()).toEqual({
      status: 'ok',
      applied: false,
    });
    expect((await rowsOf(m.id)).find((r) => r.id === o.id)).toMatchObject({
      refundStatus: 'processed',
      refundId: 'rfnd_Done00000001',
      refundFailure: null,
    });
  });
});

describe('what members and admins see of a duplicate', () => {
  it('the member’s history shows the refund; admins see the duplicate; the fee counts once in every report', async () => {
    const m = await createMember(t.db, { name: 'Twice Payer' });
    const { cookie } = await signIn(t.app, m);
    const statsBefore = (await t.app.inject({ url: '/api/admin/stats', headers: { cookie: admin } })).json();
    const first = await orderOf(m.id);
    const second = await orderOf(m.id, 'failed');
    await confirmCapture(cookie, first.providerOrderId, `pay_fee_${m.id.slice(0, 8)}`);
    await confirmCapture(cookie, second.providerOrderId, `pay_dup_${m.id.slice(0, 8)}`);

    const history = (await t.app.inject({ url: '/api/payment/history', headers: { cookie } })).json().payments;
    const dup = history.find((p: { status: string }) => p.status === 'duplicate');
    expect(dup).toMatchObject({
      amount: 121,
      paymentId: `pay_dup_${m.id.slice(0, 8)}`,
      refundStatus: 'processed',
      refundId: expect.stringMatching(/^rfnd_/),
    });
    expect(dup.refundedAt).toEqual(expect.any(String));
    expect(dup).not.toHaveProperty('refundFailure');

    const adminView = await t.app.inject({ url: `/api/payment/user/${m.id}`, headers: { cookie: admin } });
    expect(adminView.statusCode).toBe(200);
    const listed = adminView.json().payments;
    const fee = listed.find((p: { status: string }) => p.status === 'captured');
    expect(listed.find((p: { status: string }) => p.status === 'duplicate')).toMatchObject({
      duplicateOf: fee._id,
      refundStatus: 'processed',
      refundFailure: null,
    });
    expect((await t.app.inject({ url: `/api/payment/user/${m.id}`, headers: { cookie } })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: '/api/payment/user/00000000-0000-4000-8000-000000000000',
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);

    const paid = (await t.app.inject({ url: '/api/auth/paidusers', headers: { cookie: admin } }))
      .json()
      .users.filter((u: { _id: string }) => u._id === m.id);
    expect(paid).toHaveLength(1);
    expect(paid[0].paymentHistory).toEqual([
      expect.objectContaining({ paymentId: `pay_fee_${m.id.slice(0, 8)}`, status: 'captured', amount: 121 }),
    ]);
    const statsAfter = (await t.app.inject({ url: '/api/admin/stats', headers: { cookie: admin } })).json();
    expect(statsAfter.revenueThisMonth - statsBefore.revenueThisMonth).toBeCloseTo(121, 2);
    expect(statsAfter.daily.at(-1).revenue - statsBefore.daily.at(-1).revenue).toBeCloseTo(121, 2);
    expect(statsAfter.feePaid - statsBefore.feePaid).toBe(1);
    // A duplicate has no receipt: it is not a fee.
    expect((await t.app.inject({ url: `/api/payment/receipt/${dup._id}`, headers: { cookie } })).statusCode).toBe(404);
  });
});
