import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  accountDeletionMessages,
  messages,
  paiseToRupees,
  recoveryMessages,
  type AccountDeletionCheck,
} from '@sevak/shared';
import { investments, ledgerAccounts, users, withdrawals } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { verifyPassword } from '../../platform/passwords.js';
import type { Storage } from '../../platform/storage.js';
import { removeStoredFiles } from '../documents/index.js';
import { eraseMember } from './admin-users.service.js';

/** Withdrawals not yet settled: money on its way out of the wallet. */
const OPEN_WITHDRAWALS = ['requested', 'processing'] as const;

/** What stands in the way of deleting the account, and the balance it would leave behind. */
export async function accountDeletionCheck(db: DbOrTx, userId: string): Promise<AccountDeletionCheck> {
  const [[withdrawing], [investing], [wallet]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, userId), inArray(withdrawals.status, [...OPEN_WITHDRAWALS]))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(investments)
      .where(and(eq(investments.userId, userId), eq(investments.status, 'active'))),
    db
      .select({ balance: sql<number>`(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted})::bigint` })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId)),
  ]);
  const openWithdrawals = withdrawing?.n ?? 0;
  const activeInvestments = investing?.n ?? 0;
  return {
    openWithdrawals,
    activeInvestments,
    balance: paiseToRupees(Number(wallet?.balance ?? 0)),
    canDelete: openWithdrawals === 0 && activeInvestments === 0,
  };
}

/**
 * POST /auth/delete-account (DPDP Act 2023 §12): a member erases their own account,
 * confirming with their password — the same erasure as an admin's deletion. Refused for an admin
 * (another admin removes them) and while a withdrawal or investment is open: checked under the
 * lock on the member's row, which a withdrawal request also takes (withdrawals.service.ts), so the
 * two cannot pass each other.
 */
export async function deleteOwnAccount(
  deps: { db: Db; storage: Storage },
  user: { id: string; role: string; passwordHash: string },
  password: string,
) {
  if (user.role === 'Admin') throw new AppError('ADMIN_SELF_DELETE', accountDeletionMessages.adminRefused);
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw AppError.onField('CURRENT_PASSWORD_WRONG', 'password', recoveryMessages.currentPasswordWrong);
  }
  const docs = await deps.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.deletedAt)))
      .for('update');
    // Deleted a moment ago by another request of theirs (or an admin).
    if (!live) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
    if (!(await accountDeletionCheck(tx, user.id)).canDelete) {
      throw new AppError('ACCOUNT_HAS_OPEN_MONEY', accountDeletionMessages.openMoney);
    }
    return eraseMember(tx, user.id, user.id);
  });
  await removeStoredFiles(deps.storage, docs);
}
