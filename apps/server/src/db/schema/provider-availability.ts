import { boolean, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

type Range = { from: string; to: string };

/**
 * A provider's working hours (docs/contract.md §5c), one row per provider who has set them: the
 * weekly plan and the changed days as JSON (read whole, written whole), and the switches.
 */
export const providerAvailability = pgTable('provider_availability', {
  providerId: uuid('provider_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weekly: jsonb('weekly').$type<(Range & { day: number })[]>().notNull().default([]),
  exceptions: jsonb('exceptions').$type<{ date: string; from?: string; to?: string }[]>().notNull().default([]),
  online: boolean('online').notNull().default(true),
  instantBooking: boolean('instant_booking').notNull().default(false),
  serviceRadiusKm: integer('service_radius_km').notNull().default(10),
  bufferMinutes: integer('buffer_minutes').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ProviderAvailabilityRow = typeof providerAvailability.$inferSelect;
