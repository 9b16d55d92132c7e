import { issueFeeInvoice, type Taxation } from '../invoices/index.js';
import { randomBytes } from 'node:crypto';
import { isUuid, messages, paiseToRupees, paths, type CheckoutResult } from '@sevak/shared';
import type { MemberRow, PaymentRow, payments } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { notices, notify, notifyAdmins } from '../notifications/index.js';
import { findUserById, lockUserRow, markPaymentVerified } from '../members/index.js';
import type { WebhookRequest } from '../../platform/webhook.js';
import type { PaymentEvent } from './providers.js';
import {
  applyRefundEvent,
  closeOpenOrder,
  failPayment,
  askRefund,
  findOpenOrder,
  findOtherCaptured,
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
import { refundPayment, tellRefunded, type RefundDeps } from './refunds.service.js';

/**
 * What a capture of a booking's payment does to the booking (the work feature's; the composition
 * root wires it in, as payments cannot use work: docs/architecture.md).
 */
export type BookingCaptureHook = {
  /** Locks the booking, so that captures of one booking take turns. */
  lock(tx: DbOrTx, workRequestId: string): Promise<void>;
  /** The booking's money has come: confirm it, or answer how much to refund (it ended first). */
  captured(tx: DbOrTx, payment: PaymentRow): Promise<{ refundPaise: number }>;
};

/** What a capture needs besides the payment: the referral reward a fee may credit, and the bookings' hook. */
/** taxation: the operator and rates the fee's receipt or tax invoice is issued with (docs/decisions/041). */
export type CaptureContext = {
  referralRewardPaise: number;
  bookings?: BookingCaptureHook | undefined;
  taxation?: Taxation | undefined;
};

/** referralRewardPaise: REFERRAL_REWARD_PAISE (a fee captured after approval may credit it). */
export type PaymentDeps = RefundDeps & CaptureContext & { feePaise: number };

/** A payment as the API shows it: rupees, ISO times (docs/contract.md §5). */
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

/** 'refund': captured, and a refund asked for at once (a booking that was no longer waiting for its money). */
export type CaptureOutcome = { kind: 'captured' | 'duplicate' | 'refund'; payment: PaymentRow } | { kind: 'unchanged' };

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
  ctx: CaptureContext,
): Promise<CaptureOutcome> {
  const target = await findPaymentPurpose(tx, paymentId);
  if (!target) return { kind: 'unchanged' };
  let firstCapture: string | undefined;
  if (target.userId && target.purpose === 'registration') {
    await lockUserRow(tx, target.userId);
    firstCapture = await findOtherCaptured(tx, { purpose: 'registration', userId: target.userId }, paymentId);
  }
  if (target.purpose === 'booking' && target.workRequestId) {
    if (!ctx.bookings) throw new Error('a booking payment captured without the bookings hook');
    await ctx.bookings.lock(tx, target.workRequestId);
    firstCapture = await findOtherCaptured(tx, { purpose: 'booking', workRequestId: target.workRequestId }, paymentId);
  }
  const money = { providerPaymentId, capturedAt: at, failureReason: null, updatedAt: at };
  if (firstCapture) {
    const row = await markDuplicate(tx, paymentId, money, firstCapture);
    return row ? { kind: 'duplicate', payment: row } : { kind: 'unchanged' };
  }
  const row = await markCaptured(tx, paymentId, money);
  if (!row) return { kind: 'unchanged' };
  if (row.purpose === 'booking') {
    const { refundPaise } = await ctx.bookings!.captured(tx, row);
    if (refundPaise > 0 && (await askRefund(tx, row.id, refundPaise))) return { kind: 'refund', payment: row };
    return { kind: 'captured', payment: row };
  }
  if (row.userId) {
    const member = await markPaymentVerified(tx, row.userId, at);
    await notify(tx, row.userId, { notice: notices.feePaid(), link: '/profile' });
    const payer = ctx.taxation && (await findUserById(tx, row.userId));
    if (payer && ctx.taxation) {
      await issueFeeInvoice(
        tx,
        {
          paymentId: row.id,
          buyerId: row.userId,
          buyer: { name: payer.name, address: payer.address, language: payer.language },
          amountPaise: row.amountPaise,
        },
        ctx.taxation,
      );
    }
    if (member) {
      await rewardReferrer(tx, ctx.referralRewardPaise, { ...member, paymentVerified: true });
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
 * The open order for one thing to pay: the one there is (the same order id, amount and receipt, so
 * two tabs or a double click pay one order), else a new one. The provider's createOrder is a
 * network call, so no lock is held around it: a partial unique index on open orders decides which
 * insert wins, and a loser answers the winner's order (its own provider order is never shown to
 * anyone, so it cannot be paid). The amount is always the server's (docs/contract.md §9).
 */
async function openOrder(
  deps: RefundDeps,
  order: {
    amountPaise: number;
    findOpen: () => Promise<PaymentRow | undefined>;
    values: Omit<typeof payments.$inferInsert, 'provider' | 'providerOrderId' | 'receipt' | 'amountPaise'>;
    /** Checked before each try (the fee paid meanwhile). */
    refuse?: () => Promise<void>;
  },
): Promise<{ payment: PaymentRow; created: boolean }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    await order.refuse?.();
    const open = await order.findOpen();
    if (open?.amountPaise === order.amountPaise) return { payment: open, created: false };
    if (open) await closeOpenOrder(deps.db, open.id, 'Replaced: the amount changed');
    const receipt = newReceiptNumber();
    const { orderId } = await deps.provider.createOrder({ amountPaise: order.amountPaise, currency: 'INR', receipt });
    const payment = await insertOpenOrder(deps.db, {
      ...order.values,
      provider: deps.provider.name,
      providerOrderId: orderId,
      receipt,
      amountPaise: order.amountPaise,
    });
    if (payment) return { payment, created: true };
    // Another request recorded its order first: go round and answer that one.
  }
  throw new Error('no open order after 5 attempts');
}

/** The member's order for the one-time registration fee (`openOrder`); 409 once it is paid. */
export async function createRegistrationOrder(
  deps: PaymentDeps,
  user: MemberRow,
): Promise<{ payment: PaymentRow; created: boolean }> {
  return openOrder(deps, {
    amountPaise: deps.feePaise,
    findOpen: () => findOpenOrder(deps.db, { purpose: 'registration', userId: user.id }, deps.provider.name),
    values: { userId: user.id, purpose: 'registration' },
    refuse: async () => {
      if (user.paymentVerified || (await hasCapturedRegistration(deps.db, user.id))) {
        throw new AppError('FEE_ALREADY_PAID', messages.payments.alreadyPaid);
      }
    },
  });
}

/** The seeker's order for a booking (`openOrder`): the amount is the booking's, as the server holds it. */
export async function createBookingOrder(
  deps: RefundDeps,
  booking: { seekerId: string; workRequestId: string; amountPaise: number },
): Promise<PaymentRow> {
  const { payment } = await openOrder(deps, {
    amountPaise: booking.amountPaise,
    findOpen: () =>
      findOpenOrder(deps.db, { purpose: 'booking', workRequestId: booking.workRequestId }, deps.provider.name),
    values: { userId: booking.seekerId, purpose: 'booking', workRequestId: booking.workRequestId },
  });
  return payment;
}

/**
 * After a capture's transaction has committed: a duplicate is refunded (docs/decisions/008), as is
 * a booking's money that came after the booking ended. A refund's failure is recorded on the
 * payment and never fails the capture's answer.
 */
async function refundIfDuplicate(deps: PaymentDeps, outcome: CaptureOutcome) {
  if (outcome.kind !== 'duplicate' && outcome.kind !== 'refund') return;
  try {
    await refundPayment(deps, outcome.payment.id);
  } catch (err) {
    deps.log?.warn(
      { err, paymentId: outcome.payment.id },
      'payments: refund of a duplicate capture is asked for again within the hour',
    );
  }
}

/**
 * The client's confirmation after checkout: the signature must be the provider's, for an order of
 * this member. Capturing is idempotent, shared with the webhook (whichever comes first wins).
 */
export async function confirmPayment(deps: PaymentDeps, user: MemberRow, input: CheckoutResult): Promise<PaymentRow> {
  if (!deps.provider.verifyCheckout(input))
    throw new AppError('PAYMENT_SIGNATURE_INVALID', messages.payments.signatureInvalid);
  const payment = await findPaymentByOrder(deps.db, deps.provider.name, input.razorpay_order_id);
  if (!payment || payment.userId !== user.id) throw new AppError('ORDER_NOT_FOUND', messages.payments.orderUnknown);
  const outcome = await deps.db.transaction((tx) =>
    capturePayment(tx, payment.id, input.razorpay_payment_id, new Date(), deps),
  );
  await refundIfDuplicate(deps, outcome);
  return (await findPaymentByOrder(deps.db, deps.provider.name, input.razorpay_order_id))!;
}

/**
 * POST /payment/webhook: the provider's word on a payment. Its adapter (providers.ts) verifies the
 * signature over the raw body first (else 400 and nothing changes) and reads the event; events we
 * do not use are acknowledged and ignored.
 */
export async function handlePaymentWebhook(deps: PaymentDeps, webhook: WebhookRequest): Promise<{ applied: boolean }> {
  const event = deps.provider.readWebhook(webhook);
  return event ? applyPaymentEvent(deps, event) : { applied: false };
}

/**
 * A payment event, whichever provider said it: applied once (payment_events), in the same
 * transaction as its effect; out-of-order events are safe because a captured payment never
 * changes again. A duplicate capture is refunded after the commit.
 */
async function applyPaymentEvent(deps: PaymentDeps, event: PaymentEvent): Promise<{ applied: boolean }> {
  const result = await deps.db.transaction(async (tx): Promise<{ applied: boolean; outcome?: CaptureOutcome }> => {
    if (!(await recordPaymentEvent(tx, event.eventId, event.name))) return { applied: false };
    switch (event.kind) {
      case 'refunded':
      case 'refund_failed': {
        const status = event.kind === 'refunded' ? 'processed' : 'failed';
        const refund = { refundId: event.refundId, status } as const;
        const row = await applyRefundEvent(tx, deps.provider.name, event.paymentId, refund);
        if (row?.refundStatus === 'processed') await tellRefunded(tx, row);
        return { applied: row !== undefined };
      }
      case 'failed':
      case 'captured': {
        const payment = await findPaymentByOrder(tx, deps.provider.name, event.orderId);
        if (!payment) return { applied: false };
        if (event.kind === 'failed') {
          await failPayment(tx, payment.id, event.paymentId, event.reason ?? 'Payment failed');
          return { applied: true };
        }
        // The amount must be the order's: a captured event for a different amount is not ours.
        if (event.amountPaise !== undefined && event.amountPaise !== payment.amountPaise) return { applied: false };
        return {
          applied: true,
          outcome: await capturePayment(tx, payment.id, event.paymentId, new Date(), deps),
        };
      }
    }
  });
  if (result.outcome) await refundIfDuplicate(deps, result.outcome);
  return { applied: result.applied };
}

/**
 * The local provider's side of a checkout (embedded default): the payer chose success or failure
 * on our checkout page. The provider makes the payment event, applied as any provider's is, and
 * the signed callback the browser then confirms with, as Razorpay's checkout hands it back.
 */
export async function completeLocalCheckout(
  deps: PaymentDeps,
  user: MemberRow,
  input: { orderId: string; outcome: 'success' | 'failure' },
): Promise<{ callback: CheckoutResult | null; description?: string }> {
  const testCheckout = deps.provider.testCheckout;
  if (!testCheckout) throw new AppError('NOT_FOUND', messages.common.notFound);
  const payment = await findPaymentByOrder(deps.db, deps.provider.name, input.orderId);
  if (!payment || payment.userId !== user.id) throw new AppError('ORDER_NOT_FOUND', messages.payments.orderUnknown);
  const { event, callback } = testCheckout(
    { orderId: payment.providerOrderId, amountPaise: payment.amountPaise },
    input.outcome,
  );
  await applyPaymentEvent(deps, event);
  return callback ? { callback } : { callback: null, description: messages.payments.failed };
}
