import { eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransfers, type TransferPhase } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type LedgerTransfer = typeof ledgerTransfers.$inferSelect;
export type NewTransfer = typeof ledgerTransfers.$inferInsert;

/** The member's wallet, made on first use (one per member: the unique index settles races). */
export async function walletOf(db: DbOrTx, userId: string): Promise<LedgerAccount> {
  await db.insert(ledgerAccounts).values({ kind: 'wallet', userId }).onConflictDoNothing();
  const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  return wallet!;
}

/** A platform account by its code ('referral_expense', 'adjustments'...), made on first use. */
export async function platformAccount(db: DbOrTx, code: string): Promise<LedgerAccount> {
  await db.insert(ledgerAccounts).values({ kind: 'platform', code }).onConflictDoNothing();
  const [account] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return account!;
}

/** Inserts the transfer unless its idempotency key is taken: null then (the earlier one stands). */
export async function insertTransfer(tx: DbOrTx, values: NewTransfer): Promise<LedgerTransfer | null> {
  const [row] = await tx
    .insert(ledgerTransfers)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  return row ?? null;
}

export async function transferByKey(db: DbOrTx, idempotencyKey: string): Promise<LedgerTransfer | undefined> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row;
}

export async function transferById(db: DbOrTx, id: string): Promise<LedgerTransfer | undefined> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
  return row;
}

/**
 * Locks the accounts in id order, so two movements over the same accounts never deadlock. NO KEY
 * UPDATE: the foreign keys of transfers and entries take KEY SHARE locks on these rows, which a
 * FOR UPDATE would wait on.
 */
export async function lockAccounts(tx: DbOrTx, ids: string[]): Promise<Map<string, LedgerAccount>> {
  const rows = await tx
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    .for('no key update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** Adds to an account's totals (signed deltas; the table's CHECKs refuse a total below 0). */
export async function addToTotals(
  tx: DbOrTx,
  id: string,
  delta: { debitsPosted?: number; creditsPosted?: number; debitsPending?: number; creditsPending?: number },
): Promise<LedgerAccount> {
  const [row] = await tx
    .update(ledgerAccounts)
    .set({
      debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${delta.debitsPosted ?? 0}`,
      creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${delta.creditsPosted ?? 0}`,
      debitsPending: sql`${ledgerAccounts.debitsPending} + ${delta.debitsPending ?? 0}`,
      creditsPending: sql`${ledgerAccounts.creditsPending} + ${delta.creditsPending ?? 0}`,
    })
    .where(eq(ledgerAccounts.id, id))
    .returning();
  return row!;
}

export async function insertEntries(
  tx: DbOrTx,
  transferId: string,
  phase: TransferPhase,
  sides: { accountId: string; amountPaise: number; balanceAfterPaise: number }[],
): Promise<void> {
  await tx.insert(ledgerEntries).values(sides.map((side) => ({ ...side, transferId, phase })));
}
