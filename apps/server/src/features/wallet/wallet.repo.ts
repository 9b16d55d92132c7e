import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WalletTransactionKind } from '@sevak/shared';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { afterCursor, indianDayRange, rowsToRead, sortKeyText, type PageRequest } from '../../platform/keyset.js';
import type { LedgerAccount } from '../ledger/index.js';

/** The member's wallet, or undefined while nothing has ever moved (reading never makes one). */
export async function findWallet(db: DbOrTx, userId: string): Promise<LedgerAccount | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return row;
}

/** The transfer that resolved a hold (post or void), and its entry on the wallet. */
const resolution = alias(ledgerTransfers, 'resolution');
const resolutionEntry = alias(ledgerEntries, 'resolution_entry');

/**
 * A wallet's history as the member reads it: one row per movement (a withdrawal's hold and its
 * payout are one row whose status follows the hold), newest first, keyset-paged on (created_at,
 * id) of the entry. From/to are days in India.
 */
export async function findWalletTransactions(
  db: DbOrTx,
  accountId: string,
  filters: { from?: string | undefined; to?: string | undefined; kind?: WalletTransactionKind | undefined },
  page: PageRequest,
) {
  const conditions: (SQL | undefined)[] = [
    eq(ledgerEntries.accountId, accountId),
    inArray(ledgerEntries.phase, ['single', 'pending']),
    filters.kind ? eq(ledgerTransfers.kind, filters.kind) : undefined,
    ...indianDayRange(ledgerEntries.createdAt, filters.from, filters.to),
    afterCursor(page, ledgerEntries.createdAt, ledgerEntries.id),
  ];
  return db
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransfers.kind,
      description: ledgerTransfers.description,
      amountPaise: ledgerEntries.amountPaise,
      balanceAfterPaise:
        sql<number>`coalesce(${resolutionEntry.balanceAfterPaise}, ${ledgerEntries.balanceAfterPaise})`.mapWith(Number),
      phase: ledgerEntries.phase,
      resolvedAs: resolution.phase,
      createdAt: ledgerEntries.createdAt,
      sortKey: sortKeyText(ledgerEntries.createdAt),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(resolution, eq(resolution.pendingId, ledgerTransfers.id))
    .leftJoin(
      resolutionEntry,
      and(eq(resolutionEntry.transferId, resolution.id), eq(resolutionEntry.accountId, accountId)),
    )
    .where(and(...conditions))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(rowsToRead(page.limit));
}

export type WalletTransactionRow = Awaited<ReturnType<typeof findWalletTransactions>>[number];

/** Movements that changed the balance (posted ones), in the order written, within [from, to). */
export async function findPostedEntries(db: DbOrTx, accountId: string, from: Date, to: Date) {
  return db
    .select({
      kind: ledgerTransfers.kind,
      description: ledgerTransfers.description,
      amountPaise: ledgerEntries.amountPaise,
      balanceAfterPaise: ledgerEntries.balanceAfterPaise,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.phase, ['single', 'post']),
        sql`${ledgerEntries.createdAt} >= ${from}`,
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerEntries.seq));
}

/** The posted balance after the last movement written before `at` (0 before the first). */
export async function balanceBefore(db: DbOrTx, accountId: string, at: Date): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerEntries.balanceAfterPaise })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        inArray(ledgerEntries.phase, ['single', 'post']),
        lt(ledgerEntries.createdAt, at),
      ),
    )
    .orderBy(desc(ledgerEntries.seq))
    .limit(1);
  return row?.balance ?? 0;
}
