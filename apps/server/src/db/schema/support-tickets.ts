import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TicketKind, TicketStatus } from '@sevak/shared';
import { users } from './users.js';

/**
 * Support tickets (docs/product-spec.md §3; docs/contract.md §7: Pending → Resolved with a message; only Resolved can be
 * deleted; one Pending per member and kind — a partial unique index, so two submissions at once
 * cannot both get in; a data request may wait beside a support ticket). Each has a number the
 * member quotes and the grievance timers of docs/decisions/042: due times fixed when it is opened,
 * and the moment an admin first acted on it.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'SV-T-000123' to the member: a sequence, so numbers follow the order tickets were opened. */
    number: integer('number').notNull().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'data_request': a request about the member's personal data (DPDP), which admins see apart. */
    kind: text('kind').$type<TicketKind>().notNull().default('support'),
    /** A dispute's booking (kind 'dispute': one ticket per booking). */
    workRequestId: uuid('work_request_id'),
    issue: text('issue').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('Pending'),
    resolutionMessage: text('resolution_message'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rule 4(5): 48 hours after it was opened. */
    acknowledgementDueAt: timestamp('acknowledgement_due_at', { withTimezone: true }).notNull(),
    /** A calendar month after it was opened (India's calendar); a data request's GRIEVANCE_RESPONSE_DAYS. */
    resolutionDueAt: timestamp('resolution_due_at', { withTimezone: true }).notNull(),
    /** Set once, by the first admin action on it (acknowledging or resolving), in that action's UPDATE. */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_tickets_one_pending_key')
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'Pending' and ${t.kind} <> 'dispute'`),
    uniqueIndex('support_tickets_dispute_key').on(t.workRequestId),
    uniqueIndex('support_tickets_number_key').on(t.number),
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_created_idx').on(t.createdAt, t.id),
    check('support_tickets_kind_check', sql`${t.kind} in ('support', 'data_request', 'dispute')`),
  ],
);
