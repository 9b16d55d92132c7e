import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '@sevak/shared';
import { users } from './users.js';

export const WORK_REQUEST_STATUSES = ['sent', 'accepted', 'declined', 'cancelled', 'completed'] as const;
export type WorkRequestStatus = (typeof WORK_REQUEST_STATUSES)[number];

/**
 * A seeker asks a provider for work (docs/contract.md §7 work request): sent → accepted | declined |
 * cancelled; accepted → completed. Each transition notifies the other party.
 */
export const workRequests = pgTable(
  'work_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seekerId: uuid('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    description: text('description').notNull(),
    preferredAt: timestamp('preferred_at', { withTimezone: true }).notNull(),
    address: jsonb('address').$type<Address>().notNull(),
    contactPhone: text('contact_phone').notNull(),
    status: text('status').$type<WorkRequestStatus>().notNull().default('sent'),
    declineReason: text('decline_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // When each step happened, for the timeline both parties see.
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('work_requests_provider_idx').on(t.providerId, t.createdAt),
    index('work_requests_seeker_idx').on(t.seekerId, t.createdAt),
    // One unanswered request per seeker and provider: no flooding a provider with repeats.
    uniqueIndex('work_requests_waiting_key')
      .on(t.seekerId, t.providerId)
      .where(sql`${t.status} = 'sent'`),
  ],
);

/** One review per completed request, 1–5 stars. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_request_key').on(t.requestId),
    index('reviews_provider_idx').on(t.providerId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
