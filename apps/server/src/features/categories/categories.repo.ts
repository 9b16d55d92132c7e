import { arrayOverlaps, asc, eq, inArray, sql } from 'drizzle-orm';
import { categories, users } from '../../db/schema/index.js';
import type { CategoryTax } from '@sevak/shared';
import { rawRows, type DbOrTx } from '../../platform/db.js';

export async function listCategories(db: DbOrTx) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      hindiName: categories.hindiName,
      tax: {
        sacCode: categories.sacCode,
        gstRatePercent: categories.gstRatePercent,
        operatorPaysTax: categories.operatorPaysTax,
      },
    })
    .from(categories)
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.name));
}

export async function countCategories(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  return row?.n ?? 0;
}

export async function insertCategoryNames(
  db: DbOrTx,
  names: readonly { name: string; hindiName: string; sacCode: string; operatorPaysTax: boolean }[],
) {
  await db
    .insert(categories)
    .values([...names])
    .onConflictDoNothing();
}

/**
 * Gives each category of these English names (matched ignoring case) its Hindi name, where it has
 * none; the names of the categories changed.
 */
export async function fillHindiNames(db: DbOrTx, names: readonly { name: string; hindiName: string }[]) {
  if (names.length === 0) return [];
  const given = sql.join(
    names.map(({ name, hindiName }) => sql`(${name}, ${hindiName})`),
    sql`, `,
  );
  const rows = await rawRows<{ name: string }>(
    db,
    sql`
    update ${categories} set hindi_name = given.hindi
    from (values ${given}) as given(name, hindi)
    where lower(${categories.name}) = lower(given.name) and ${categories.hindiName} is null
    returning ${categories.name}`,
  );
  return rows.map((r) => r.name);
}

/** Writes again the search documents of the members offering any of these categories (their Hindi names changed). */
export async function refreshSearchDocuments(db: DbOrTx, names: readonly string[]) {
  if (names.length === 0) return;
  // The trigger writes the document of every row updated (migration 0022).
  await db
    .update(users)
    .set({ searchDocument: null })
    .where(arrayOverlaps(users.businessCategory, [...names]));
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

/** How many live members offer each category name (names nobody offers are absent). */
export async function countProvidersByCategory(db: DbOrTx) {
  return rawRows<{ name: string; providers: number }>(
    db,
    sql`
      select c as name, count(*)::int as providers
      from users, unnest(business_category) as c
      where deleted_at is null
      group by c`,
  );
}

/** How many live members offer this category name. */
export async function countProvidersOf(tx: DbOrTx, name: string): Promise<number> {
  const [usage] = await rawRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${users} where deleted_at is null and ${name} = any(business_category)`,
  );
  return usage?.n ?? 0;
}

/** The category, locked for the rest of the transaction. */
export async function lockCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

/** A new category; names are unique ignoring case (a unique violation otherwise). */
export async function insertCategory(tx: DbOrTx, name: string) {
  const [row] = await tx.insert(categories).values({ name }).returning();
  return row!;
}

export async function renameCategoryRow(tx: DbOrTx, id: string, name: string) {
  const [row] = await tx.update(categories).set({ name }).where(eq(categories.id, id)).returning();
  return row!;
}

export async function setCategoryTax(tx: DbOrTx, id: string, tax: CategoryTax) {
  const [row] = await tx.update(categories).set(tax).where(eq(categories.id, id)).returning();
  return row!;
}

export async function deleteCategoryRow(tx: DbOrTx, id: string) {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** Rewrites one category name to another in every member's list, without duplicates. */
export async function replaceCategoryInMembers(tx: DbOrTx, from: string, to: string) {
  await tx.execute(sql`
    update ${users}
    set business_category = (
      select coalesce(array_agg(distinct c order by c), '{}') from unnest(array_replace(business_category, ${from}, ${to})) as c
    )
    where ${from} = any(business_category)`);
}
