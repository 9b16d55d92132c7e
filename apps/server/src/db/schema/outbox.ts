import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every email the product sends; without SMTP_URL this is where it stays (DESIGN §2). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);
