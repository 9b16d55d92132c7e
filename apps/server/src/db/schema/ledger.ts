import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A member's wallet, or one of the platform's own accounts (referral expense, adjustments...). */
export type LedgerAccountKind = 'wallet' | 'platform';
/** TigerBeetle's transfer phases: a single posted move, or a pending hold later posted or voided. */
export type TransferPhase = 'single' | 'pending' | 'post' | 'void';

const paise = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/**
 * Ledger accounts (docs/decisions/013): totals in integer paise, kept in step with the entries by
 * the one function that moves money (features/ledger). A wallet is money the platform owes its
 * member: credits raise it. balance = credits_posted − debits_posted; held = debits_pending;
 * available = balance − held, which the database refuses to take below 0.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The member of a wallet (one wallet each); null for a platform account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A platform account's name, e.g. 'referral_expense'; null for a wallet. */
    code: text('code'),
    debitsPosted: paise('debits_posted'),
    creditsPosted: paise('credits_posted'),
    debitsPending: paise('debits_pending'),
    creditsPending: paise('credits_pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_unique').on(t.userId),
    uniqueIndex('ledger_accounts_code_unique').on(t.code),
    check(
      'ledger_accounts_totals_not_negative',
      sql`${t.debitsPosted} >= 0 and ${t.creditsPosted} >= 0 and ${t.debitsPending} >= 0 and ${t.creditsPending} >= 0`,
    ),
    // The last line of defence: a wallet's available balance never goes below 0.
    check(
      'ledger_accounts_wallet_available',
      sql`${t.kind} <> 'wallet' or ${t.creditsPosted} - ${t.debitsPosted} - ${t.debitsPending} >= 0`,
    ),
  ],
);

/**
 * Append-only (a trigger refuses UPDATE and DELETE): one row per money movement. The same
 * idempotency key with the same request (request_hash) answers the first result again.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    phase: text('phase').$type<TransferPhase>().notNull(),
    /** The pending transfer a post or void resolves (at most once: unique). */
    pendingId: uuid('pending_id').references((): AnyPgColumn => ledgerTransfers.id),
    /** What it is for the member, e.g. 'referral_reward', 'adjustment', 'withdrawal'. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_key_unique').on(t.idempotencyKey),
    uniqueIndex('ledger_transfers_pending_resolved_once').on(t.pendingId),
    check('ledger_transfers_amount_positive', sql`${t.amountPaise} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      'ledger_transfers_pending_id_with_resolution',
      sql`(${t.phase} in ('post', 'void')) = (${t.pendingId} is not null)`,
    ),
  ],
);

/**
 * Append-only: a transfer's two sides, signed from the account's own view (a wallet credit is +),
 * with the account's posted balance after it, for statements.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order entries were written in, from a sequence: entries of one account are written while
     * it is locked, so on an account this is the order of the balances after, whatever the clock
     * does (statements read in this order).
     */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed paise: + for a credit, − for a debit. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The account's posted balance (credits − debits) after this entry. */
    balanceAfterPaise: bigint('balance_after_paise', { mode: 'number' }).notNull(),
    /** Posted entries move the balance; pending and void ones only the held amounts. */
    phase: text('phase').$type<TransferPhase>().notNull(),
    /**
     * The clock when the entry is written, not the transaction's start (now()): entries are
     * written while their account is locked, so on one account this order is the order of the
     * balances after (a transaction that started earlier but waited for the lock comes later).
     */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('ledger_entries_account_created').on(t.accountId, t.createdAt, t.id),
    index('ledger_entries_account_seq').on(t.accountId, t.seq),
  ],
);
