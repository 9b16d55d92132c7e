import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address, CancellationTerms, WorkStatus } from '@sevak/shared';
import { providerServices } from './provider-services.js';
import { users } from './users.js';

export type WorkRequestStatus = WorkStatus;

/** How a booking was cancelled (docs/contract.md §5c), the amounts in paise. */
export type CancellationRecord = CancellationTerms & { by: 'seeker' | 'provider' | 'system'; reason: string };

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
    // A booking's (docs/contract.md §5c, docs/decisions/036); null for a free request.
    serviceId: uuid('service_id').references(() => providerServices.id, { onDelete: 'set null' }),
    serviceTitle: text('service_title'),
    priceType: text('price_type').$type<'fixed' | 'hourly' | 'quote'>(),
    slotStart: timestamp('slot_start', { withTimezone: true }),
    slotEnd: timestamp('slot_end', { withTimezone: true }),
    amountPaise: integer('amount_paise'),
    quoteNote: text('quote_note'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    startCode: text('start_code'),
    startTries: integer('start_tries').notNull().default(0),
    startLockedUntil: timestamp('start_locked_until', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** When the provider said they are on the way (the seeker is told once). */
    onTheWayAt: timestamp('on_the_way_at', { withTimezone: true }),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    cancellation: jsonb('cancellation').$type<CancellationRecord>(),
    refundPaise: integer('refund_paise'),
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    resolution: text('resolution'),
    /** A new time proposed and held (docs/contract.md §5c reschedule). */
    rescheduleStart: timestamp('reschedule_start', { withTimezone: true }),
    rescheduleEnd: timestamp('reschedule_end', { withTimezone: true }),
    rescheduleBy: text('reschedule_by').$type<'seeker' | 'provider'>(),
  },
  (t) => [
    index('work_requests_provider_idx').on(t.providerId, t.createdAt),
    index('work_requests_seeker_idx').on(t.seekerId, t.createdAt),
    // One unanswered request per seeker and provider: no flooding a provider with repeats.
    uniqueIndex('work_requests_waiting_key')
      .on(t.seekerId, t.providerId)
      .where(sql`${t.status} = 'sent'`),
    // Jobs to release, holds to expire (the job queue's sweeps).
    index('work_requests_release_idx')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'completed' and ${t.releaseAt} is not null`),
    // Confirmed jobs by their time (the reminders' sweep).
    index('work_requests_confirmed_slot_idx')
      .on(t.slotStart)
      .where(sql`${t.status} = 'confirmed'`),
    index('work_requests_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} in ('pending_payment', 'quoted')`),
    check('work_requests_amount_positive', sql`${t.amountPaise} is null or ${t.amountPaise} > 0`),
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
    /** The provider's one reply (docs/contract.md §5c). */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_request_key').on(t.requestId),
    index('reviews_provider_idx').on(t.providerId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The times bookings keep from each other (docs/decisions/036): a booking's slot, and a new time
 * proposed for it, each from its start to its end plus the provider's buffer. The migration adds
 * what drizzle-kit cannot write: an exclusion constraint (btree_gist) that refuses two rows of one
 * provider whose times overlap unless they are the same booking's — so of 20 seekers booking one
 * time at once, one gets it, whatever the timing.
 */
export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workRequestId: uuid('work_request_id')
      .notNull()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    /** 'slot': the booking's time; 'reschedule': a new time proposed, held until answered. */
    kind: text('kind').$type<'slot' | 'reschedule'>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The job's end. */
    jobEndsAt: timestamp('job_ends_at', { withTimezone: true }).notNull(),
    /** The job's end plus the provider's buffer when it was held: what the exclusion constraint compares. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('booking_holds_request_kind_key').on(t.workRequestId, t.kind),
    check('booking_holds_range', sql`${t.jobEndsAt} > ${t.startsAt} and ${t.endsAt} >= ${t.jobEndsAt}`),
    index('booking_holds_provider_idx').on(t.providerId, t.startsAt),
  ],
);

/**
 * What a provider owes for late cancellations and no-shows (docs/contract.md §5c): the seeker's
 * compensation is paid at once from `provider_penalties`, and taken back from the provider's next
 * earnings, never below zero.
 */
export const providerDues = pgTable(
  'provider_dues',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    owedPaise: bigint('owed_paise', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('provider_dues_not_negative', sql`${t.owedPaise} >= 0`)],
);
