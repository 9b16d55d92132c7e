import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvestmentStatus, PlanKind } from '@sevak/shared';
import { ledgerTransfers } from './ledger.js';
import { users } from './users.js';

/** Investment plans (docs/contract.md §5b; docs/decisions/016): what an admin can assign. A plan in use is deactivated, never deleted. */
export const investmentPlans = pgTable(
  'investment_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PlanKind>().notNull(),
    investmentAmountPaise: bigint('investment_amount_paise', { mode: 'number' }).notNull(),
    returnAmountPaise: bigint('return_amount_paise', { mode: 'number' }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('investment_plans_amounts_positive', sql`${t.investmentAmountPaise} > 0 and ${t.returnAmountPaise} > 0`),
    check('investment_plans_duration', sql`${t.durationMonths} between 1 and 120`),
    index('investment_plans_kind').on(t.kind, t.investmentAmountPaise),
  ],
);
export type PlanRow = typeof investmentPlans.$inferSelect;

/**
 * A member's investment: the plan's terms copied at assignment (a later edit of the plan changes
 * nothing here). `next_due_on` is the India day the next installment falls due (null once none is
 * left), so a payout run finds what is due with one index.
 */
export const investments = pgTable(
  'investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => investmentPlans.id),
    kind: text('kind').$type<PlanKind>().notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    returnAmountPaise: bigint('return_amount_paise', { mode: 'number' }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    reference: text('reference'),
    status: text('status').$type<InvestmentStatus>().notNull().default('active'),
    paidInstallments: integer('paid_installments').notNull().default(0),
    totalInstallments: integer('total_installments').notNull(),
    nextDueOn: date('next_due_on', { mode: 'string' }),
    reason: text('reason'),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('investments_installments', sql`${t.paidInstallments} between 0 and ${t.totalInstallments}`),
    index('investments_due')
      .on(t.nextDueOn)
      .where(sql`${t.status} = 'active'`),
    index('investments_kind_created').on(t.kind, t.createdAt, t.id),
    index('investments_user').on(t.userId),
    // One investment per bank payment: the same plan for the same member with the same reference twice is a mistake.
    uniqueIndex('investments_user_plan_reference')
      .on(t.userId, t.planId, t.reference)
      .where(sql`${t.reference} is not null`),
  ],
);
export type InvestmentRow = typeof investments.$inferSelect;

/** One row per installment credited: the unique (investment, n) is what makes each one happen once. */
export const investmentInstallments = pgTable(
  'investment_installments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('investment_installments_once').on(t.investmentId, t.n)],
);
