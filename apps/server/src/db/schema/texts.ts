import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Language } from '@sevak/shared';
import { users } from './users.js';

/**
 * Every SMS and WhatsApp message the product sends (docs/decisions/039): queued in the
 * transaction of what it tells, sent by the job queue, once per `dedupeKey` (a booking's reminder
 * is one row whatever the number of workers). `notBefore` keeps quiet hours (21:00–09:00 in India)
 * for everything but codes; it is also a worker's lease while it sends.
 */
export const texts = pgTable(
  'texts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Chosen when it is sent: WhatsApp where it is set up for the template, else SMS; codes by SMS first. */
    channel: text('channel').$type<'sms' | 'whatsapp'>(),
    template: text('template').notNull(),
    toPhone: text('to_phone').notNull(),
    language: text('language').$type<Language>().notNull(),
    vars: jsonb('vars').$type<Record<string, string>>().notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status').$type<TextStatus>().notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    check('texts_status', sql`${t.status} in ('queued', 'sent', 'delivered', 'failed', 'skipped')`),
    check('texts_channel', sql`${t.channel} is null or ${t.channel} in ('sms', 'whatsapp')`),
    uniqueIndex('texts_dedupe_key').on(t.dedupeKey),
    index('texts_due')
      .on(t.notBefore)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('texts_provider_message_key').on(t.channel, t.providerMessageId),
  ],
);

export type TextStatus = 'queued' | 'sent' | 'delivered' | 'failed' | 'skipped';
export type TextRow = typeof texts.$inferSelect;

/**
 * Delivery reports from the SMS gateway and WhatsApp (docs/decisions/039), each kept once: the
 * providers send the same report again (retries, several webhooks), and a repeat changes nothing.
 * `textId` is the text it tells about, when that text is ours.
 */
export const textReports = pgTable(
  'text_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').$type<'sms' | 'whatsapp'>().notNull(),
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status').$type<'delivered' | 'failed'>().notNull(),
    textId: uuid('text_id').references(() => texts.id, { onDelete: 'set null' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    error: text('error'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('text_reports_status', sql`${t.status} in ('delivered', 'failed')`),
    check('text_reports_channel', sql`${t.channel} in ('sms', 'whatsapp')`),
    uniqueIndex('text_reports_once').on(t.channel, t.providerMessageId, t.status),
  ],
);
