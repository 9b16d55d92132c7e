import { DateRangeInputs } from '../../../../components/date-range-inputs';
import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, formatRupees, MONTHS, type PaidUser } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { RecordList, type RecordColumn } from '../../../../components/record-list';
import { errorMessage } from '../../../../lib/api';
import { saveBlob } from '../../../../lib/download';
import { notifyError } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { fetchPaymentReport, usePaidUsers } from '../api/payment-reports';
import {
  ALL_MONTHS,
  defaultFilters,
  rangeError,
  reportFileName,
  reportYears,
  type ReportFilters,
} from '../utils/report-filters';

export const NO_PAID_USERS_TEXT = 'No users with captured payments found!';

const MONTH_OPTIONS = [ALL_MONTHS, ...MONTHS];

/**
 * Mantine 9 keeps a closed Select's listbox in the page (hidden, labelled by the same label), so
 * "the element labelled Month" would be two; mount the list only while it is open.
 */
const COMBOBOX_PROPS = { keepMounted: false } as const;

type Row = { key: string; name: string; phone: string; paymentId: string; amount: number; paidOn: string };

const COLUMNS: RecordColumn<Row>[] = [
  { header: 'Sr.no', cell: (_row, srNo) => srNo },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Phone', cell: (row) => row.phone },
  { header: 'Payment id', cell: (row) => row.paymentId, anywhere: true },
  { header: 'Amount', cell: (row) => formatRupees(row.amount), numeric: true, nowrap: true },
  { header: 'Paid on', cell: (row) => formatDateTime(row.paidOn), nowrap: true },
];

/** One row per captured payment, in the server's order. */
function toRows(users: PaidUser[]): Row[] {
  return users.flatMap((user) =>
    user.paymentHistory.map((payment, i) => ({
      key: `${user._id}-${payment.paymentId || i}`,
      name: user.name,
      phone: user.phone,
      paymentId: payment.paymentId,
      amount: payment.amount,
      paidOn: payment.createdAt,
    })),
  );
}

/**
 * /admin/payment-invoices (docs/product-spec.md §2 'Admin Payment Reports'): members with captured payments in a
 * year / month / date range, and the same period as a PDF ('Download Invoice').
 */
export function PaymentReportsPage() {
  usePageTitle('Payment Reports');
  const years = useMemo(() => reportYears(), []);
  const [filters, setFilters] = useState<ReportFilters>(() => defaultFilters());
  const invalidRange = rangeError(filters);
  const paidUsers = usePaidUsers(filters, !invalidRange);
  const rows = useMemo(() => toRows(paidUsers.data ?? []), [paidUsers.data]);

  const set = <K extends keyof ReportFilters>(key: K, value: ReportFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  const download = useMutation({
    mutationFn: async (period: ReportFilters) => {
      saveBlob(await fetchPaymentReport(period), reportFileName(period));
    },
    onError: (error) => notifyError(errorMessage(error)),
  });

  let body;
  if (invalidRange) body = null;
  else if (paidUsers.isPending) body = <Loader size="sm" aria-label="Loading payments" />;
  else if (paidUsers.isError)
    body = <ErrorAlert title="Payments could not be loaded">{errorMessage(paidUsers.error)}</ErrorAlert>;
  else if (rows.length === 0) body = <Text c="dimmed">{NO_PAID_USERS_TEXT}</Text>;
  else {
    body = (
      <RecordList
        records={rows}
        rowKey={(row) => row.key}
        columns={COLUMNS}
        label="Captured payments"
        phone="table"
        minWidth={640}
        busy={paidUsers.isFetching}
        highlightOnHover
      />
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Payment Reports</Title>

      <Stack gap="md" component="section" aria-label="Filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Select
            label="Year"
            value={String(filters.year)}
            data={years.map(String)}
            allowDeselect={false}
            comboboxProps={COMBOBOX_PROPS}
            onChange={(value) => value && set('year', Number(value))}
          />
          <Select
            label="Month"
            value={filters.month}
            data={MONTH_OPTIONS}
            allowDeselect={false}
            maxDropdownHeight={280}
            comboboxProps={COMBOBOX_PROPS}
            onChange={(value) => value && set('month', value)}
          />
          <DateRangeInputs
            labels={['From', 'To']}
            from={filters.startDate}
            to={filters.endDate}
            onFromChange={(value) => set('startDate', value)}
            onToChange={(value) => set('endDate', value)}
            error={invalidRange}
          />
        </SimpleGrid>
        <Group gap="sm">
          <Button
            onClick={() => download.mutate(filters)}
            loading={download.isPending}
            disabled={Boolean(invalidRange)}
          >
            Download Invoice
          </Button>
          <Button variant="default" onClick={() => setFilters(defaultFilters())}>
            Reset Filters
          </Button>
        </Group>
      </Stack>

      {body}
    </Stack>
  );
}
