import { randomBytes } from 'node:crypto';
import { isUuid, messages, paiseToRupees, paths } from '@sevak/shared';
import type { MemberRow, PaymentRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { notices, notify, notifyAdmins } from '../notifications/index.js';
import { findUserById, lockUserRow, markPaymentVerified } from '../members/index.js';
import { paymentSignature, providerId, sameSignature, webhookSignature } from './providers.js';
import {
  applyRefundEvent,
  closeOpenOrder,
  failPayment,
  findOpenRegistrationOrder,
  findOtherCapturedRegistration,
  findPaymentByOrder,
  findPaymentPurpose,
  hasCapturedRegistration,
  insertOpenOrder,
  listPaymentsOfUser,
  markCaptured,
  markDuplicate,
  recordPaymentEvent,
} from './payments.repo.js';
import { rewardReferrer } from '../referrals/index.js';
import { refundDuplicatePayment, type RefundDeps } from './refunds.service.js';

/** referralRewardPaise: REFERRAL_REWARD_PAISE (a fee captured after approval may credit it). */
export type PaymentDeps = RefundDeps & { feePaise: number; referralRewardPaise: number };

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
    refundStatus: p.refundStatus,
    refundId: p.refundId,
    refundedAt: p.refundedAt?.toISOString() ?? null,
  };
}

/** For admins: which captured payment a duplicate repeats, and why its refund failed. */
export function toAdminPaymentView(p: PaymentRow) {
  return { ...toPaymentView(p), duplicateOf: p.duplicateOf, refundFailure: p.refundFailure };
}

/** GET /payment/history: the member's own payments, newest first. */
export async function listMyPayments(db: DbOrTx, userId: string) {
  return (await listPaymentsOfUser(db, userId)).map(toPaymentView);
}

/** GET /payment/user/{userId} (admin): a member's payments with duplicates and refunds; 404 for no such member (a malformed id too). */
export async function listMemberPayments(db: DbOrTx, userId: string) {
  if (!isUuid(userId) || !(await findUserById(db, userId)))
    throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
  return (await listPaymentsOfUser(db, userId)).map(toAdminPaymentView);
}

export type CaptureOutcome = { kind: 'captured' | 'duplicate'; payment: PaymentRow } | { kind: 'unchanged' };

/**
 * Captures a payment once (captured and duplicate are final, so a repeated or late event changes
 * nothing). Captures of one member's fee take turns on the member's row (`FOR UPDATE`): the first
 * to commit is the fee — `payment_verified` and the 'fee paid' notification in the same
 * transaction — and every later one finds it and is recorded as a duplicate to refund.
 */
export async function capturePayment(
  tx: DbOrTx,
  paymentId: string,
  providerPaymentId: string,
  at: Date,
  referralRewardPaise: number,
): Promise<CaptureOutcome> {
  const target = await findPaymentPurpose(tx, paymentId);
  if (!target) return { kind: 'unchanged' };
  let firstCapture: string | undefined;
  if (target.userId && target.purpose === 'registration') {
    await lockUserRow(tx, target.userId);
    firstCapture = await findOtherCapturedRegistration(tx, target.userId, paymentId);
  }
  const money = { providerPaymentId, capturedAt: at, failureReason: null, updatedAt: at };
  if (firstCapture) {
    const row = await markDuplicate(tx, paymentId, money, firstCapture);
    return row ? { kind: 'duplicate', payment: row } : { kind: 'unchanged' };
  }
  const row = await markCaptured(tx, paymentId, money);
  if (!row) return { kind: 'unchanged' };
  if (row.userId) {
    const member = await markPaymentVerified(tx, row.userId, at);
    await notify(tx, row.userId, { notice: notices.feePaid(), link: '/profile' });
    if (member) {
      await rewardReferrer(tx, referralRewardPaise, { ...member, paymentVerified: true });
      await notifyAdmins(tx, { notice: notices.adminFeePaid(member.name), link: paths.admin.approve });
    }
  }
  return { kind: 'captured', payment: row };
}

/** Receipt numbers people can read out: SVK-R-<8 base32>. */
function newReceiptNumber(): string {
  return `SVK-R-${randomBytes(5).toString('hex').toUpperCase()}`;
}

/**
 * The member's order for the one-time registration fee: their open order when there is one (the
 * same order id, amount and receipt, so two tabs or a double click pay one order), else a new one.
 * The provider's createOrder is a network call, so no lock is held around it: the partial unique
 * index on open registration orders decides which insert wins, and a loser answers the winner's
 * order (its own provider order is never shown to anyone, so it cannot be paid). The amount comes
 * from the server's configuration, never from the client (DESIGN §9).
 */
export async function createRegistrationOrder(
  deps: PaymentDeps,
  user: MemberRow,
): Promise<{ payment: PaymentRow; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (user.paymentVerified || (await hasCapturedRegistration(deps.db, user.id))) {
      throw new AppError('FEE_ALREADY_PAID', messages.payments.alreadyPaid);
    }
    const open = await findOpenRegistrationOrder(deps.db, user.id, deps.provider.name);
    if (open?.amountPaise === deps.feePaise) return { payment: open, created: false };
    if (open) await closeOpenOrder(deps.db, open.id, 'Replaced: the registration fee changed');
    const receipt = newReceiptNumber();
    const { orderId } = await deps.provider.createOrder({ amountPaise: deps.feePaise, currency: 'INR', receipt });
    const payment = await insertOpenOrder(deps.db, {
      userId: user.id,
      provider: deps.provider.name,
      providerOrderId: orderId,
      receipt,
      amountPaise: deps.feePaise,
    });
    if (payment) return { payment, created: true };
    // Another request of this member recorded its order first: go round and answer that one.
  }
  throw new Error('no open registration order after 5 attempts');
}

/**
 * After a capture's transaction has committed: a duplicate is refunded (docs/decisions/008). A
 * refund's failure is recorded on the payment and never fails the capture's answer.
 */
async function refundIfDuplicate(deps: PaymentDeps, outcome: CaptureOutcome) {
  if (outcome.kind !== 'duplicate') return;
  try {
    await refundDuplicatePayment(deps, outcome.payment.id);
  } catch (err) {
    deps.log?.warn(
      { err, paymentId: outcome.payment.id },
      'payments: refund of a duplicate capture is asked for again within the hour',
    );
  }
}

export type CheckoutResult = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/**
 * The client's confirmation after checkout: the signature must be the provider's, for an order of
 * this member. Capturing is idempotent, shared with the webhook (whichever comes first wins).
 */
export async function confirmPayment(deps: PaymentDeps, user: MemberRow, input: CheckoutResult): Promise<PaymentRow> {
  const expected = paymentSignature(input.razorpay_order_id, input.razorpay_payment_id, deps.provider.keySecret);
  if (!sameSignature(expected, input.razorpay_signature))
    throw new AppError('PAYMENT_SIGNATURE_INVALID', messages.payments.signatureInvalid);
  const payment = await findPaymentByOrder(deps.db, deps.provider.name, input.razorpay_order_id);
  if (!payment || payment.userId !== user.id) throw new AppError('ORDER_NOT_FOUND', messages.payments.orderUnknown);
  const outcome = await deps.db.transaction((tx) =>
    capturePayment(tx, payment.id, input.razorpay_payment_id, new Date(), deps.referralRewardPaise),
  );
  await refundIfDuplicate(deps, outcome);
  return (await findPaymentByOrder(deps.db, deps.provider.name, input.razorpay_order_id))!;
}

type PaymentEntity = { id: string; order_id: string; amount?: number; error_description?: string | null };
type RefundEntity = { id: string; payment_id: string };
type WebhookBody = {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id: string } };
    refund?: { entity?: RefundEntity };
  };
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
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', messages.payments.webhookSignatureInvalid);
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody.toString('utf8')) as WebhookBody;
  } catch {
    throw new AppError('NOT_JSON', messages.common.notJson);
  }
  const event = body.event ?? '';
  const refund = body.payload?.refund?.entity;
  if ((event === 'refund.processed' || event === 'refund.failed') && refund?.id && refund.payment_id) {
    const eventId = eventIdHeader || `${event}:${refund.id}`;
    return deps.db.transaction(async (tx) => {
      if (!(await recordPaymentEvent(tx, eventId, event))) return { applied: false };
      const status = event === 'refund.processed' ? 'processed' : 'failed';
      return {
        applied: await applyRefundEvent(tx, deps.provider.name, refund.payment_id, { refundId: refund.id, status }),
      };
    });
  }
  const entity = body.payload?.payment?.entity;
  const orderId = entity?.order_id ?? body.payload?.order?.entity?.id;
  if (!['payment.captured', 'payment.failed', 'order.paid'].includes(event) || !entity || !orderId) {
    return { applied: false }; // events we do not use are acknowledged and ignored
  }
  const eventId = eventIdHeader || `${event}:${entity.id}`;
  const result = await deps.db.transaction(async (tx): Promise<{ applied: boolean; outcome?: CaptureOutcome }> => {
    if (!(await recordPaymentEvent(tx, eventId, event))) return { applied: false };
    const payment = await findPaymentByOrder(tx, deps.provider.name, orderId);
    if (!payment) return { applied: false };
    if (event === 'payment.failed') {
      await failPayment(tx, payment.id, entity.id, entity.error_description ?? 'Payment failed');
      return { applied: true };
    }
    // The amount must be the order's: a captured event for a different amount is not ours.
    if (entity.amount !== undefined && entity.amount !== payment.amountPaise) return { applied: false };
    return {
      applied: true,
      outcome: await capturePayment(tx, payment.id, entity.id, new Date(), deps.referralRewardPaise),
    };
  });
  if (result.outcome) await refundIfDuplicate(deps, result.outcome);
  return { applied: result.applied };
}

/**
 * The local provider's side of a checkout (embedded default): the payer chose success or failure
 * on our checkout page. It signs the callback and sends the webhook exactly as Razorpay would,
 * through the same verification and handler.
 */
export async function completeLocalCheckout(
  deps: PaymentDeps,
  user: MemberRow,
  input: { orderId: string; outcome: 'success' | 'failure' },
): Promise<{ callback: CheckoutResult | null; description?: string }> {
  if (deps.provider.name !== 'local') throw new AppError('NOT_FOUND', messages.common.notFound);
  const payment = await findPaymentByOrder(deps.db, 'local', input.orderId);
  if (!payment || payment.userId !== user.id) throw new AppError('ORDER_NOT_FOUND', messages.payments.orderUnknown);
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
