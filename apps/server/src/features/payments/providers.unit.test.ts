import { describe, expect, it } from 'vitest';
import {
  createLocalProvider,
  createRazorpayProvider,
  paymentSignature,
  RefundRefusedError,
  sameSignature,
  webhookSignature,
} from './providers.js';

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
    expect((await a.createOrder({ amountPaise: 12100, currency: 'INR', receipt: 'r' })).orderId).toMatch(
      /^order_[A-Za-z0-9]{14}$/,
    );
  });
});

describe('refunds', () => {
  const request = {
    providerPaymentId: 'pay_IluGWxBm9U8zJ9',
    amountPaise: 12_100,
    receipt: 'SVK-R-0123456789-REFUND',
    notes: { reason: 'Duplicate registration fee', receipt: 'SVK-R-0123456789' },
    idempotencyKey: 'pay_IluGWxBm9U8zJ9',
  };

  it('the local provider refunds at once, and the same key answers the same refund', async () => {
    const local = createLocalProvider('s'.repeat(64));
    const first = await local.refund(request);
    expect(first).toEqual({ refundId: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/), status: 'processed' });
    expect(await local.refund(request)).toEqual(first);
    expect((await local.refund({ ...request, idempotencyKey: 'pay_Other00000001' })).refundId).not.toBe(first.refundId);
  });

  /** The SDK's boundary (it calls api.razorpay.com): what our code hands it, and how its answers are read. */
  function fakeRazorpay(answer: () => Promise<unknown>) {
    const clients: (Record<string, string> | undefined)[] = [];
    const calls: [string, unknown][] = [];
    const factory = (headers?: Record<string, string>) => {
      clients.push(headers);
      return {
        orders: {} as never,
        payments: {
          refund: (paymentId: string, params: unknown) => {
            calls.push([paymentId, params]);
            return answer();
          },
        } as never,
      };
    };
    const provider = createRazorpayProvider({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: 'w' }, factory);
    return { provider, clients, calls };
  }

  it('Razorpay: a full refund through the SDK with the payment id as X-Refund-Idempotency, the same body every time', async () => {
    const { provider, clients, calls } = fakeRazorpay(async () => ({ id: 'rfnd_FP8QHiV938haTz', status: 'pending' }));
    expect(await provider.refund(request)).toEqual({ refundId: 'rfnd_FP8QHiV938haTz', status: 'pending' });
    await provider.refund(request);
    expect(clients.slice(1)).toEqual([
      { 'X-Refund-Idempotency': 'pay_IluGWxBm9U8zJ9' },
      { 'X-Refund-Idempotency': 'pay_IluGWxBm9U8zJ9' },
    ]);
    const body = {
      amount: 12_100,
      speed: 'normal',
      receipt: 'SVK-R-0123456789-REFUND',
      notes: { reason: 'Duplicate registration fee', receipt: 'SVK-R-0123456789' },
    };
    expect(calls).toEqual([
      ['pay_IluGWxBm9U8zJ9', body],
      ['pay_IluGWxBm9U8zJ9', body],
    ]);
  });

  it('Razorpay: a refusal keeps its reason; busy (409), server trouble and network errors may be retried', async () => {
    const refusedWith = async (thrown: unknown) => {
      const { provider } = fakeRazorpay(() => Promise.reject(thrown));
      return provider.refund(request).then(
        () => null,
        (err: unknown) => err,
      );
    };
    const refused = await refusedWith({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' },
    });
    expect(refused).toBeInstanceOf(RefundRefusedError);
    expect(refused).toMatchObject({ message: 'The payment has been fully refunded already', retryable: false });
    expect(await refusedWith({ statusCode: 409, error: { description: 'Request is being processed' } })).toMatchObject({
      retryable: true,
    });
    expect(await refusedWith({ statusCode: 502, error: {} })).toMatchObject({
      message: 'Razorpay answered 502',
      retryable: true,
    });
    expect(await refusedWith(new Error('socket hang up'))).toMatchObject({
      message: 'socket hang up',
      retryable: true,
    });
  });
});
