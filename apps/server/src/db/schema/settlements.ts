import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RouteTransferStatus } from '@sevak/shared';
import { payments } from './payments.js';
import { users } from './users.js';
import { ekycSubmissions } from './withdrawals.js';
import { workRequests } from './work-requests.js';

/**
 * A provider's Razorpay Route linked account (docs/decisions/037), made from their verified
 * e-KYC: its bank account is where Route settles. One per provider; a newer verified e-KYC makes
 * a new one (`ekycId` says which it was made from). `pending` until Razorpay answers, `failed`
 * with Razorpay's reason when it refuses (admins see it; a new e-KYC tries again).
 */
export const routeAccounts = pgTable(
  'route_accounts',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ekycId: uuid('ekyc_id')
      .notNull()
      .references(() => ekycSubmissions.id, { onDelete: 'cascade' }),
    /** Razorpay's id, acc_…; null until created. */
    accountId: text('account_id'),
    status: text('status').$type<'pending' | 'active' | 'failed'>().notNull().default('pending'),
    failure: text('failure'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('route_accounts_status', sql`${t.status} in ('pending', 'active', 'failed')`)],
);

export type RouteAccountRow = typeof routeAccounts.$inferSelect;

/**
 * A booking's money carried by Route (docs/decisions/037): after the capture, the provider's
 * share (`amountPaise`, the booking less commission) is transferred to their linked account on
 * hold (`to_transfer` → `held`). When the booking's money is decided, `keepPaise` says what the
 * provider keeps (`to_settle`); the rest of the transfer is reversed, the hold on what remains is
 * lifted (`settled`), and only then is a refund to the seeker asked for. A refusal by Razorpay
 * stops the row at `failed` with the reason, for admins.
 */
export const bookingTransfers = pgTable(
  'booking_transfers',
  {
    workRequestId: uuid('work_request_id')
      .primaryKey()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    accountId: text('account_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** Set before Razorpay is first asked for the transfer: without it, nothing can have been sent. */
    transferAskedAt: timestamp('transfer_asked_at', { withTimezone: true }),
    transferId: text('transfer_id'),
    keepPaise: integer('keep_paise'),
    reversalId: text('reversal_id'),
    status: text('status').$type<TransferStatus>().notNull().default('to_transfer'),
    failure: text('failure'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before: a worker that takes the row leases it by moving this on; a passing failure backs off. */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_transfers_status', sql`${t.status} in ('to_transfer', 'held', 'to_settle', 'settled', 'failed')`),
    check('booking_transfers_keep', sql`${t.keepPaise} is null or ${t.keepPaise} between 0 and ${t.amountPaise}`),
    index('booking_transfers_due')
      .on(t.nextTryAt)
      .where(sql`${t.status} in ('to_transfer', 'to_settle')`),
  ],
);

export type TransferStatus = RouteTransferStatus;
export type BookingTransferRow = typeof bookingTransfers.$inferSelect;
