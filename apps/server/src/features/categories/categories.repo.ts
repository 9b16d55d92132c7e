import { asc, inArray, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export async function listCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.name));
}

export async function countCategories(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  return row?.n ?? 0;
}

export async function insertCategoryNames(db: DbOrTx, names: readonly string[]) {
  await db
    .insert(categories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
}

/** The stored spelling of each given category name (matched ignoring case); unknown ones are absent. */
export async function findCategoryNames(db: DbOrTx, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const lowered = names.map((n) => n.toLowerCase());
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(inArray(sql`lower(${categories.name})`, lowered));
  return rows.map((r) => r.name);
}
