import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageSender } from '@sevak/shared';
import { users } from './users.js';
import { workRequests } from './work-requests.js';

/**
 * The messages of a request's conversation (docs/decisions/038): kept as written; masking of
 * contacts happens when read. `clientId` is the sender's device's id for it, unique per sender,
 * so a message sent again after a lost answer (or from the offline outbox) is kept once.
 * `readAt`: when the other party read it. A photo's files are written before its row, so the
 * orphan sweeper (features/documents) never takes one whose row may still come.
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
    /** A photo sent with it (re-encoded, encrypted in storage like every file): image and 320 px thumbnail. */
    photoKey: text('photo_key'),
    photoThumbKey: text('photo_thumb_key'),
    photoWidth: integer('photo_width'),
    photoHeight: integer('photo_height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    check('messages_sender_role', sql`${t.senderRole} in ('seeker', 'provider', 'admin')`),
    check('messages_words_or_photo', sql`${t.text} <> '' or ${t.photoKey} is not null`),
    check(
      'messages_photo_whole',
      sql`(${t.photoKey} is null) = (${t.photoThumbKey} is null) and (${t.photoKey} is null) = (${t.photoWidth} is null)`,
    ),
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.workRequestId, t.createdAt, t.id),
    // The orphan sweeper asks which stored keys a row still references.
    uniqueIndex('messages_photo_key').on(t.photoKey),
    uniqueIndex('messages_photo_thumb_key').on(t.photoThumbKey),
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
