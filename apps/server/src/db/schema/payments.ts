import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const PAYMENT_STATUSES = ['created', 'captured', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One row per provider order (DESIGN §7 payment: created → captured | failed). Amounts are
 * integer paise. Kept when a member is deleted (financial record, DESIGN §9).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull().default('registration'),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    receipt: text('receipt').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    failureReason: text('failure_reason'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    uniqueIndex('payments_receipt_key').on(t.receipt),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_captured_idx').on(t.status, t.capturedAt),
  ],
);

/** Webhook events already handled, by the provider's event id: each is applied once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentRow = typeof payments.$inferSelect;
