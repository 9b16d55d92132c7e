import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@sevak/shared';
import { ekycSubmissions, payoutEvents, users, withdrawals, type WithdrawalRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { afterCursor, rowsToRead, sortKeyText, type PageRequest } from '../../platform/keyset.js';

export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(tx: DbOrTx, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

export async function findWithdrawal(db: DbOrTx, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** The member's withdrawal sent with this Idempotency-Key, if any. */
export async function findWithdrawalByPayout(db: DbOrTx, payoutId: string) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.providerPayoutId, payoutId));
  return row;
}

/** The member's withdrawals, newest first (a member has few: no paging). */
export async function findWithdrawalsOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.userId, userId))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(200);
}

/**
 * Moves a withdrawal from one of `from` to a new status in one conditional UPDATE (docs/contract.md §9):
 * of two changes at once, one matches; undefined when it was not in `from` (or not `userId`'s).
 */
export async function transition(
  tx: DbOrTx,
  id: string,
  from: WithdrawalStatus[],
  changes: Partial<NewWithdrawal> & { status: WithdrawalStatus },
  userId?: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(withdrawals.id, id),
        inArray(withdrawals.status, from),
        userId === undefined ? undefined : eq(withdrawals.userId, userId),
      ),
    )
    .returning();
  return row;
}

/** Withdrawal Requests (admin): newest first, of these statuses (all: none), one keyset page, with member and e-KYC. */
export async function findWithdrawalRequests(
  db: DbOrTx,
  statuses: readonly WithdrawalStatus[] | undefined,
  page: PageRequest,
) {
  const conditions: (SQL | undefined)[] = [
    statuses ? inArray(withdrawals.status, [...statuses]) : undefined,
    afterCursor(page, withdrawals.createdAt, withdrawals.id),
  ];
  return db
    .select({
      withdrawal: withdrawals,
      user: { id: users.id, name: users.name, phone: users.phone, deletedAt: users.deletedAt },
      ekyc: ekycSubmissions,
      sortKey: sortKeyText(withdrawals.createdAt),
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .innerJoin(ekycSubmissions, eq(ekycSubmissions.id, withdrawals.ekycId))
    .where(and(...conditions))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(rowsToRead(page.limit));
}

/** Records a payout webhook event; false when it was applied before (the same event again). */
export async function recordPayoutEvent(tx: DbOrTx, id: string, event: string): Promise<boolean> {
  const rows = await tx.insert(payoutEvents).values({ id, event }).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** Withdrawals sent to a provider that never acknowledged them (no payout id yet). */
export async function findUnsentPayouts(db: DbOrTx) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'processing'), isNull(withdrawals.providerPayoutId)))
    .limit(100);
}
