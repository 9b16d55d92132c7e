import { eq, sql } from 'drizzle-orm';
import { adminMessages } from '@sevak/shared';
import { categories, users } from '../../db/schema/index.js';
import { isUniqueViolation, type Db, type DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/audit.repo.js';
import { listCategories } from './categories.repo.js';

/**
 * Manage Category (admin). Members keep their categories as names (spec §3 User.businessCategory),
 * so a rename or a replacement rewrites those names in the same transaction as the category row.
 */

const nameTaken = () => AppError.conflict(adminMessages.categoryExists, [{ path: 'categoryName', msg: adminMessages.categoryExists }]);

/** Every category with how many live members offer it. */
export async function listCategoriesWithUsage(db: DbOrTx) {
  const [rows, usage] = await Promise.all([
    listCategories(db),
    db.execute(sql`
      select c as name, count(*)::int as providers
      from users, unnest(business_category) as c
      where deleted_at is null
      group by c`) as unknown as Promise<{ rows: { name: string; providers: number }[] }>,
  ]);
  const byName = new Map(usage.rows.map((u) => [u.name, u.providers]));
  return rows.map((r) => ({ ...r, providers: byName.get(r.name) ?? 0 }));
}

async function lockCategory(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!row) throw AppError.notFound(adminMessages.categoryNotFound);
  return row;
}

/** Rewrites one category name to another in every member's list, without duplicates. */
async function replaceInMembers(tx: DbOrTx, from: string, to: string) {
  await tx.execute(sql`
    update ${users}
    set business_category = (
      select coalesce(array_agg(distinct c order by c), '{}') from unnest(array_replace(business_category, ${from}, ${to})) as c
    )
    where ${from} = any(business_category)`);
}

async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createCategory(db: Db, actorId: string, name: string) {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values({ name }).returning();
      await recordAudit(tx, { actorId, action: 'create_category', targetType: 'category', targetId: row!.id, after: { name } });
      return row!;
    }),
  );
}

export async function renameCategory(db: Db, actorId: string, id: string, name: string) {
  return uniquely(() =>
    db.transaction(async (tx) => {
      const before = await lockCategory(tx, id);
      const [row] = await tx.update(categories).set({ name }).where(eq(categories.id, id)).returning();
      await replaceInMembers(tx, before.name, name);
      await recordAudit(tx, { actorId, action: 'rename_category', targetType: 'category', targetId: id, before: { name: before.name }, after: { name } });
      return row!;
    }),
  );
}

/** Deletes a category; members offering it move to the replacement, which a used category needs. */
export async function deleteCategory(db: Db, actorId: string, id: string, replacementId: string | undefined) {
  if (replacementId === id) throw AppError.badRequest(adminMessages.replacementSame, [{ path: 'replacementId', msg: adminMessages.replacementSame }]);
  await db.transaction(async (tx) => {
    const row = await lockCategory(tx, id);
    const [usage] = (
      (await tx.execute(sql`select count(*)::int as n from ${users} where deleted_at is null and ${row.name} = any(business_category)`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const providers = usage?.n ?? 0;
    let replacement: string | undefined;
    if (replacementId) replacement = (await lockCategory(tx, replacementId)).name;
    else if (providers > 0) throw AppError.conflict(adminMessages.categoryInUse(providers), [{ path: 'replacementId', msg: adminMessages.categoryInUse(providers) }]);
    if (replacement) await replaceInMembers(tx, row.name, replacement);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      actorId,
      action: 'delete_category',
      targetType: 'category',
      targetId: id,
      before: { name: row.name, providers },
      after: replacement ? { movedTo: replacement } : null,
    });
  });
}
