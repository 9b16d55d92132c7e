import { describe, expect, it } from 'vitest';
import { createLocalProvider, paymentSignature, sameSignature, webhookSignature } from './providers.js';

/** Vectors computed with `openssl dgst -sha256 -hmac`, the algorithm Razorpay documents. */
describe('Razorpay signatures', () => {
  it('payment signature: HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
    expect(paymentSignature('order_IluGWxBm9U8zJ8', 'pay_IluGWxBm9U8zJ9', 'EnLs21M47BllR3X8PSFtjtbd')).toBe(
      '3ea8df409715997d22a58eddd95f5825c56810982a63a896886a98fa4b8110c4',
    );
  });

  it('webhook signature: HMAC-SHA256 of the raw body with the webhook secret', () => {
    expect(webhookSignature('{"event":"payment.captured","payload":{}}', 'whsec_sevak_test')).toBe(
      '403b358f006e42f74720208427ecfb2f4008f9b4da5719f80120048df1210beb',
    );
    // One changed byte in the body is another signature.
    expect(webhookSignature('{"event":"payment.captured","payload":{} }', 'whsec_sevak_test')).not.toBe(
      '403b358f006e42f74720208427ecfb2f4008f9b4da5719f80120048df1210beb',
    );
  });

  it('compares signatures exactly, including length and absence', () => {
    const sig = '3ea8df409715997d22a58eddd95f5825c56810982a63a896886a98fa4b8110c4';
    expect(sameSignature(sig, sig)).toBe(true);
    expect(sameSignature(sig, sig.toUpperCase())).toBe(false);
    expect(sameSignature(sig, sig.slice(0, -1))).toBe(false);
    expect(sameSignature(sig, undefined)).toBe(false);
  });

  it('the local provider derives stable secrets from APP_SECRET and makes Razorpay-style order ids', async () => {
    const a = createLocalProvider('s'.repeat(64));
    const b = createLocalProvider('s'.repeat(64));
    expect(a.keySecret).toBe(b.keySecret);
    expect(a.keySecret).not.toBe(a.webhookSecret);
    expect(createLocalProvider('t'.repeat(64)).keySecret).not.toBe(a.keySecret);
    expect((await a.createOrder({ amountPaise: 12100, currency: 'INR', receipt: 'r' })).orderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
  });
});
