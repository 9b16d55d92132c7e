import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The name in Hindi, shown to members reading in Hindi and found by search; null for
     * a category without one (an admin's new category), which shows its English name.
     */
    hindiName: text('hindi_name'),
    /**
     * Tax invoices (docs/decisions/041): the SAC code of the category's services, their GST rate,
     * and whether Sevak pays the GST itself for unregistered providers (CGST Act s.9(5), e.g.
     * house-keeping). Admins set them; the defaults are "other services" (9997) at 18%.
     */
    sacCode: text('sac_code').notNull().default('9997'),
    gstRatePercent: integer('gst_rate_percent').notNull().default(18),
    operatorPaysTax: boolean('operator_pays_tax').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_name_lower_key').on(sql`lower(${t.name})`)],
);
