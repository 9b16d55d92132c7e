import { Anchor, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatRupees, paths, WORK_STATUSES, type AdminBooking } from '@sevak/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert';
import { LoadMore } from '../../../../components/load-more';
import { RecordList, type RecordColumn } from '../../../../components/record-list';
import { useTranslation } from '../../../../i18n/i18n';
import { errorMessage } from '../../../../lib/api';
import { usePageTitle } from '../../../../lib/page-title';
import { useUrlFilters } from '../../../../lib/url-filters';
import { WorkStatusBadge } from '../../components/work-status-badge';
import { useAdminBookings, type BookingFilter } from '../api/bookings';

const ALL = 'all';
/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;

function filtersFromSearch(search: URLSearchParams): { status: BookingFilter } {
  const status = search.get('status');
  return { status: (WORK_STATUSES as readonly string[]).includes(status ?? '') ? (status as BookingFilter) : ALL };
}

const party = (p: AdminBooking['seeker']) => (
  <Stack gap={0}>
    <Text size="sm">{p.name}</Text>
    {p.phone ? (
      <Text size="xs" c="dimmed">
        {p.phone}
      </Text>
    ) : null}
  </Stack>
);

/** What Razorpay Route did with the provider's share (docs/decisions/037); a refusal says why, in red. */
const ROUTE_WORDS: Record<NonNullable<AdminBooking['routeTransfer']>['status'], string> = {
  to_transfer: 'Transfer due',
  held: 'On hold',
  to_settle: 'Settling',
  settled: 'Settled',
  failed: 'Refused',
};
const routeCell = (b: AdminBooking) => {
  if (!b.routeTransfer) return '—';
  return (
    <Stack gap={0}>
      <Text size="sm" c={b.routeTransfer.status === 'failed' ? 'red.8' : undefined}>
        {ROUTE_WORDS[b.routeTransfer.status]}
      </Text>
      {b.routeTransfer.failure ? (
        <Text size="xs" c="dimmed">
          {b.routeTransfer.failure}
        </Text>
      ) : null}
    </Stack>
  );
};

/**
 * /admin/bookings: every booking (docs/contract.md §5c), newest first with Load more, by status;
 * a booking in dispute opens from its ticket in Support (kind Dispute).
 */
export function AdminBookingsPage() {
  usePageTitle('Bookings');
  const { t } = useTranslation('work');
  const { filters, set } = useUrlFilters(filtersFromSearch);
  const bookings = useAdminBookings(filters.status);
  const rows = useMemo(() => bookings.data?.pages.flatMap((page) => page.bookings) ?? [], [bookings.data]);
  const options = useMemo(
    () => [
      { value: ALL, label: 'All' },
      ...WORK_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
    ],
    [t],
  );
  const columns = useMemo<RecordColumn<AdminBooking>[]>(
    () => [
      { header: 'Sr.no', cell: (_b, srNo) => srNo, inTitle: true },
      { header: 'Service', cell: (b) => b.service, inTitle: true, main: true },
      { header: 'When', cell: (b) => formatDateTime(b.slotStart), nowrap: true },
      { header: 'Customer', cell: (b) => party(b.seeker) },
      { header: 'Provider', cell: (b) => party(b.provider) },
      {
        header: 'Amount',
        cell: (b) => (b.amount === null ? '—' : formatRupees(b.amount)),
        numeric: true,
        nowrap: true,
      },
      { header: 'Status', cell: (b) => <WorkStatusBadge status={b.status} />, nowrap: true },
      { header: 'Payment', cell: (b) => b.paymentStatus ?? '—', nowrap: true },
      { header: 'Razorpay Route', cell: routeCell },
      { header: 'Booked', cell: (b) => formatDateTime(b.createdAt), nowrap: true },
    ],
    [],
  );

  let body;
  if (bookings.isPending) body = <Loader size="sm" aria-label="Loading the bookings" />;
  else if (bookings.isError && !bookings.isFetchNextPageError) {
    body = <ErrorAlert title="The bookings could not be loaded">{errorMessage(bookings.error)}</ErrorAlert>;
  } else if (rows.length === 0) body = <Text c="dimmed">No bookings here yet.</Text>;
  else {
    body = (
      <Stack gap="md">
        <RecordList
          records={rows}
          rowKey={(b) => b._id}
          columns={columns}
          label="Bookings"
          cardTitle={(b, srNo) => (
            <>
              {srNo}. {b.service}
            </>
          )}
          minWidth={900}
          busy={bookings.isFetching && !bookings.isFetchingNextPage}
        />
        <LoadMore
          hasNextPage={bookings.hasNextPage}
          isFetchingNextPage={bookings.isFetchingNextPage}
          fetchNextPage={bookings.fetchNextPage}
          failed={
            bookings.isFetchNextPageError
              ? { title: 'More bookings could not be loaded', message: errorMessage(bookings.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Bookings</Title>
      <Text size="sm" c="dimmed">
        Disputes are decided from their ticket:{' '}
        <Anchor component={Link} to={`${paths.admin.support}?kind=dispute`}>
          Support, type Dispute
        </Anchor>
        .
      </Text>
      <Select
        label="Status"
        value={filters.status}
        data={options}
        allowDeselect={false}
        comboboxProps={COMBOBOX_PROPS}
        onChange={(value) => set('status', value ?? ALL)}
        maw={280}
      />
      {body}
    </Stack>
  );
}
