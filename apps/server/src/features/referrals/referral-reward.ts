import { formatPaise, paths, shortName, walletMessages } from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { platformAccount, walletOf, transfer } from '../ledger/index.js';
import { notices, notify } from '../notifications/index.js';

/** The platform account referral rewards are paid from. */
export const REFERRAL_EXPENSE = 'referral_expense';

/** The ledger key of a member's referral reward: at most one per referred member, ever. */
export function referralRewardKey(memberId: string): string {
  return `referral_reward:${memberId}`;
}

/**
 * A referred member as the change that made them eligible left their row (fee capture,
 * approval, or an admin assigning the referral): the reward is decided from that row, never
 * from an earlier read (docs/decisions/014).
 */
export type RewardCandidate = {
  id: string;
  name: string;
  referredBy: string | null;
  paymentVerified: boolean;
  isAdminApproved: boolean;
};

/**
 * Credits the direct referrer once the referred member has paid and is approved, inside the
 * caller's transaction. Fee capture and approval both update the member's row, so whichever
 * commits second sees both flags set; the idempotency key makes a repeat a no-op, and a key
 * already spent on another referrer (the referral was reassigned after the reward) means the
 * reward was paid: one per referred member, one level only.
 */
export async function rewardReferrer(tx: DbOrTx, rewardPaise: number, member: RewardCandidate): Promise<void> {
  const referrerId = member.referredBy;
  if (rewardPaise <= 0 || !referrerId || !member.paymentVerified || !member.isAdminApproved) return;
  const wallet = await walletOf(tx, referrerId);
  const expense = await platformAccount(tx, REFERRAL_EXPENSE);
  const friend = shortName(member.name);
  try {
    const { replayed } = await transfer(tx, {
      idempotencyKey: referralRewardKey(member.id),
      debitAccountId: expense.id,
      creditAccountId: wallet.id,
      amountPaise: rewardPaise,
      phase: 'single',
      kind: 'referral_reward',
      description: walletMessages.descriptions.referralReward(friend),
    });
    if (replayed) return;
  } catch (err) {
    if (err instanceof AppError && err.code === 'IDEMPOTENCY_KEY_REUSED') return;
    throw err;
  }
  await notify(tx, referrerId, {
    notice: notices.referralReward(formatPaise(rewardPaise), friend),
    link: paths.wallet,
  });
}
