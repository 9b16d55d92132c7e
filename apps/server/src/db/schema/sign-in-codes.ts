import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * One-time sign-in codes sent to a member's phone (docs/decisions/040): kept only as an HMAC,
 * 5 minutes, 5 tries (each spent before it is compared), single use; a new code replaces the old
 * one of its purpose: signing in, or verifying the phone (a signed-in member proving it is theirs).
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'sign_in' | 'verify_phone'>().notNull().default('sign_in'),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_codes_user_idx').on(t.userId, t.createdAt),
    check('sign_in_codes_purpose', sql`${t.purpose} in ('sign_in', 'verify_phone')`),
  ],
);
