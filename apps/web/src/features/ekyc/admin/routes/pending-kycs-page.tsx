import { Avatar, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { ekycMessages, formatDateTime, rejectKycSchema, type PendingEkycUser } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { LoadFailed } from '../../../../components/load-failed';
import { errorMessage } from '../../../../lib/api';
import { thumbnailUrl } from '../../../../lib/files';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { usePendingEkycs, useRejectKyc, useVerifyKyc } from '../api/ekyc';
import { EkycStatusBadge } from '../../../../components/ekyc-status-badge';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { RecordList, WRAP, type RecordColumn } from '../../../../components/record-list';
import {
  DocumentCell,
  DocumentsCell,
  openDocument,
  useDocumentViewer,
  type RowDocument,
} from '../../../../components/documents/row-documents';
import { movedOn } from '../../../../lib/moved-on';
import type { ViewerImage } from '../../../../components/documents/document-viewer';

/** The reason part of POST /withdrawal/rejectKyc (the id comes from the row). */
const REJECT_REASON_SCHEMA = rejectKycSchema.pick({ reason: true });
const GONE = ['EKYC_NOT_PENDING', 'EKYC_NOT_FOUND'] as const;

type Open = (images: ViewerImage[], index: number) => void;

/** A member's images in the viewer's order: selfie, bank proof, PAN front/back, Aadhaar front/back. */
function documentsOf(user: PendingEkycUser): RowDocument[] {
  const of = (what: string) => `${what} of ${user.name}`;
  return [
    { url: user.profilePic, what: 'Profile picture', label: of('Profile picture'), alt: of('Profile picture') },
    {
      url: user.ekyc.bankProof,
      what: 'Bank proof',
      label: of('Bank proof'),
      alt: of('Bank proof (passbook or cancelled cheque)'),
    },
    { url: user.ekyc.panCardfront, what: 'PAN front', label: of('PAN front'), alt: of('PAN card front') },
    { url: user.ekyc.panCardback, what: 'PAN back', label: of('PAN back'), alt: of('PAN card back') },
    { url: user.frontAadhar, what: 'Aadhaar front', label: of('Aadhaar front'), alt: of('Aadhaar card front') },
    { url: user.backAadhar, what: 'Aadhaar back', label: of('Aadhaar back'), alt: of('Aadhaar card back') },
  ];
}

/** The profile picture (opens the viewer) and the name. */
function UserCell({ user, onOpen }: { user: PendingEkycUser; onOpen: Open }) {
  const documents = documentsOf(user);
  const picture = documents[0]!;
  return (
    <Group gap="sm" wrap="nowrap">
      {picture.url ? (
        <UnstyledButton
          aria-label={picture.label}
          onClick={() => openDocument(documents, 0, onOpen)}
          style={{ borderRadius: '50%' }}
        >
          <Avatar src={thumbnailUrl(picture.url)} alt={picture.alt} radius="xl" size="md" />
        </UnstyledButton>
      ) : (
        <Avatar radius="xl" size="md" aria-hidden />
      )}
      <Text size="sm" fw={600} style={WRAP}>
        {user.name}
      </Text>
    </Group>
  );
}

/** Holder, full account number, IFSC and bank: what the admin checks against the bank proof. */
function BankAccount({ ekyc }: { ekyc: PendingEkycUser['ekyc'] }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {ekyc.accountHolderName}
      </Text>
      <Text size="sm" ff="monospace">
        {ekyc.bankAccountNumber}
      </Text>
      <Text size="sm">IFSC {ekyc.ifscCode}</Text>
      <Text size="xs" c="dimmed">
        {ekyc.bankName}
      </Text>
    </Stack>
  );
}

/**
 * /admin/pending-kycs, 'Pending e-KYCs' (docs/product-spec.md §2, §8): the bank accounts and PAN cards awaiting
 * verification, with the member's Aadhaar beside them; Verify KYC (a Yes/No question) or Reject
 * with a reason. A decided row leaves the list; the member is notified by the server.
 */
export function PendingKycsPage() {
  usePageTitle('Pending e-KYCs');
  const pending = usePendingEkycs();
  const verify = useVerifyKyc();
  const reject = useRejectKyc();
  const { open, viewer } = useDocumentViewer();
  const [verifying, setVerifying] = useState<PendingEkycUser | null>(null);
  const [rejecting, setRejecting] = useState<PendingEkycUser | null>(null);

  const columns = useMemo<RecordColumn<PendingEkycUser>[]>(() => {
    const document = (which: number) => (user: PendingEkycUser) => (
      <DocumentCell documents={documentsOf(user)} which={which} onOpen={open} />
    );
    // At 1280 px the five documents share one cell and the phone, PAN and day fold into other cells;
    // the actions keep their column, pinned while the table scrolls on narrower screens.
    return [
      { header: 'User', cell: (user) => <UserCell user={user} onOpen={open} />, inTitle: true, main: true },
      { header: 'Phone', cell: (user) => user.phone, nowrap: true, from: 'xxl' },
      { header: 'Bank Account', cell: (user) => <BankAccount ekyc={user.ekyc} />, wide: true },
      { header: 'Bank Proof', cell: document(1), from: 'xxl', fold: false },
      {
        header: 'PAN Number',
        cell: (user) => user.ekyc.panNumber,
        nowrap: true,
        from: 'xxl',
        foldInto: 'Bank Account',
      },
      { header: 'PAN Front', cell: document(2), from: 'xxl', fold: false },
      { header: 'PAN Back', cell: document(3), from: 'xxl', fold: false },
      { header: 'Aadhaar Front', cell: document(4), from: 'xxl', fold: false },
      { header: 'Aadhaar Back', cell: document(5), from: 'xxl', fold: false },
      {
        header: 'Documents',
        until: 'xxl',
        cell: (user) => <DocumentsCell documents={documentsOf(user)} first={1} onOpen={open} />,
      },
      { header: 'Submitted', cell: (user) => formatDateTime(user.ekyc.submittedAt), from: 'xxl' },
      { header: 'Status', cell: (user) => <EkycStatusBadge status={user.ekyc.status} /> },
      {
        header: 'Actions',
        wide: true,
        actions: true,
        cell: (user) => (
          <Group gap="xs">
            <Button size="compact-sm" onClick={() => setVerifying(user)} aria-label={`Verify KYC of ${user.name}`}>
              Verify KYC
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setRejecting(user)}
              aria-label={`Reject e-KYC of ${user.name}`}
            >
              Reject
            </Button>
          </Group>
        ),
      },
    ];
  }, [open]);

  const confirmVerify = () => {
    if (!verifying) return;
    verify.mutate(verifying.ekyc._id, {
      onSuccess: () => notifySuccess(ekycMessages.verified),
      onError: (error) => notifyError(errorMessage(error, ekycMessages.verifyFailed)),
      onSettled: () => setVerifying(null),
    });
  };

  const sendReject = async (reason: string) => {
    if (!rejecting) return;
    try {
      const answer = await reject.mutateAsync({ kycId: rejecting.ekyc._id, reason });
      notifySuccess(answer.message);
      setRejecting(null);
    } catch (error) {
      if (!movedOn(error, GONE)) throw error;
      notifyError(errorMessage(error));
      setRejecting(null);
    }
  };

  let body;
  if (pending.isPending) body = <Loader size="sm" aria-label="Loading the pending e-KYCs" />;
  else if (pending.isError) {
    body = (
      <LoadFailed
        title="The pending e-KYCs could not be loaded"
        message={errorMessage(pending.error)}
        onRetry={() => void pending.refetch()}
      />
    );
  } else if (pending.data.length === 0) body = <Text c="dimmed">{ekycMessages.noPending}</Text>;
  else {
    body = (
      <RecordList
        records={pending.data}
        rowKey={(user) => user.ekyc._id}
        columns={columns}
        label="e-KYCs awaiting verification"
        cardTitle={(user) => <UserCell user={user} onOpen={open} />}
        minWidth={720}
        busy={pending.isFetching}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Pending e-KYCs</Title>
      <Text size="sm" c="dimmed">
        Check the account holder and number against the bank proof, and the PAN against the PAN card and Aadhaar, before
        you verify. The member can withdraw to this account once it is verified.
      </Text>
      {body}
      {viewer}
      <ConfirmDialog
        opened={verifying !== null}
        onClose={() => {
          if (!verify.isPending) setVerifying(null);
        }}
        title="Verify KYC"
        onConfirm={confirmVerify}
        busy={verify.isPending}
      >
        <Text>{ekycMessages.verifyConfirm}</Text>
        {verifying ? (
          <Text size="sm" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {verifying.name}: {verifying.ekyc.bankAccountNumber}, {verifying.ekyc.ifscCode}
          </Text>
        ) : null}
      </ConfirmDialog>
      <ReasonDialog
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Reject e-KYC"
        schema={REJECT_REASON_SCHEMA}
        submitLabel="Reject e-KYC"
        onSubmit={sendReject}
        busy={reject.isPending}
      >
        {rejecting ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {rejecting.name}: {rejecting.ekyc.bankAccountNumber}, {rejecting.ekyc.ifscCode}
          </Text>
        ) : null}
      </ReasonDialog>
    </Stack>
  );
}
