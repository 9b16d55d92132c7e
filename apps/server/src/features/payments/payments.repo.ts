import { and, asc, desc, eq, gte, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { RefundStatus } from '@sevak/shared';
import { paymentEvents, payments, users, type PaymentRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** Captured and duplicate are final: no later event moves a payment out of them (docs/contract.md §9). */
const notFinal = notInArray(payments.status, ['captured', 'duplicate']);

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/**
 * Records a new open order unless its member (the fee) or its booking already has one with this
 * provider (the partial unique indexes `payments_one_open_registration_key` and
 * `payments_one_open_booking_key` decide): undefined when another request got there first.
 */
export async function insertOpenOrder(
  db: DbOrTx,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .insert(payments)
    .values({ purpose: 'registration', ...values, status: 'created' })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Closes an open order that can no longer be offered (the fee changed); a late payment of it still captures. */
export async function closeOpenOrder(db: DbOrTx, paymentId: string, reason: string) {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'created')));
}

export async function findPaymentByOrder(db: DbOrTx, provider: string, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, orderId)))
    .limit(1);
  return row;
}

export async function findPaymentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

export async function listPaymentsOfUser(db: DbOrTx, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
}

/** Whose payment it is and what for (a capture decides by these). */
export async function findPaymentPurpose(tx: DbOrTx, paymentId: string) {
  const [row] = await tx
    .select({ userId: payments.userId, purpose: payments.purpose, workRequestId: payments.workRequestId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row;
}

/** What a payment pays: a member's registration fee, or a booking. */
export type PaymentFor = { purpose: 'registration'; userId: string } | { purpose: 'booking'; workRequestId: string };

const paying = (what: PaymentFor) =>
  and(
    eq(payments.purpose, what.purpose),
    what.purpose === 'registration' ? eq(payments.userId, what.userId) : eq(payments.workRequestId, what.workRequestId),
  );

/** The open order for this thing with this provider, if any. */
export async function findOpenOrder(db: DbOrTx, what: PaymentFor, provider: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(paying(what), eq(payments.provider, provider), eq(payments.status, 'created')))
    .limit(1);
  return row;
}

/** Another captured payment of this thing than this payment: the id of the first, if any. */
export async function findOtherCaptured(tx: DbOrTx, what: PaymentFor, paymentId: string): Promise<string | undefined> {
  const [captured] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(paying(what), eq(payments.status, 'captured'), ne(payments.id, paymentId)))
    .limit(1);
  return captured?.id;
}

/** The booking's payments, captured first, newest first. */
export async function findBookingPayment(db: DbOrTx, workRequestId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.workRequestId, workRequestId), eq(payments.purpose, 'booking')))
    .orderBy(sql`${payments.status} = 'captured' desc`, desc(payments.createdAt))
    .limit(1);
  return row;
}

/** What a capture records: the provider's payment id and when. */
export type CaptureFields = { providerPaymentId: string; capturedAt: Date; failureReason: null; updatedAt: Date };

/** Captures a payment unless it is final already; undefined when it was. */
export async function markCaptured(tx: DbOrTx, paymentId: string, money: CaptureFields) {
  const [row] = await tx
    .update(payments)
    .set({ ...money, status: 'captured' })
    .where(and(eq(payments.id, paymentId), notFinal))
    .returning();
  return row;
}

/** Records a capture as a duplicate of `firstCapture`, its refund pending, unless it is final already; undefined when it was. */
export async function markDuplicate(tx: DbOrTx, paymentId: string, money: CaptureFields, firstCapture: string) {
  const [row] = await tx
    .update(payments)
    .set({ ...money, status: 'duplicate', duplicateOf: firstCapture, refundStatus: 'pending' })
    .where(and(eq(payments.id, paymentId), notFinal))
    .returning();
  return row;
}

/** Marks a payment failed unless it is captured or a duplicate (a final state is never left). */
export async function failPayment(tx: DbOrTx, paymentId: string, providerPaymentId: string | null, reason: string) {
  await tx
    .update(payments)
    .set({ status: 'failed', providerPaymentId, failureReason: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), notFinal));
}

/** Asks for a booking payment's refund of `amountPaise` (once: a payment already refunding keeps its amount). */
export async function askRefund(
  tx: DbOrTx,
  paymentId: string,
  amountPaise: number,
  { held = false }: { held?: boolean } = {},
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ refundPaise: amountPaise, refundStatus: 'pending', refundHeld: held, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'captured'), sql`${payments.refundStatus} is null`))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Lets a held refund be asked for (its Route transfer was reversed): true when it was held. */
export async function releaseHeldRefund(db: DbOrTx, paymentId: string): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ refundHeld: false, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.refundHeld, true)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Records a webhook event id; false when it was handled before. */
export async function recordPaymentEvent(tx: DbOrTx, eventId: string, event: string): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId, event })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

export async function hasCapturedRegistration(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'registration'), eq(payments.status, 'captured')));
  return (row?.n ?? 0) > 0;
}

/** A refund asked for and not done: a done one is never undone by a late or repeated answer. */
const refundOpen = and(sql`${payments.refundStatus} is not null`, sql`${payments.refundStatus} <> 'processed'`);

/** The columns a provider's word on a refund sets (its answer to the request, or its webhook). */
function refundAnswer(refund: { refundId: string; status: RefundStatus }) {
  const now = new Date();
  return {
    refundId: refund.refundId,
    refundStatus: refund.status,
    refundFailure: refund.status === 'failed' ? 'The provider reported the refund as failed.' : null,
    refundedAt: refund.status === 'processed' ? now : null,
    updatedAt: now,
  };
}

/** What the provider answered to a refund request. */
export async function recordRefund(db: DbOrTx, paymentId: string, refund: { refundId: string; status: RefundStatus }) {
  await db
    .update(payments)
    .set(refundAnswer(refund))
    .where(and(eq(payments.id, paymentId), refundOpen));
}

/** A refund the provider refused (failed) or could not take yet (stays pending, to be asked again). */
export async function recordRefundProblem(db: DbOrTx, paymentId: string, status: 'pending' | 'failed', reason: string) {
  await db
    .update(payments)
    .set({ refundStatus: status, refundFailure: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), refundOpen));
}

/** A refund webhook (refund.processed / refund.failed) for one of our duplicates. */
export async function applyRefundEvent(
  tx: DbOrTx,
  provider: string,
  providerPaymentId: string,
  refund: { refundId: string; status: 'processed' | 'failed' },
): Promise<PaymentRow | undefined> {
  const rows = await tx
    .update(payments)
    .set(refundAnswer(refund))
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId), refundOpen))
    .returning();
  return rows[0];
}

/** Refunds still to be asked for or confirmed (duplicates, bookings'), oldest first. */
export async function listPendingRefunds(db: DbOrTx, provider: string) {
  return db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.refundStatus, 'pending'), eq(payments.refundHeld, false), eq(payments.provider, provider)))
    .orderBy(asc(payments.capturedAt));
}

/** Captured registration fees of a period [from, to) with their members (name and phone; null once erased), oldest first. */
export async function findCapturedPaymentsBetween(db: DbOrTx, from: Date, to: Date) {
  return (
    db
      // A deleted member's row keeps a placeholder where the phone was (unique, not null): no phone.
      .select({
        payment: payments,
        name: users.name,
        phone: sql<string | null>`case when ${users.deletedAt} is null then ${users.phone} end`,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.status, 'captured'),
          eq(payments.purpose, 'registration'),
          gte(payments.capturedAt, from),
          lt(payments.capturedAt, to),
        ),
      )
      .orderBy(asc(payments.capturedAt))
  );
}

/** A payment with its member's name, phone and language. */
export async function findPaymentWithMember(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ payment: payments, name: users.name, phone: users.phone, language: users.language })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, id))
    .limit(1);
  return row;
}
