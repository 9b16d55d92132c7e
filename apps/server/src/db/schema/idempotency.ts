import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The answers of keyed writes (an Idempotency-Key header; platform/idempotency.ts, docs/decisions/026).
 * A row is claimed by the write's own transaction before it does anything and holds the answer
 * when that transaction commits, so a copy of the request waits on the claim and then replays
 * the answer. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: keys are the sender's own, so two members' keys never meet. */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The operation, e.g. 'withdrawal.request'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** sha256 of the request (body and path parameters): the same key with another request is a 409. */
    requestHash: text('request_hash').notNull(),
    /** The first answer; null only inside the claiming transaction. */
    statusCode: integer('status_code'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.scope, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
