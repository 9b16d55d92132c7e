import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageSender } from '@sevak/shared';
import { users } from './users.js';
import { workRequests } from './work-requests.js';

/**
 * The messages of a request's conversation (docs/decisions/038): kept as written; masking of
 * contacts happens when read. `clientId` is the sender's device's id for it, unique per sender,
 * so a message sent again after a lost answer (or from the offline outbox) is kept once.
 * `readAt`: when the other party read it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workRequestId: uuid('work_request_id')
      .notNull()
      .references(() => workRequests.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role').$type<MessageSender>().notNull(),
    clientId: text('client_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('messages_sender_role', sql`${t.senderRole} in ('seeker', 'provider', 'admin')`),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.workRequestId, t.createdAt, t.id),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** A member's report of a message; admins see it with the messages around it. One per member and message. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_reports_once_key').on(t.messageId, t.reporterId),
    index('message_reports_created_idx').on(t.createdAt),
  ],
);
