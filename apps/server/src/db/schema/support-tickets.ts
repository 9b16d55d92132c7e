import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TicketKind, TicketStatus } from '@sevak/shared';
import { users } from './users.js';

/**
 * Support tickets (docs/product-spec.md §3; docs/contract.md §7: Pending → Resolved with a message; only Resolved can be
 * deleted; one Pending per member and kind — a partial unique index, so two submissions at once
 * cannot both get in; a data request may wait beside a support ticket).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
  },
  (t) => [
    uniqueIndex('support_tickets_one_pending_key')
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'Pending' and ${t.kind} <> 'dispute'`),
    uniqueIndex('support_tickets_dispute_key').on(t.workRequestId),
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_created_idx').on(t.createdAt, t.id),
    check('support_tickets_kind_check', sql`${t.kind} in ('support', 'data_request', 'dispute')`),
  ],
);
