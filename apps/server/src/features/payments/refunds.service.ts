import type { PaymentRow } from '../../db/schema/index.js';
import { formatRupees, paiseToRupees } from '@sevak/shared';
import type { Db, DbOrTx } from '../../platform/db.js';
import { queueText } from '../texts/index.js';
import { RefundRefusedError, type PaymentProvider } from './providers.js';
import { findPaymentById, listPendingRefunds, recordRefund, recordRefundProblem } from './payments.repo.js';

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
export type RefundDeps = { db: Db; provider: PaymentProvider; log?: Log };

/**
 * Asks the provider for a payment's pending refund: a duplicate capture (a member who had already
 * paid the fee paid again) in full, a booking's payment by its `refundPaise` (a cancellation or a
 * dispute's decision; docs/decisions/036). Runs after the transaction that asked for it has committed, and is safe to call any number of times,
 * from any instance, or again after a crash: a refund already processed is left alone, and the
 * provider de-duplicates by the payment's own id (Razorpay's X-Refund-Idempotency), so asking
 * twice answers the same refund and never pays back twice. A refusal is kept on the payment
 * (failed, with the reason) for admins; trouble that may pass (network, provider busy) leaves it
 * pending, to be asked again (`refundPendingRefunds` at start and hourly). A refund held for a
 * Route reversal (docs/decisions/037) waits until the settlement lets it go.
 */
export async function refundPayment(deps: RefundDeps, paymentId: string): Promise<PaymentRow | undefined> {
  const payment = await findPaymentById(deps.db, paymentId);
  if (!payment || payment.refundStatus !== 'pending' || payment.refundHeld || !payment.providerPaymentId)
    return payment;
  const duplicate = payment.status === 'duplicate';
  if (payment.provider !== deps.provider.name) {
    await recordRefundProblem(
      deps.db,
      payment.id,
      'failed',
      `Paid through the ${payment.provider} provider, which is not active: refund it there.`,
    );
    return findPaymentById(deps.db, payment.id);
  }
  try {
    const refund = await deps.provider.refund({
      providerPaymentId: payment.providerPaymentId,
      amountPaise: duplicate ? payment.amountPaise : (payment.refundPaise ?? payment.amountPaise),
      // The same body on every try: Razorpay refuses a retry whose body differs from the first.
      receipt: `${payment.receipt}-REFUND`,
      notes: { reason: duplicate ? 'Duplicate registration fee' : 'Booking refund', receipt: payment.receipt },
      idempotencyKey: payment.providerPaymentId,
    });
    await deps.db.transaction(async (tx) => {
      await recordRefund(tx, payment.id, refund);
      if (refund.status === 'processed') await tellRefunded(tx, payment);
    });
    deps.log?.info(
      { paymentId: payment.id, refundId: refund.refundId, status: refund.status },
      'payments: refund asked for',
    );
  } catch (err) {
    const refused =
      err instanceof RefundRefusedError
        ? err
        : new RefundRefusedError(err instanceof Error ? err.message : String(err), true);
    await recordRefundProblem(deps.db, payment.id, refused.retryable ? 'pending' : 'failed', refused.message);
    deps.log?.warn(
      { paymentId: payment.id, reason: refused.message, retryable: refused.retryable },
      'payments: refund did not go through',
    );
  }
  return findPaymentById(deps.db, payment.id);
}

/**
 * Asks again for every refund still pending (a crash between the capture and its refund, a
 * provider that was down). Called once at start; one at a time, so a slow provider is not flooded.
 */
export async function refundPendingRefunds(deps: RefundDeps): Promise<number> {
  const pending = await listPendingRefunds(deps.db, deps.provider.name);
  for (const { id } of pending) await refundPayment(deps, id);
  return pending.length;
}

/** The member is told by SMS or WhatsApp that their money is on its way back (once per payment). */
export async function tellRefunded(tx: DbOrTx, payment: PaymentRow) {
  if (!payment.userId) return;
  const paise = payment.status === 'duplicate' ? payment.amountPaise : (payment.refundPaise ?? payment.amountPaise);
  await queueText(tx, {
    userId: payment.userId,
    template: 'paymentRefunded',
    vars: { amount: formatRupees(paiseToRupees(paise)), receipt: payment.receipt },
    dedupeKey: `refund:${payment.id}`,
  });
}
