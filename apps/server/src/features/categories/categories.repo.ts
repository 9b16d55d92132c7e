import { asc, sql } from 'drizzle-orm';
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
