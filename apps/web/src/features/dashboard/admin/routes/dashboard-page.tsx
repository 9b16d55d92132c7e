import { Loader, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { formatRupees, paths, type AdminStats } from '@sevak/shared';
import { lazy, Suspense, useEffect } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { errorMessage } from '../../../../lib/api';
import { usePageTitle } from '../../../../lib/page-title';
import { useAdminStats } from '../api/stats';
import { DailyTable } from '../components/daily-table';
import { formatCount } from '../../../../lib/format-count';
import { StatCards, type StatCard } from '../components/stat-cards';

// The chart library is its own chunk: the numbers paint first, the chart follows.
const loadDailyChart = () => import('../components/daily-chart');
const DailyChart = lazy(() => loadDailyChart().then((m) => ({ default: m.DailyChart })));

/** The dashboard's cards: add an item here to add a card. */
function statCards(stats: AdminStats): StatCard[] {
  return [
    { label: 'Members', value: formatCount(stats.members), to: paths.admin.users },
    { label: 'Awaiting approval', value: formatCount(stats.awaitingApproval), to: paths.admin.approve },
    // The All Users page reads paid=true from its URL.
    { label: 'Fee paid', value: formatCount(stats.feePaid), to: `${paths.admin.users}?paid=true` },
    { label: 'Revenue this month', value: formatRupees(stats.revenueThisMonth), to: paths.admin.paymentInvoices },
    { label: 'Open tickets', value: formatCount(stats.openTickets), to: paths.admin.support },
    // What the wallets hold: money the platform owes its members until they withdraw it.
    { label: 'Owed to members', value: formatRupees(stats.owedToMembers) },
    { label: 'Referral rewards this month', value: formatRupees(stats.referralRewardsThisMonth) },
    { label: 'Withdrawals waiting', value: formatCount(stats.withdrawalsWaiting), to: paths.admin.withdrawals },
    { label: 'Withdrawals paid this month', value: formatRupees(stats.withdrawalsPaidThisMonth) },
    // The marketplace (docs/contract.md §5c): jobs paid through Sevak.
    { label: 'Bookings today', value: formatCount(stats.bookingsToday) },
    { label: 'Booking value this month', value: formatRupees(stats.bookingValueThisMonth) },
    { label: 'Commission this month', value: formatRupees(stats.commissionThisMonth) },
    { label: 'In escrow', value: formatRupees(stats.inEscrow) },
    { label: 'Disputes open', value: formatCount(stats.disputesOpen), to: `${paths.admin.support}?kind=dispute` },
  ];
}

/** /admin: the back office's totals and the last 30 days of registrations and fee revenue. */
export function AdminDashboardPage() {
  usePageTitle('Dashboard');
  const stats = useAdminStats();
  // Fetch the chart's code while the numbers load (it renders once they are here).
  useEffect(() => {
    loadDailyChart().catch(() => undefined);
  }, []);

  let body;
  if (stats.isPending) body = <Loader size="sm" aria-label="Loading the dashboard" />;
  else if (stats.isError) {
    body = <ErrorAlert title="The dashboard could not be loaded">{errorMessage(stats.error)}</ErrorAlert>;
  } else {
    body = (
      <>
        <StatCards cards={statCards(stats.data)} />
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="dashboard-days">
          <Stack gap="sm">
            <Title order={2} size="h4" id="dashboard-days">
              Last 30 days
            </Title>
            <Suspense fallback={<Skeleton height={260} />}>
              <DailyChart daily={stats.data.daily} />
            </Suspense>
            <DailyTable daily={stats.data.daily} />
          </Stack>
        </Paper>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Dashboard</Title>
      {body}
    </Stack>
  );
}
