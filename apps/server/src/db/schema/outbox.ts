import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the product sends. Without SMTP_URL this is where it stays, body and all: the
 * embedded default's development mailbox (DESIGN §2). With SMTP_URL only the delivery record is
 * kept (to, subject, sent or the error) — never a body, which may hold a code.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
