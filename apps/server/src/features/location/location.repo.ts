import { asc, eq, sql } from 'drizzle-orm';
import { pincodePoints, postOffices } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import type { PincodeCentroid } from './post-office-file.js';

export type PostOfficeRow = { pincode: string; name: string; district: string; state: string };

/** The post offices of one pincode, by name (byte order: the same on PGlite and PostgreSQL). */
export async function findPostOfficesByPincode(db: DbOrTx, pincode: string) {
  return db
    .select({ name: postOffices.name, district: postOffices.district, state: postOffices.state })
    .from(postOffices)
    .where(eq(postOffices.pincode, pincode))
    .orderBy(asc(sql`lower(${postOffices.name}) collate "C"`), asc(sql`${postOffices.name} collate "C"`));
}

export async function hasPostOffices(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(postOffices)
    .limit(1);
  return rows.length > 0;
}

export async function countPostOffices(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(postOffices);
  return row?.n ?? 0;
}

/**
 * Serializes loaders (two instances starting at once, or `npm run db:migrate` beside a server)
 * until the transaction ends. The key is an arbitrary constant of ours.
 */
export async function lockPostOfficesForLoad(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(7264101)`);
}

/** One multi-row insert: four array parameters, however many rows (no 65,535-parameter limit). */
export async function insertPostOffices(tx: DbOrTx, rows: readonly PostOfficeRow[]) {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${postOffices} (pincode, name, district, state)
    select * from unnest(
      ${sql.param(rows.map((r) => r.pincode))}::text[], ${sql.param(rows.map((r) => r.name))}::text[],
      ${sql.param(rows.map((r) => r.district))}::text[], ${sql.param(rows.map((r) => r.state))}::text[]
    )`);
}

/** Planner statistics right after the bulk load (PGlite has no autovacuum to gather them). */
export async function analyzePostOffices(tx: DbOrTx) {
  await tx.execute(sql`analyze ${postOffices}`);
}

export async function hasPincodePoints(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(pincodePoints)
    .limit(1);
  return rows.length > 0;
}

/**
 * A point for every pincode of the directory, in one statement: the package's centroid, or the
 * average of the centroids of its district's other pincodes (`estimated`); a pincode whose
 * district has none stays without a point (docs/pincode-coverage.md).
 */
export async function insertPincodePoints(tx: DbOrTx, centroids: readonly PincodeCentroid[]) {
  await tx.execute(sql`
    with known as (
      select * from unnest(
        ${sql.param(centroids.map((c) => c.pincode))}::text[],
        ${sql.param(centroids.map((c) => c.lat))}::float8[],
        ${sql.param(centroids.map((c) => c.lng))}::float8[]
      ) as k(pincode, lat, lng)
    ),
    directory as (
      select distinct on (pincode) pincode, lower(district) as district from ${postOffices} order by pincode, id
    ),
    placed as (
      select d.pincode, d.district, k.lat, k.lng from directory d left join known k on k.pincode = d.pincode
    ),
    districts as (
      select district, avg(lat) as lat, avg(lng) as lng from placed where lat is not null group by district
    )
    insert into ${pincodePoints} (pincode, lat, lng, estimated)
    select p.pincode, coalesce(p.lat, d.lat), coalesce(p.lng, d.lng), p.lat is null
    from placed p left join districts d on d.district = p.district
    where coalesce(p.lat, d.lat) is not null`);
  await tx.execute(sql`analyze ${pincodePoints}`);
}

/** A pincode's point; undefined when we have none. */
export async function findPincodePoint(db: DbOrTx, pincode: string) {
  const [row] = await db
    .select({ lat: pincodePoints.lat, lng: pincodePoints.lng })
    .from(pincodePoints)
    .where(eq(pincodePoints.pincode, pincode));
  return row;
}

/** The pincode nearest to a point (GiST nearest-neighbour on pincode_points_earth_idx) and its district. */
export async function findNearestPincode(db: DbOrTx, lat: number, lng: number) {
  const [row] = await db
    .select({ pincode: pincodePoints.pincode })
    .from(pincodePoints)
    .orderBy(sql`ll_to_earth(${pincodePoints.lat}, ${pincodePoints.lng}) <-> ll_to_earth(${lat}, ${lng})`)
    .limit(1);
  return row?.pincode;
}
