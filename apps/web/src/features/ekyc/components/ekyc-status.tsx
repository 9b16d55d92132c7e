import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type Ekyc, type EkycStatus, type PayoutAccount } from '@sevak/shared';
import { DetailLines } from '../../../components/detail-lines';

const BADGES: Record<EkycStatus, { label: string; color: string }> = {
  pending: { label: 'Awaiting verification', color: 'yellow' },
  approved: { label: 'Verified', color: 'teal' },
  rejected: { label: 'Not accepted', color: 'red' },
};

/** An e-KYC's status in words (and a colour). */
export function EkycStatusBadge({ status }: { status: EkycStatus }) {
  const { label, color } = BADGES[status];
  return (
    <Badge color={color} variant="light" tt="none">
      {label}
    </Badge>
  );
}

/** A bank account as the member sees it: the number masked to the last 4. */
export function AccountLines({ account }: { account: PayoutAccount }) {
  return (
    <DetailLines
      items={[
        { term: 'Account holder', value: account.accountHolderName },
        { term: 'Bank', value: account.bankName },
        { term: 'Account number', value: account.bankAccountNumber },
        { term: 'IFSC', value: account.ifscCode },
      ]}
    />
  );
}

/** A submission's details (masked numbers) and when it was sent. */
export function SubmissionLines({ ekyc }: { ekyc: Ekyc }) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <EkycStatusBadge status={ekyc.status} />
        <Text size="sm" c="dimmed">
          Sent {formatDateTime(ekyc.submittedAt)}
        </Text>
      </Group>
      <DetailLines
        items={[
          { term: 'Account holder', value: ekyc.accountHolderName },
          { term: 'Bank', value: ekyc.bankName },
          { term: 'Account number', value: ekyc.bankAccountNumber },
          { term: 'IFSC', value: ekyc.ifscCode },
          { term: 'PAN', value: ekyc.panNumber },
        ]}
      />
    </Stack>
  );
}
