import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { ledgerTransfers, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { afterCursor, rowsToRead, sortKeyText, type PageRequest } from '../../platform/keyset.js';

/**
 * The live members `referrerId` referred, newest first, one keyset page on (created_at, id), each
 * with the reward credited for them to `walletId` (null while none).
 */
export async function findReferredMembers(
  db: DbOrTx,
  referrerId: string,
  walletId: string | undefined,
  page: PageRequest,
) {
  // "users"."id" in full: drizzle leaves columns unqualified in a one-table select.
  const reward = walletId
    ? sql<number | null>`(select t.amount_paise from ${ledgerTransfers} t
        where t.idempotency_key = 'referral_reward:' || "users"."id" and t.credit_account_id = ${walletId})::float8`
    : sql<null>`null`;
  return db
    .select({
      id: users.id,
      name: users.name,
      createdAt: users.createdAt,
      paymentVerified: users.paymentVerified,
      isAdminApproved: users.isAdminApproved,
      rewardPaise: reward,
      sortKey: sortKeyText(users.createdAt),
    })
    .from(users)
    .where(and(eq(users.referredBy, referrerId), isNull(users.deletedAt), afterCursor(page, users.createdAt, users.id)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(rowsToRead(page.limit));
}

/** How many live members `referrerId` referred, and how many of them are approved. */
export async function countReferredMembers(db: DbOrTx, referrerId: string) {
  const [row] = await db
    .select({
      members: sql<number>`count(*)::int`,
      approved: sql<number>`(count(*) filter (where ${users.isAdminApproved}))::int`,
    })
    .from(users)
    .where(and(eq(users.referredBy, referrerId), isNull(users.deletedAt)));
  return row ?? { members: 0, approved: 0 };
}

/** Every referral reward credited to the wallet, in paise. */
export async function sumReferralRewards(db: DbOrTx, walletId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ledgerTransfers.amountPaise}), 0)::float8` })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.creditAccountId, walletId), eq(ledgerTransfers.kind, 'referral_reward')));
  return row?.total ?? 0;
}
