import { paiseToRupees, type AdminStats } from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { readAdminStats } from './stats.repo.js';

/**
 * The admin dashboard's numbers (GET /admin/stats); the database counts them in India's days and
 * months, in paise; the answer carries rupees, like every other money on the API.
 */
export async function loadAdminStats(db: DbOrTx): Promise<AdminStats> {
  const {
    revenueThisMonthPaise,
    owedToMembersPaise,
    referralRewardsThisMonthPaise,
    withdrawalsPaidThisMonthPaise,
    bookingValueThisMonthPaise,
    commissionThisMonthPaise,
    inEscrowPaise,
    daily,
    ...counts
  } = await readAdminStats(db);
  return {
    ...counts,
    revenueThisMonth: paiseToRupees(revenueThisMonthPaise),
    owedToMembers: paiseToRupees(owedToMembersPaise),
    referralRewardsThisMonth: paiseToRupees(referralRewardsThisMonthPaise),
    withdrawalsPaidThisMonth: paiseToRupees(withdrawalsPaidThisMonthPaise),
    bookingValueThisMonth: paiseToRupees(bookingValueThisMonthPaise),
    commissionThisMonth: paiseToRupees(commissionThisMonthPaise),
    inEscrow: paiseToRupees(inEscrowPaise),
    daily: daily.map(({ revenuePaise, ...day }) => ({ ...day, revenue: paiseToRupees(revenuePaise) })),
  };
}
