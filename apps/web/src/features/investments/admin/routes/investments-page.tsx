import { Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  closeInvestmentSchema,
  formatDay,
  formatDuration,
  formatRupees,
  investmentMessages,
  type Investor,
  type PlanKind,
} from '@sevak/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { DebouncedTextInput } from '../../../../components/debounced-text-input';
import { ErrorAlert } from '../../../../components/error-alert';
import { InvestmentStatusBadge } from '../../../../components/investment-status-badge';
import { LoadMore } from '../../../../components/load-more';
import { errorMessage } from '../../../../lib/api';
import { notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { publicConfigQuery } from '../../../../lib/public-config';
import { useUrlFilters } from '../../../../lib/url-filters';
import { useCloseInvestment, useInvestors, usePlans } from '../api/investments';
import { AssignPlanDialog } from '../components/assign-plan-dialog';
import { InvestmentPlans } from '../components/investment-plans';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { RecordList, type RecordColumn } from '../../../../components/record-list';

/** The spec's screen titles. */
export const INVESTMENT_PAGE_TITLES: Record<PlanKind, string> = {
  yearly: 'Fixed Deposit Investors',
  monthly: 'Monthly Income Investors',
};

/** The search as it sits in the URL (`?search=`). */
function filtersFromSearch(params: URLSearchParams): { search: string } {
  return { search: params.get('search') ?? '' };
}

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/** The 'Investors' tab: the spec's columns, search, Load more, Assign Plan and Close. */
function Investors({ kind }: { kind: PlanKind }) {
  const { filters, set } = useUrlFilters(filtersFromSearch);
  const investors = useInvestors(kind, filters.search);
  const plans = usePlans(kind);
  const close = useCloseInvestment();
  const [assigning, setAssigning] = useState(false);
  const [closing, setClosing] = useState<Investor | null>(null);

  const rows = useMemo(() => investors.data?.pages.flatMap((page) => page.investors) ?? [], [investors.data]);

  const columns = useMemo<RecordColumn<Investor>[]>(
    // At 1280 px the phone, start, duration and reference fold under the name.
    () => [
      { header: 'Sr.no', cell: (_i, srNo) => srNo, inTitle: true },
      { header: 'Name', cell: (i) => i.userName, inTitle: true, main: true },
      { header: 'Phone', cell: (i) => i.phone, nowrap: true, from: 'xl' },
      { header: 'Amount', cell: (i) => formatRupees(i.amount), nowrap: true },
      { header: 'Return Amount', cell: (i) => formatRupees(i.returnAmount), nowrap: true },
      { header: 'Start Date', cell: (i) => formatDay(i.startDate), nowrap: true, from: 'xl' },
      {
        header: 'Next Payout Date',
        cell: (i) => (i.nextPayoutDate ? formatDay(i.nextPayoutDate) : dimmed('—')),
        nowrap: true,
      },
      { header: 'Duration', cell: (i) => formatDuration(i.duration), nowrap: true, from: 'xl' },
      { header: 'Status', cell: (i) => <InvestmentStatusBadge status={i.status} /> },
      {
        header: 'Installments',
        cell: (i) => `${i.paidInstallments} of ${i.totalInstallments}`,
        nowrap: true,
      },
      { header: 'Reference', cell: (i) => i.reference ?? dimmed('—'), anywhere: true, from: 'xl' },
      {
        header: 'Actions',
        wide: true,
        actions: true,
        cell: (i) =>
          i.status === 'active' ? (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setClosing(i)}
              aria-label={`Close the investment of ${i.userName}`}
            >
              Close
            </Button>
          ) : (
            dimmed('—')
          ),
      },
    ],
    [],
  );

  const sendClose = async (reason: string) => {
    if (!closing) return;
    const answer = await close.mutateAsync({ id: closing._id, reason });
    notifySuccess(answer.message);
    setClosing(null);
  };

  let body;
  if (investors.isPending) body = <Loader size="sm" aria-label="Loading the investors" />;
  else if (investors.isError && !investors.isFetchNextPageError) {
    body = <ErrorAlert title="The investors could not be loaded">{errorMessage(investors.error)}</ErrorAlert>;
  } else if (rows.length === 0) {
    body = <Text c="dimmed">{filters.search ? 'No investor matches this search.' : 'No investors yet.'}</Text>;
  } else {
    body = (
      <Stack gap="md">
        <RecordList
          records={rows}
          rowKey={(i) => i._id}
          columns={columns}
          label="Investors"
          cardTitle={(i, srNo) => (
            <>
              {srNo}. {i.userName}
            </>
          )}
          minWidth={720}
          busy={investors.isPlaceholderData}
        />
        <LoadMore
          hasNextPage={investors.hasNextPage}
          isFetchingNextPage={investors.isFetchingNextPage}
          fetchNextPage={investors.fetchNextPage}
          failed={
            investors.isFetchNextPageError
              ? { title: 'More investors could not be loaded', message: errorMessage(investors.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" gap="sm">
        <div style={{ flex: '1 1 240px', maxWidth: 360 }}>
          <DebouncedTextInput
            label="Search name or phone"
            value={filters.search}
            onCommit={(text) => set('search', text)}
          />
        </div>
        <Button onClick={() => setAssigning(true)}>{investmentMessages.assignButton}</Button>
      </Group>
      {body}
      <AssignPlanDialog kind={kind} opened={assigning} onClose={() => setAssigning(false)} plans={plans.data ?? []} />
      <ReasonDialog
        opened={closing !== null}
        onClose={() => setClosing(null)}
        title="Close investment"
        schema={closeInvestmentSchema}
        submitLabel="Close investment"
        onSubmit={sendClose}
        busy={close.isPending}
      >
        {closing ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {formatRupees(closing.amount)} of {closing.userName} ({closing.paidInstallments} of{' '}
            {closing.totalInstallments} installments paid). The remaining installments stop.
          </Text>
        ) : null}
      </ReasonDialog>
    </Stack>
  );
}

type Tab = 'investors' | 'plans';

/**
 * /admin/investments/yearly ('Fixed Deposit Investors') and /admin/investments/monthly ('Monthly
 * Income Investors'), one page by kind: the investors and the plans of the kind. While
 * the deployment has investments off (INVESTMENTS_ENABLED) it says so and why, and calls nothing.
 */
export function InvestmentsPage({ kind }: { kind: PlanKind }) {
  const title = INVESTMENT_PAGE_TITLES[kind];
  usePageTitle(title);
  // Nothing shown (and nothing called) until the deployment says whether investments are on.
  const config = useQuery(publicConfigQuery());
  const [tab, setTab] = useState<Tab>('investors');

  let body;
  if (config.isPending) body = <Loader size="sm" aria-label="Loading" />;
  else if (config.data?.investmentsEnabled) {
    body = (
      <Tabs value={tab} onChange={(value) => setTab(value === 'plans' ? 'plans' : 'investors')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="investors">Investors</Tabs.Tab>
          <Tabs.Tab value="plans">Plans</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="investors" pt="md">
          <Investors kind={kind} />
        </Tabs.Panel>
        <Tabs.Panel value="plans" pt="md">
          <InvestmentPlans kind={kind} />
        </Tabs.Panel>
      </Tabs>
    );
  } else {
    body = (
      <Stack gap="xs" maw={720}>
        <Title order={2} size="h4">
          {investmentMessages.disabledTitle}
        </Title>
        <Text>{investmentMessages.disabledBody}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
}
