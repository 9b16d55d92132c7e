import type { FastifyInstance } from 'fastify';
import { hmacSha256Hex } from '../src/platform/signature.js';

/**
 * POST /api/payment/webhook as the payment provider sends it: the body signed with the app's
 * webhook secret (or the `signature` given), with its event id when given.
 */
export function sendPaymentWebhook(
  app: FastifyInstance,
  body: object,
  options: { eventId?: string; signature?: string } = {},
) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmacSha256Hex(app.paymentProvider.webhookSecret, raw),
      ...(options.eventId ? { 'x-razorpay-event-id': options.eventId } : {}),
    },
    payload: raw,
  });
}

/** A refund webhook (refund.processed / refund.failed) for a provider payment id. */
export function refundEvent(
  event: 'refund.processed' | 'refund.failed',
  refundId: string,
  paymentId: string,
  amount: number,
) {
  return {
    event,
    payload: { refund: { entity: { id: refundId, payment_id: paymentId, amount, status: event.split('.')[1] } } },
  };
}
