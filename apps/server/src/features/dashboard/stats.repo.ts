import { sql } from 'drizzle-orm';
import type { AdminStats } from '@sevak/shared';
import { rawRows, type DbOrTx } from '../../platform/db.js';

/** The money of the stats as the database holds it: integer paise (the service makes rupees of them). */
type MoneyField =
  | 'revenueThisMonth'
  | 'owedToMembers'
  | 'referralRewardsThisMonth'
  | 'withdrawalsPaidThisMonth'
  | 'bookingValueThisMonth'
  | 'commissionThisMonth'
  | 'inEscrow';
export type StatsInPaise = Omit<AdminStats, MoneyField | 'daily'> & {
  revenueThisMonthPaise: number;
  owedToMembersPaise: number;
  referralRewardsThisMonthPaise: number;
  withdrawalsPaidThisMonthPaise: number;
  bookingValueThisMonthPaise: number;
  commissionThisMonthPaise: number;
  inEscrowPaise: number;
  daily: { date: string; registrations: number; revenuePaise: number }[];
};

/**
 * The admin dashboard's numbers: member counts, this month's fee revenue (registration fees only), what wallets hold (owed
 * to members), this month's referral rewards, withdrawals waiting and paid this month, and registrations and
 * revenue per day over the last 30 days, and the marketplace's: bookings of today, this month's
booking value and commission, what escrow holds, disputes open — days and months as India counts them. Registrations
 * count every sign-up of the day (members deleted since included), so the history does not change.
 */
export async function readAdminStats(db: DbOrTx): Promise<StatsInPaise> {
  const [counts] = await rawRows<Omit<StatsInPaise, 'daily'>>(
    db,
    sql`
    select count(*)::int as members,
           count(*) filter (where not is_admin_approved)::int as "awaitingApproval",
           count(*) filter (where payment_verified)::int as "feePaid",
           (select count(*)::int from support_tickets where status = 'Pending') as "openTickets",
           (select coalesce(sum(amount_paise), 0)::float8 from payments
             where status = 'captured' and purpose = 'registration'
               and captured_at >= (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')) as "revenueThisMonthPaise",
           (select coalesce(sum(credits_posted - debits_posted), 0)::float8 from ledger_accounts
             where kind = 'wallet') as "owedToMembersPaise",
           (select coalesce(sum(amount_paise), 0)::float8 from ledger_transfers
             where kind = 'referral_reward' and phase = 'single'
               and created_at >= (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')) as "referralRewardsThisMonthPaise",
           (select count(*)::int from withdrawals where status in ('requested', 'processing')) as "withdrawalsWaiting",
           (select coalesce(sum(amount_paise), 0)::float8 from withdrawals
             where status = 'paid'
               and paid_at >= (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')) as "withdrawalsPaidThisMonthPaise",
           (select count(*)::int from work_requests
             where slot_start >= ((now() at time zone 'Asia/Kolkata')::date::timestamp at time zone 'Asia/Kolkata')
               and slot_start < (((now() at time zone 'Asia/Kolkata')::date + 1)::timestamp at time zone 'Asia/Kolkata')
               and status in ('confirmed', 'started', 'completed', 'released', 'disputed', 'resolved')) as "bookingsToday",
           (select coalesce(sum(amount_paise), 0)::float8 from payments
             where status = 'captured' and purpose = 'booking'
               and captured_at >= (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')) as "bookingValueThisMonthPaise",
           (select coalesce(sum(amount_paise), 0)::float8 from ledger_transfers
             where kind = 'commission'
               and created_at >= (date_trunc('month', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')) as "commissionThisMonthPaise",
           (select coalesce(sum(credits_posted - debits_posted), 0)::float8 from ledger_accounts
             where code = 'booking_escrow') as "inEscrowPaise",
           (select count(*)::int from work_requests where status = 'disputed') as "disputesOpen"
    from users where deleted_at is null and role <> 'Admin'`,
  );
  const daily = await rawRows<StatsInPaise['daily'][number]>(
    db,
    sql`
    with days as (
      select d::date from generate_series((now() at time zone 'Asia/Kolkata')::date - 29, (now() at time zone 'Asia/Kolkata')::date, interval '1 day') as d
    ), since as (select (min(d)::timestamp at time zone 'Asia/Kolkata') as at from days),
    reg as (
      select (created_at at time zone 'Asia/Kolkata')::date as d, count(*)::int as n
      from users where role <> 'Admin' and created_at >= (select at from since) group by 1
    ), rev as (
      select (captured_at at time zone 'Asia/Kolkata')::date as d, sum(amount_paise)::float8 as n
      from payments where status = 'captured' and purpose = 'registration' and captured_at >= (select at from since) group by 1
    )
    select to_char(days.d, 'YYYY-MM-DD') as date, coalesce(reg.n, 0)::int as registrations, coalesce(rev.n, 0)::float8 as "revenuePaise"
    from days left join reg using (d) left join rev using (d)
    order by days.d`,
  );
  return { ...counts!, daily };
}
