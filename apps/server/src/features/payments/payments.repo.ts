import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { messages } from '@sevak/shared';
import { paymentEvents, payments, users, type PaymentRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { notify } from '../notifications/notifications.service.js';

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function findPaymentByOrder(db: DbOrTx, provider: string, orderId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, orderId)))
    .limit(1);
  return row;
}

export async function listPaymentsOfUser(db: DbOrTx, userId: string) {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
}

/**
 * Captures a payment once: a captured payment is final, so a repeated or late event changes
 * nothing. The member's `paymentVerified` is set in the same transaction.
 */
export async function capturePayment(tx: DbOrTx, paymentId: string, providerPaymentId: string, at: Date) {
  const [row] = await tx
    .update(payments)
    .set({ status: 'captured', providerPaymentId, capturedAt: at, failureReason: null, updatedAt: at })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'captured')))
    .returning();
  if (row?.userId) {
    await tx.update(users).set({ paymentVerified: true, updatedAt: at }).where(eq(users.id, row.userId));
    await notify(tx, row.userId, { title: 'Registration fee paid', body: messages.payments.captured, link: '/profile' });
  }
  return row;
}

/** Marks a payment failed unless it is already captured (a final state is never left). */
export async function failPayment(tx: DbOrTx, paymentId: string, providerPaymentId: string | null, reason: string) {
  await tx
    .update(payments)
    .set({ status: 'failed', providerPaymentId, failureReason: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), ne(payments.status, 'captured')));
}

/** Records a webhook event id; false when it was handled before. */
export async function recordPaymentEvent(tx: DbOrTx, eventId: string, event: string): Promise<boolean> {
  const rows = await tx.insert(paymentEvents).values({ eventId, event }).onConflictDoNothing().returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

export async function hasCapturedRegistration(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.purpose, 'registration'), eq(payments.status, 'captured')));
  return (row?.n ?? 0) > 0;
}
