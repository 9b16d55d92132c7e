import { randomUUID } from 'node:crypto';
import {
  formatPaise,
  messages,
  paiseToRupees,
  paths,
  rupeesToPaise,
  type Wallet,
  type WalletAdjust,
  type WalletTransaction,
  type WalletTransactionKind,
} from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { recordAudit } from '../audit/index.js';
import { platformAccount, walletOf, type LedgerAccount, balancesOf, transfer } from '../ledger/index.js';
import { notices, notify } from '../notifications/index.js';
import { findUserById } from '../members/index.js';
import { findWallet, findWalletTransactions, type WalletTransactionRow } from './wallet.repo.js';

/** The platform account admin adjustments are booked against. */
export const ADJUSTMENTS = 'adjustments';

/** A wallet as the API shows it (rupees); no wallet yet reads as empty. */
export function toWalletView(account: LedgerAccount | undefined): Wallet {
  const { balance, held, available } = account ? balancesOf(account) : { balance: 0, held: 0, available: 0 };
  return {
    balance: paiseToRupees(balance),
    held: paiseToRupees(held),
    available: paiseToRupees(available),
    currency: 'INR',
  };
}

function toTransactionView(row: WalletTransactionRow): WalletTransaction {
  const status = row.phase === 'single' || row.resolvedAs === 'post' ? 'posted' : row.resolvedAs ? 'voided' : 'pending';
  return {
    _id: row.id,
    kind: row.kind as WalletTransactionKind,
    amount: paiseToRupees(row.amountPaise),
    balanceAfter: paiseToRupees(row.balanceAfterPaise),
    status,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /wallet */
export async function walletOfMember(db: DbOrTx, userId: string): Promise<Wallet> {
  return toWalletView(await findWallet(db, userId));
}

export type TransactionQuery = {
  from?: string | undefined;
  to?: string | undefined;
  kind?: WalletTransactionKind | undefined;
  cursor?: string | undefined;
  limit: number;
};

/** GET /wallet/transactions: the member's own history only (the wallet is found by the session's user). */
export async function transactionsOf(db: DbOrTx, userId: string, q: TransactionQuery) {
  const page = pageRequest(q, 'timestamptz');
  const wallet = await findWallet(db, userId);
  if (!wallet) return { transactions: [], nextCursor: null };
  const rows = await findWalletTransactions(db, wallet.id, q, page);
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.sortKey, id: row.id }));
  return { transactions: items.map(toTransactionView), nextCursor };
}

async function requireLiveUser(db: DbOrTx, userId: string) {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
  return user;
}

/** GET /wallet/user/{userId} (admin): a member's wallet and latest transactions (User Details). */
export async function memberWallet(db: DbOrTx, userId: string) {
  await requireLiveUser(db, userId);
  const { transactions } = await transactionsOf(db, userId, { limit: 10 });
  return { wallet: await walletOfMember(db, userId), transactions };
}

/**
 * POST /wallet/adjust (admin): credits (+) or debits (−) a member's wallet against the platform's
 * adjustments account, with the reason, audited and notified in the same transaction. The route
 * runs it once per Idempotency-Key (platform/idempotency.ts); the ledger's own key, made from it
 * (scoped to the admin), stays the money's last line once the answer is forgotten. Without a key,
 * every request is new. A debit beyond the available balance is a 409.
 */
export async function adjustWallet(
  db: DbOrTx,
  actorId: string,
  input: WalletAdjust,
  idempotencyKey: string | undefined,
): Promise<Wallet> {
  return db.transaction(async (tx) => {
    const member = await requireLiveUser(tx, input.userId);
    const wallet = await walletOf(tx, member.id);
    const adjustments = await platformAccount(tx, ADJUSTMENTS);
    const paise = rupeesToPaise(input.amount);
    const credit = paise > 0;
    const { replayed } = await transfer(tx, {
      idempotencyKey: `adjustment:${actorId}:${idempotencyKey ?? randomUUID()}`,
      debitAccountId: credit ? adjustments.id : wallet.id,
      creditAccountId: credit ? wallet.id : adjustments.id,
      amountPaise: Math.abs(paise),
      phase: 'single',
      kind: 'adjustment',
      description: input.reason,
    });
    if (!replayed) {
      await recordAudit(tx, {
        actorId,
        action: 'adjust_wallet',
        targetType: 'user',
        targetId: member.id,
        after: { amount: input.amount, reason: input.reason },
      });
      const amount = formatPaise(Math.abs(paise));
      const notice = credit ? notices.walletCredited : notices.walletDebited;
      await notify(tx, member.id, { notice: notice(amount, input.reason), link: paths.wallet });
    }
    return walletOfMember(tx, member.id);
  });
}
