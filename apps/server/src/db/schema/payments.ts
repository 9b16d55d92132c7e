import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PaymentStatus, RefundStatus } from '@sevak/shared';
import { users } from './users.js';
import { workRequests } from './work-requests.js';

export { PAYMENT_STATUSES, REFUND_STATUSES, type PaymentStatus, type RefundStatus } from '@sevak/shared';

/**
 * One row per provider order (docs/contract.md §7 payment: created → captured | failed). Amounts are
 * integer paise. Kept when a member is deleted (financial record, docs/contract.md §9). A capture for a
 * member whose fee is already captured is a `duplicate` of that payment: its money trail stays
 * here (provider payment id, capture time) with its refund's progress.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'registration' (the fee) or 'booking' (a job paid through Sevak, held in escrow). */
    purpose: text('purpose').$type<'registration' | 'booking'>().notNull().default('registration'),
    /** The booking a 'booking' payment pays. */
    workRequestId: uuid('work_request_id').references(() => workRequests.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    receipt: text('receipt').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    failureReason: text('failure_reason'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    /** A duplicate: the member's captured payment it repeats. */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => payments.id),
    /**
     * A refund: pending → processed | failed (null when none is asked). A duplicate is refunded in
     * full; a booking's payment by `refundPaise` (a cancellation or a dispute's decision).
     */
    refundPaise: integer('refund_paise'),
    refundStatus: text('refund_status').$type<RefundStatus>(),
    refundId: text('refund_id'),
    /** Why the provider refused the refund (admins see it). */
    refundFailure: text('refund_failure'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /**
     * A pending refund that waits for the provider's share to come back from their Route linked
     * account (docs/decisions/037): not asked for until the settlement lifts this.
     */
    refundHeld: boolean('refund_held').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_receipt_key').on(t.receipt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_captured_idx').on(t.status, t.capturedAt),
    // One open registration order per member and provider: parallel "Pay" clicks share it.
    uniqueIndex('payments_one_open_registration_key')
      .on(t.userId, t.provider)
      .where(sql`${t.purpose} = 'registration' and ${t.status} = 'created'`),
    // One open order per booking, and one capture: a second capture is a refunded duplicate.
    uniqueIndex('payments_one_open_booking_key')
      .on(t.workRequestId, t.provider)
      .where(sql`${t.purpose} = 'booking' and ${t.status} = 'created'`),
    uniqueIndex('payments_one_captured_booking_key')
      .on(t.workRequestId)
      .where(sql`${t.purpose} = 'booking' and ${t.status} = 'captured'`),
    // The fee is captured once per member; every further capture is a refunded duplicate.
    uniqueIndex('payments_one_captured_registration_key')
      .on(t.userId)
      .where(sql`${t.purpose} = 'registration' and ${t.status} = 'captured'`),
  ],
);

/** Webhook events already handled, by the provider's event id: each is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
