import { adminMessages, type CategoryTax } from '@sevak/shared';
import { isUniqueViolation, type Db, type DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/index.js';
import {
  countProvidersByCategory,
  countProvidersOf,
  deleteCategoryRow,
  insertCategory,
  listCategories,
  lockCategory,
  renameCategoryRow,
  setCategoryTax,
  replaceCategoryInMembers,
} from './categories.repo.js';
import type { CategoryCache } from './categories.service.js';

/**
 * Manage Category (admin). Members keep their categories as names (docs/product-spec.md §3 User.businessCategory),
 * so a rename or a replacement rewrites those names in the same transaction as the category row.
 * Every change clears this instance's cached public list at once (others catch up within its TTL).
 */

export type CategoryAdminDeps = { db: Db; cache: Pick<CategoryCache, 'invalidate'> };

const nameTaken = () => AppError.onField('CATEGORY_EXISTS', 'categoryName', adminMessages.categoryExists);

/** Every category with how many live members offer it. */
export async function listCategoriesWithUsage(db: Db) {
  const [rows, usage] = await Promise.all([listCategories(db), countProvidersByCategory(db)]);
  const byName = new Map(usage.map((u) => [u.name, u.providers]));
  return rows.map((r) => ({
    _id: r.id,
    categoryName: r.name,
    hindiName: r.hindiName,
    providers: byName.get(r.name) ?? 0,
    tax: r.tax,
  }));
}

/** The category, locked for the rest of the transaction; 404 when there is none. */
async function lockExisting(tx: DbOrTx, id: string) {
  const row = await lockCategory(tx, id);
  if (!row) throw new AppError('CATEGORY_NOT_FOUND', adminMessages.categoryNotFound);
  return row;
}

async function uniquely<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createCategory(deps: CategoryAdminDeps, actorId: string, name: string) {
  const row = await uniquely(() =>
    deps.db.transaction(async (tx) => {
      const created = await insertCategory(tx, name);
      await recordAudit(tx, {
        actorId,
        action: 'create_category',
        targetType: 'category',
        targetId: created.id,
        after: { name },
      });
      return created;
    }),
  );
  deps.cache.invalidate();
  return row;
}

export async function renameCategory(deps: CategoryAdminDeps, actorId: string, id: string, name: string) {
  const row = await uniquely(() =>
    deps.db.transaction(async (tx) => {
      const before = await lockExisting(tx, id);
      const renamed = await renameCategoryRow(tx, id, name);
      await replaceCategoryInMembers(tx, before.name, name);
      await recordAudit(tx, {
        actorId,
        action: 'rename_category',
        targetType: 'category',
        targetId: id,
        before: { name: before.name },
        after: { name },
      });
      return renamed;
    }),
  );
  deps.cache.invalidate();
  return row;
}

/** A category's SAC code, GST rate and s.9(5) flag (docs/decisions/041), audited with what they were. */
export async function setTaxOfCategory(db: Db, actorId: string, id: string, tax: CategoryTax) {
  return db.transaction(async (tx) => {
    const before = await lockExisting(tx, id);
    const row = await setCategoryTax(tx, id, tax);
    await recordAudit(tx, {
      actorId,
      action: 'set_category_tax',
      targetType: 'category',
      targetId: id,
      before: {
        sacCode: before.sacCode,
        gstRatePercent: before.gstRatePercent,
        operatorPaysTax: before.operatorPaysTax,
      },
      after: tax,
    });
    return row;
  });
}

/** Deletes a category; members offering it move to the replacement, which a used category needs. */
export async function deleteCategory(
  deps: CategoryAdminDeps,
  actorId: string,
  id: string,
  replacementId: string | undefined,
) {
  if (replacementId === id) throw AppError.onField('REPLACEMENT_SAME', 'replacementId', adminMessages.replacementSame);
  await deps.db.transaction(async (tx) => {
    const row = await lockExisting(tx, id);
    const providers = await countProvidersOf(tx, row.name);
    let replacement: string | undefined;
    if (replacementId) replacement = (await lockExisting(tx, replacementId)).name;
    else if (providers > 0)
      throw AppError.onField('CATEGORY_IN_USE', 'replacementId', adminMessages.categoryInUse(providers));
    if (replacement) await replaceCategoryInMembers(tx, row.name, replacement);
    await deleteCategoryRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete_category',
      targetType: 'category',
      targetId: id,
      before: { name: row.name, providers },
      after: replacement ? { movedTo: replacement } : null,
    });
  });
  deps.cache.invalidate();
}
