import { isUuid, workMessages } from '@sevak/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';

/**
 * Who search lists and a provider page shows (docs/contract.md §5c): live, approved, not an
 * admin, offering a category.
 */
export const listedProvider = and(
  isNull(users.deletedAt),
  eq(users.isAdminApproved, true),
  ne(users.role, 'Admin'),
  sql`cardinality(${users.businessCategory}) > 0`,
)!;

/** 404 PROVIDER_NOT_FOUND unless `id` is a listed provider's (a malformed id names nobody). */
export async function assertListedProvider(db: DbOrTx, id: string): Promise<void> {
  const found = isUuid(id)
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), listedProvider))
    : [];
  if (found.length === 0) throw new AppError('PROVIDER_NOT_FOUND', workMessages.providerNotFound);
}
