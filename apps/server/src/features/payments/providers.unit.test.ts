import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../../platform/signature.js';
import { createLocalProvider, createRazorpayProvider, paymentSignature, RefundRefusedError } from './providers.js';

/** Vectors computed with `openssl dgst -sha256 -hmac`, the algorithm Razorpay documents. */
describe('Razorpay checkout signature', () => {
  it('payment signature: HMAC-SHA256 of "order_id|payment_id" with the key secret', () => {
    expect(paymentSignature('order_IluGWxBm9U8zJ8', 'pay_IluGWxBm9U8zJ9', 'EnLs21M47BllR3X8PSFtjtbd')).toBe(
      '3ea8df409715997d22a58eddd95f5825c56810982a63a896886a98fa4b8110c4',
    );
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

/** A webhook call as Razorpay makes it: the raw JSON body, signed with `secret`, and its event id. */
function razorpayCall(body: unknown, secret: string, eventId?: string) {
  const rawBody = Buffer.from(JSON.stringify(body));
  return {
    rawBody,
    headers: {
      'x-razorpay-signature': hmacSha256Hex(secret, rawBody),
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
  };
}

describe('Razorpay webhooks, read into payment events', () => {
  const razorpay = createRazorpayProvider({ keyId: 'rzp_test_x', keySecret: 'k', webhookSecret: 'whsec' }, () => ({
    orders: {} as never,
    payments: {} as never,
  }));
  const payment = { id: 'pay_1', order_id: 'order_1', amount: 12_100, currency: 'INR' };

  it('a good signature: captured (payment.captured or order.paid), failed, refunded, refund failed', () => {
    expect(
      razorpay.readWebhook(
        razorpayCall({ event: 'payment.captured', payload: { payment: { entity: payment } } }, 'whsec', 'evt_1'),
      ),
    ).toEqual({
      eventId: 'evt_1',
      name: 'payment.captured',
      kind: 'captured',
      orderId: 'order_1',
      paymentId: 'pay_1',
      amountPaise: 12_100,
    });
    // Without an event id header the event is known by its name and entity.
    const orderPaid = {
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_2', amount: 12_100 } }, order: { entity: { id: 'order_2' } } },
    };
    expect(razorpay.readWebhook(razorpayCall(orderPaid, 'whsec'))).toMatchObject({
      eventId: 'order.paid:pay_2',
      kind: 'captured',
      orderId: 'order_2',
    });
    const failed = { ...payment, error_description: 'Card declined' };
    expect(
      razorpay.readWebhook(
        razorpayCall({ event: 'payment.failed', payload: { payment: { entity: failed } } }, 'whsec'),
      ),
    ).toEqual({
      eventId: 'payment.failed:pay_1',
      name: 'payment.failed',
      kind: 'failed',
      orderId: 'order_1',
      paymentId: 'pay_1',
      reason: 'Card declined',
    });
    const refund = { id: 'rfnd_1', payment_id: 'pay_1', amount: 12_100 };
    expect(
      razorpay.readWebhook(
        razorpayCall({ event: 'refund.processed', payload: { refund: { entity: refund } } }, 'whsec'),
      ),
    ).toEqual({
      eventId: 'refund.processed:rfnd_1',
      name: 'refund.processed',
      kind: 'refunded',
      paymentId: 'pay_1',
      refundId: 'rfnd_1',
    });
    expect(
      razorpay.readWebhook(razorpayCall({ event: 'refund.failed', payload: { refund: { entity: refund } } }, 'whsec')),
    ).toMatchObject({ kind: 'refund_failed', refundId: 'rfnd_1' });
  });

  it('a bad or missing signature is refused before the body is read; a signed body that is not JSON too', () => {
    const call = razorpayCall({ event: 'payment.captured', payload: { payment: { entity: payment } } }, 'not-whsec');
    expect(() => razorpay.readWebhook(call)).toThrow(expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }));
    expect(() => razorpay.readWebhook({ ...call, headers: {} })).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID', statusCode: 400 }),
    );
    const notJson = Buffer.from('{"event":');
    expect(() =>
      razorpay.readWebhook({ rawBody: notJson, headers: { 'x-razorpay-signature': hmacSha256Hex('whsec', notJson) } }),
    ).toThrow(expect.objectContaining({ code: 'NOT_JSON' }));
  });

  it('an event payments do not use, or one without its entity, is ignored', () => {
    for (const body of [
      { event: 'payment.authorized', payload: { payment: { entity: payment } } },
      { event: 'toString', payload: {} },
      { event: 'payment.captured', payload: {} },
      { event: 'refund.processed', payload: { refund: { entity: { id: 'rfnd_1' } } } },
      null,
    ]) {
      expect(razorpay.readWebhook(razorpayCall(body, 'whsec')), JSON.stringify(body)).toBeNull();
    }
  });

  it('checks the checkout callback with the key secret', () => {
    const callback = {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: paymentSignature('order_1', 'pay_1', 'k'),
    };
    expect(razorpay.verifyCheckout(callback)).toBe(true);
    expect(razorpay.verifyCheckout({ ...callback, razorpay_payment_id: 'pay_2' })).toBe(false);
    expect(
      razorpay.verifyCheckout({ ...callback, razorpay_signature: paymentSignature('order_1', 'pay_1', 'x') }),
    ).toBe(false);
  });
});

describe('the local provider’s edge', () => {
  const local = createLocalProvider('s'.repeat(64));

  it('reads Razorpay’s webhooks signed with its own secret, and no other', () => {
    const body = { event: 'payment.captured', payload: { payment: { entity: { id: 'pay_1', order_id: 'order_1' } } } };
    expect(local.readWebhook(razorpayCall(body, local.webhookSecret, 'evt_1'))).toMatchObject({
      eventId: 'evt_1',
      kind: 'captured',
    });
    expect(() => local.readWebhook(razorpayCall(body, 'whsec'))).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
    expect(
      local.readWebhook(razorpayCall({ event: 'payment.authorized', payload: {} }, local.webhookSecret)),
    ).toBeNull();
  });

  it('the test checkout: a captured event with a callback it verifies, or a failed one without', () => {
    const order = { orderId: 'order_local1', amountPaise: 12_100 };
    const paid = local.testCheckout!(order, 'success');
    expect(paid.event).toMatchObject({
      eventId: expect.stringMatching(/^evt_[A-Za-z0-9]{14}$/),
      kind: 'captured',
      orderId: 'order_local1',
      paymentId: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      amountPaise: 12_100,
    });
    expect(paid.callback).toMatchObject({
      razorpay_order_id: 'order_local1',
      razorpay_payment_id: paid.event.paymentId,
    });
    expect(local.verifyCheckout(paid.callback!)).toBe(true);
    const declined = local.testCheckout!(order, 'failure');
    expect(declined).toEqual({
      event: expect.objectContaining({
        kind: 'failed',
        orderId: 'order_local1',
        reason: 'The payer declined the payment on the test checkout.',
      }),
      callback: null,
    });
    expect(
      createRazorpayProvider({ keyId: 'k', keySecret: 'k', webhookSecret: 'w' }, () => ({
        orders: {} as never,
        payments: {} as never,
      })).testCheckout,
    ).toBeUndefined();
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
