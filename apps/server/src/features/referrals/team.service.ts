import { paiseToRupees, paths, shortName, type TeamAnswer, type TeamMemberStatus } from '@sevak/shared';
import type { MemberRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { findUserById } from '../members/index.js';
import { findWallet } from '../wallet/index.js';
import { countReferredMembers, findReferredMembers, sumReferralRewards } from './team.repo.js';

export type TeamDeps = { db: DbOrTx; origin: string; referralRewardPaise: number };

function statusOf(member: { paymentVerified: boolean; isAdminApproved: boolean }): TeamMemberStatus {
  if (member.isAdminApproved) return 'approved';
  return member.paymentVerified ? 'paid' : 'registered';
}

/**
 * GET /team: the member's code and link, who referred them, and the members they referred (first
 * name and last initial only), with each one's reward and the totals. One level: a referral's
 * referrals are not shown and earn nothing.
 */
export async function teamOf(
  deps: TeamDeps,
  me: MemberRow,
  q: { cursor?: string | undefined; limit: number },
): Promise<TeamAnswer> {
  const page = pageRequest(q, 'timestamptz');
  const wallet = await findWallet(deps.db, me.id);
  const [rows, counts, earnedPaise, referrer] = await Promise.all([
    findReferredMembers(deps.db, me.id, wallet?.id, page),
    countReferredMembers(deps.db, me.id),
    wallet ? sumReferralRewards(deps.db, wallet.id) : 0,
    me.referredBy ? findUserById(deps.db, me.referredBy) : undefined,
  ]);
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.sortKey, id: row.id }));
  const link = new URL(paths.register, deps.origin);
  link.searchParams.set('ref', me.referralCode);
  return {
    referralCode: me.referralCode,
    referralLink: link.toString(),
    referredBy: referrer && !referrer.deletedAt ? { name: shortName(referrer.name) } : null,
    rewardPerReferral: paiseToRupees(deps.referralRewardPaise),
    totals: { ...counts, earned: paiseToRupees(earnedPaise) },
    members: items.map((row) => ({
      _id: row.id,
      name: shortName(row.name),
      joinedAt: row.createdAt.toISOString(),
      status: statusOf(row),
      reward: row.rewardPaise === null ? null : paiseToRupees(row.rewardPaise),
    })),
    nextCursor,
  };
}
