import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every email the product sends. With MAIL_PROVIDER=local this is where it stays, body and all:
 * the development mailbox (docs/contract.md §2; the embedded default without SMTP_URL, or chosen by name).
 * With SMTP only the delivery record is kept (to, subject, sent or the error) — never a body,
 * which may hold a code.
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
