import { Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import {
  formatDateTime,
  formatRupees,
  rejectWithdrawalSchema,
  WITHDRAWAL_STATUS_LABELS,
  WITHDRAWAL_STATUSES,
  withdrawalMessages,
  type AdminWithdrawal,
} from '@sevak/shared';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert';
import { LoadMore } from '../../../../components/load-more';
import { WithdrawalStatusBadge } from '../../../../components/withdrawal-status-badge';
import { errorMessage } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { useUrlFilters } from '../../../../lib/url-filters';
import {
  useCompleteLocalPayout,
  useRejectWithdrawal,
  useWithdrawalRequests,
  type WithdrawalFilter,
} from '../api/withdrawals';
import { ApprovePayoutDialog, GONE_WITHDRAWAL } from '../components/approve-payout-dialog';
import { EkycStatusBadge } from '../../../../components/ekyc-status-badge';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { RecordList, type RecordColumn } from '../../../../components/record-list';
import {
  DocumentCell,
  DocumentsCell,
  useDocumentViewer,
  type RowDocument,
} from '../../../../components/documents/row-documents';
import { movedOn } from '../../../../lib/moved-on';

const ALL = 'all';
/** The default: where the admin acts next (OPEN_WITHDRAWAL_STATUSES), so an approved payout stays in sight. */
const OPEN = 'open';
const STATUS_OPTIONS = [
  { value: OPEN, label: 'Requested or processing' },
  { value: ALL, label: 'All' },
  ...WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: WITHDRAWAL_STATUS_LABELS[status] })),
];
/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;

function isFilter(value: string | null): value is WithdrawalFilter {
  return STATUS_OPTIONS.some((option) => option.value === value);
}

/** The status filter as it sits in the URL (`?status=`); requested or processing by default. */
function filtersFromSearch(search: URLSearchParams): { status: WithdrawalFilter } {
  const status = search.get('status');
  return { status: isFilter(status) ? status : OPEN };
}

function documentsOf(withdrawal: AdminWithdrawal): RowDocument[] {
  const of = (what: string) => `${what} of ${withdrawal.user?.name ?? 'a deleted account'}`;
  const kyc = withdrawal.kyc;
  return [
    {
      url: kyc?.bankProof ?? null,
      what: 'Bank proof',
      label: of('Bank proof'),
      alt: of('Bank proof (passbook or cancelled cheque)'),
    },
    { url: kyc?.panCardfront ?? null, what: 'PAN front', label: of('PAN front'), alt: of('PAN card front') },
    { url: kyc?.panCardback ?? null, what: 'PAN back', label: of('PAN back'), alt: of('PAN card back') },
  ];
}

const dimmed = (text: string) => (
  <Text span size="sm" c="dimmed">
    {text}
  </Text>
);

/** The request's status, with the UTR once paid and the reason once rejected or failed. */
function WithdrawalStatusCell({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  return (
    <Stack gap={2} align="flex-start">
      <WithdrawalStatusBadge status={withdrawal.status} />
      {withdrawal.utr ? <Text size="xs">UTR {withdrawal.utr}</Text> : null}
      {withdrawal.paidAt ? (
        <Text size="xs" c="dimmed">
          {formatDateTime(withdrawal.paidAt)}
        </Text>
      ) : null}
      {withdrawal.reason ? (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
          {withdrawal.reason}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/withdrawals, 'Withdrawal Requests' (docs/product-spec.md §2 with docs/contract.md §12: payouts work): the requests of
 * the chosen status (by default requested or processing: where the admin acts next), newest first
 * with Load more; Approve payout (a UTR, or through the payout provider)
 * and Reject with a reason while requested; the local TEST provider's payouts are completed here.
 */
export function WithdrawalRequestsPage() {
  usePageTitle('Withdrawal Requests');
  const { filters, set } = useUrlFilters(filtersFromSearch);
  const requests = useWithdrawalRequests(filters.status);
  const reject = useRejectWithdrawal();
  const complete = useCompleteLocalPayout();
  const { open, viewer } = useDocumentViewer();
  const [approving, setApproving] = useState<AdminWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);

  const withdrawals = useMemo(() => requests.data?.pages.flatMap((page) => page.withdrawals) ?? [], [requests.data]);
  const provider = requests.data?.pages.at(-1)?.payoutProvider ?? 'razorpayx';

  const columns = useMemo<RecordColumn<AdminWithdrawal>[]>(() => {
    const document = (which: number) => (withdrawal: AdminWithdrawal) => (
      <DocumentCell documents={documentsOf(withdrawal)} which={which} onOpen={open} />
    );
    const completing = (withdrawal: AdminWithdrawal, outcome: 'processed' | 'failed') =>
      complete.isPending &&
      complete.variables.withdrawalId === withdrawal._id &&
      complete.variables.outcome === outcome;
    const finish = (withdrawal: AdminWithdrawal, outcome: 'processed' | 'failed') =>
      complete.mutate(
        { withdrawalId: withdrawal._id, outcome },
        {
          onSuccess: (answer) => notifySuccess(answer.message),
          onError: (error) => notifyError(errorMessage(error)),
        },
      );

    // At 1280 px the three documents share one cell, the phone and day fold under the name and the
    // IFSC and e-KYC status under the account; the actions keep their column, pinned while the table
    // scrolls on narrower screens.
    return [
      { header: 'Sr.no', cell: (_w, srNo) => srNo, inTitle: true },
      { header: 'UserName', cell: (w) => w.user?.name ?? dimmed('Deleted account'), inTitle: true, main: true },
      { header: 'Phone', cell: (w) => w.user?.phone ?? '—', nowrap: true, from: 'xxl' },
      {
        header: 'Bank ACC.NO',
        wide: true,
        cell: (w) =>
          w.kyc ? (
            <Stack gap={0}>
              <Text size="sm" ff="monospace">
                {w.kyc.bankAccountNumber}
              </Text>
              <Text size="xs" c="dimmed">
                {w.kyc.accountHolderName}, {w.kyc.bankName}
              </Text>
            </Stack>
          ) : (
            dimmed('No e-KYC')
          ),
      },
      { header: 'IFSC Code', cell: (w) => w.kyc?.ifscCode ?? '—', nowrap: true, from: 'xxl', foldInto: 'Bank ACC.NO' },
      { header: 'Amount', cell: (w) => formatRupees(w.amount), nowrap: true },
      { header: 'Bank Proof', cell: document(0), from: 'xxl', fold: false },
      { header: 'PAN Front', cell: document(1), from: 'xxl', fold: false },
      { header: 'PAN Back', cell: document(2), from: 'xxl', fold: false },
      {
        header: 'Documents',
        until: 'xxl',
        cell: (w) => <DocumentsCell documents={documentsOf(w)} onOpen={open} />,
      },
      {
        header: 'E-KYC Status',
        cell: (w) => (w.kyc ? <EkycStatusBadge status={w.kyc.status} /> : dimmed('Not submitted')),
        from: 'xxl',
        foldInto: 'Bank ACC.NO',
      },
      { header: 'Status', cell: (w) => <WithdrawalStatusCell withdrawal={w} /> },
      { header: 'Requested', cell: (w) => formatDateTime(w.createdAt), from: 'xxl' },
      {
        header: 'Actions',
        wide: true,
        actions: true,
        cell: (w) => {
          const name = w.user?.name ?? 'a deleted account';
          if (w.status === 'requested') {
            // docs/product-spec.md §4: an approved e-KYC enables Approve Payout.
            const verified = w.kyc?.status === 'approved';
            return (
              <Stack gap={4} align="flex-start">
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    onClick={() => setApproving(w)}
                    disabled={!verified}
                    aria-label={`Approve payout to ${name}`}
                  >
                    Approve payout
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    onClick={() => setRejecting(w)}
                    aria-label={`Reject withdrawal of ${name}`}
                  >
                    Reject
                  </Button>
                </Group>
                {verified ? null : (
                  <Text size="xs" c="dimmed">
                    The e-KYC is not verified.
                  </Text>
                )}
              </Stack>
            );
          }
          if (w.status === 'processing' && provider === 'local') {
            return (
              <Group gap="xs">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => finish(w, 'processed')}
                  loading={completing(w, 'processed')}
                  disabled={complete.isPending}
                  aria-label={`Mark paid (test) for ${name}`}
                >
                  Mark paid (test)
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  onClick={() => finish(w, 'failed')}
                  loading={completing(w, 'failed')}
                  disabled={complete.isPending}
                  aria-label={`Mark failed (test) for ${name}`}
                >
                  Mark failed (test)
                </Button>
              </Group>
            );
          }
          return dimmed('—');
        },
      },
    ];
  }, [open, provider, complete]);

  const sendReject = async (reason: string) => {
    if (!rejecting) return;
    try {
      const answer = await reject.mutateAsync({ id: rejecting._id, reason });
      notifySuccess(answer.message);
      setRejecting(null);
    } catch (error) {
      if (!movedOn(error, GONE_WITHDRAWAL)) throw error;
      notifyError(errorMessage(error));
      setRejecting(null);
    }
  };

  let body;
  if (requests.isPending) body = <Loader size="sm" aria-label="Loading the withdrawal requests" />;
  else if (requests.isError && !requests.isFetchNextPageError) {
    body = <ErrorAlert title="The withdrawal requests could not be loaded">{errorMessage(requests.error)}</ErrorAlert>;
  } else if (withdrawals.length === 0) body = <Text c="dimmed">{withdrawalMessages.noRequests}</Text>;
  else {
    body = (
      <Stack gap="md">
        <RecordList
          records={withdrawals}
          rowKey={(w) => w._id}
          columns={columns}
          label="Withdrawal requests"
          cardTitle={(w, srNo) => (
            <>
              {srNo}. {w.user?.name ?? 'Deleted account'}
            </>
          )}
          minWidth={720}
          busy={requests.isFetching && !requests.isFetchingNextPage}
        />
        <LoadMore
          hasNextPage={requests.hasNextPage}
          isFetchingNextPage={requests.isFetchingNextPage}
          fetchNextPage={requests.fetchNextPage}
          failed={
            requests.isFetchNextPageError
              ? { title: 'More requests could not be loaded', message: errorMessage(requests.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Withdrawal Requests</Title>
      {provider === 'local' && requests.data ? (
        <Text size="sm" c="dimmed">
          Payouts here use the test payout provider: no real money moves.
        </Text>
      ) : null}
      <Select
        label="Status"
        value={filters.status}
        data={STATUS_OPTIONS}
        allowDeselect={false}
        comboboxProps={COMBOBOX_PROPS}
        onChange={(value) => set('status', value ?? OPEN)}
        maw={280}
      />
      {body}
      {viewer}
      <ApprovePayoutDialog withdrawal={approving} provider={provider} onClose={() => setApproving(null)} />
      <ReasonDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject withdrawal"
        schema={rejectWithdrawalSchema}
        submitLabel="Reject withdrawal"
        onSubmit={sendReject}
        busy={reject.isPending}
      >
        {rejecting ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {formatRupees(rejecting.amount)} requested by {rejecting.user?.name ?? 'a deleted account'}. The amount goes
            back to their available balance.
          </Text>
        ) : null}
      </ReasonDialog>
    </Stack>
  );
}
