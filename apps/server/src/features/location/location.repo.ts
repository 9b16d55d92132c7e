import { asc, eq, sql } from 'drizzle-orm';
import { postOffices } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

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
