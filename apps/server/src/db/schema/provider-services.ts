import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A provider's rate card (docs/contract.md §5c): one row per service they list, in one of their
 * business categories. The price is paise; null for a service on quote.
 */
export const providerServices = pgTable(
  'provider_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priceType: text('price_type', { enum: ['fixed', 'hourly', 'quote'] }).notNull(),
    pricePaise: bigint('price_paise', { mode: 'number' }),
    durationMinutes: integer('duration_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_services_provider_idx').on(t.providerId, t.createdAt),
    check('provider_services_price_type', sql`${t.priceType} in ('fixed', 'hourly', 'quote')`),
    check(
      'provider_services_price',
      sql`(${t.priceType} = 'quote' and ${t.pricePaise} is null) or (${t.priceType} <> 'quote' and ${t.pricePaise} > 0)`,
    ),
    check('provider_services_duration', sql`${t.durationMinutes} between 30 and 480 and ${t.durationMinutes} % 30 = 0`),
  ],
);

export type ProviderServiceRow = typeof providerServices.$inferSelect;
export type NewProviderServiceRow = typeof providerServices.$inferInsert;
