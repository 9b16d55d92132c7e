import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { EkycStatus, WithdrawalStatus } from '@sevak/shared';
import { ledgerTransfers } from './ledger.js';
import { users } from './users.js';

/**
 * A member's e-KYC submissions (docs/contract.md §5b, §7; docs/decisions/015): bank account and PAN,
 * encrypted at rest with the last 4 kept for display; the images are documents rows pointing here.
 * At most one pending per member (a partial unique index); the latest approved one is the account
 * withdrawals go to.
 */
export const ekycSubmissions = pgTable(
  'ekyc_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountHolderName: text('account_holder_name').notNull(),
    bankAccountEncrypted: text('bank_account_encrypted').notNull(),
    bankAccountLast4: text('bank_account_last4').notNull(),
    ifscCode: text('ifsc_code').notNull(),
    bankName: text('bank_name').notNull(),
    panEncrypted: text('pan_encrypted').notNull(),
    panLast4: text('pan_last4').notNull(),
    status: text('status').$type<EkycStatus>().notNull().default('pending'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ekyc_one_pending_per_user')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('ekyc_user_submitted').on(t.userId, t.submittedAt),
    index('ekyc_pending_submitted')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type EkycRow = typeof ekycSubmissions.$inferSelect;

/**
 * Withdrawals (docs/contract.md §7): requested (the amount held by a pending ledger transfer) → paid (the
 * hold posted) | processing (a payout provider) → paid | failed (released); requested → rejected |
 * cancelled (released); paid → reversed (a new credit). Every state change is one conditional
 * UPDATE, so two admins (or an admin and the member) acting at once change it once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The verified e-KYC (bank account) the money goes to. */
    ekycId: uuid('ekyc_id')
      .notNull()
      .references(() => ekycSubmissions.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('requested'),
    /** The member's Idempotency-Key: the same request sent again is this withdrawal. */
    requestKey: text('request_key'),
    /** The ledger hold of the amount. */
    holdTransferId: uuid('hold_transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    reason: text('reason'),
    utr: text('utr'),
    /** 'manual' (the admin paid and entered the UTR), 'razorpayx' or 'local'. */
    payoutProvider: text('payout_provider'),
    providerPayoutId: text('provider_payout_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amountPaise} > 0`),
    uniqueIndex('withdrawals_user_request_key').on(t.userId, t.requestKey),
    uniqueIndex('withdrawals_provider_payout').on(t.providerPayoutId),
    index('withdrawals_user_created').on(t.userId, t.createdAt, t.id),
    index('withdrawals_status_created').on(t.status, t.createdAt, t.id),
    index('withdrawals_created').on(t.createdAt, t.id),
  ],
);
export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Payout webhook events applied (each once), like payment_events. */
export const payoutEvents = pgTable('payout_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
