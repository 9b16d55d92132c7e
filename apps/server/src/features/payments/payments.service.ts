import { randomBytes } from 'node:crypto';
import { messages, paiseToRupees } from '@sevak/shared';
import type { PaymentRow, UserRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { paymentSignature, providerId, sameSignature, webhookSignature, type PaymentProvider } from './providers.js';
import {
  capturePayment,
  failPayment,
  findPaymentByOrder,
  hasCapturedRegistration,
  insertPayment,
  recordPaymentEvent,
} from './payments.repo.js';

export type PaymentDeps = { db: Db; provider: PaymentProvider; feePaise: number };

/** A payment as the API shows it: rupees, ISO times (DESIGN §5). */
export function toPaymentView(p: PaymentRow) {
  return {
    _id: p.id,
    orderId: p.providerOrderId,
    paymentId: p.providerPaymentId,
    receipt: p.receipt,
    amount: paiseToRupees(p.amountPaise),
    currency: p.currency,
    status: p.status,
    provider: p.provider,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    capturedAt: p.capturedAt?.toISOString() ?? null,
  };
}

/** Receipt numbers people can read out: SVK-R-<8 base32>. */
function newReceiptNumber(): string {
  return `SVK-R-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * A provider order for the one-time registration fee. The amount comes from the server's
 * configuration, never from the client (DESIGN §9).
 */
export async function createRegistrationOrder(deps: PaymentDeps, user: UserRow) {
  if (user.paymentVerified || (await hasCapturedRegistration(deps.db, user.id))) {
    throw AppError.conflict(messages.payments.alreadyPaid);
  }
  const receipt = newReceiptNumber();
  const { orderId } = await deps.provider.createOrder({ amountPaise: deps.feePaise, currency: 'INR', receipt });
  const payment = await insertPayment(deps.db, {
    userId: user.id,
    provider: deps.provider.name,
    providerOrderId: orderId,
    receipt,
    amountPaise: deps.feePaise,
  });
  return { payment, keyId: deps.provider.keyId };
}

export type CheckoutResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/**
 * The client's confirmation after checkout: the signature must be the provider's, for an order of
 * this member. Capturing is idempotent, shared with the webhook (whichever comes first wins).
 */
export async function confirmPayment(deps: PaymentDeps, user: UserRow, input: CheckoutResult): Promise<PaymentRow> {
  const expected = paymentSignature(input.razorpay_order_id, input.razorpay_payment_id, deps.provider.keySecret);
  if (!sameSignature(expected, input.razorpay_signature)) throw AppError.badRequest(messages.payments.signatureInvalid);
  const payment = await findPaymentByOrder(deps.db, deps.provider.name, input.razorpay_order_id);
  if (!payment || payment.userId !== user.id) throw AppError.notFound(messages.payments.orderUnknown);
  const captured = await deps.db.transaction((tx) => capturePayment(tx, payment.id, input.razorpay_payment_id, new Date()));
  return captured ?? (await findPaymentByOrder(deps.db, deps.provider.name, input.razorpay_order_id))!;
}

type PaymentEntity = { id: string; order_id: string; amount?: number; error_description?: string | null };
type WebhookBody = {
  event?: string;
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id: string } } };
};

/**
 * POST /payment/webhook: the signature over the raw body first (else 400 and nothing changes);
 * each event id is applied once, in the same transaction as its effect; out-of-order events are
 * safe because a captured payment never changes again.
 */
export async function handlePaymentWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<{ applied: boolean }> {
  if (!sameSignature(webhookSignature(rawBody, deps.provider.webhookSecret), signature)) {
    throw AppError.badRequest(messages.payments.webhookSignatureInvalid);
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw AppError.badRequest(messages.common.notJson);
  }
  const event = body.event ?? '';
  const entity = body.payload?.payment?.entity;
  const orderId = entity?.order_id ?? body.payload?.order?.entity?.id;
  if (!['payment.captured', 'payment.failed', 'order.paid'].includes(event) || !entity || !orderId) {
    return { applied: false }; // events we do not use are acknowledged and ignored
  }
  const eventId = eventIdHeader || `${event}:${entity.id}`;
  return deps.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, eventId, event))) return { applied: false };
    const payment = await findPaymentByOrder(tx, deps.provider.name, orderId);
    if (!payment) return { applied: false };
    if (event === 'payment.failed') {
      await failPayment(tx, payment.id, entity.id, entity.error_description ?? 'Payment failed');
    } else {
      // The amount must be the order's: a captured event for a different amount is not ours.
      if (entity.amount !== undefined && entity.amount !== payment.amountPaise) return { applied: false };
      await capturePayment(tx, payment.id, entity.id, new Date());
    }
    return { applied: true };
  });
}

/**
 * The local provider's side of a checkout (embedded default): the payer chose success or failure
 * on our checkout page. It signs the callback and sends the webhook exactly as Razorpay would,
 * through the same verification and handler.
 */
export async function completeLocalCheckout(
  deps: PaymentDeps,
  user: UserRow,
  input: { orderId: string; outcome: 'success' | 'failure' },
): Promise<{ callback: CheckoutResult | null; description?: string }> {
  if (deps.provider.name !== 'local') throw AppError.notFound();
  const payment = await findPaymentByOrder(deps.db, 'local', input.orderId);
  if (!payment || payment.userId !== user.id) throw AppError.notFound(messages.payments.orderUnknown);
  const paymentId = providerId('pay');
  const captured = input.outcome === 'success';
  const body = Buffer.from(
    JSON.stringify({
      entity: 'event',
      event: captured ? 'payment.captured' : 'payment.failed',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            order_id: payment.providerOrderId,
            amount: payment.amountPaise,
            currency: payment.currency,
            status: captured ? 'captured' : 'failed',
            error_description: captured ? null : 'The payer declined the payment on the test checkout.',
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    }),
  );
  await handlePaymentWebhook(deps, body, webhookSignature(body, deps.provider.webhookSecret), providerId('evt'));
  if (!captured) return { callback: null, description: messages.payments.failed };
  return {
    callback: {
      razorpay_order_id: payment.providerOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature(payment.providerOrderId, paymentId, deps.provider.keySecret),
    },
  };
}
