import { Badge, Group, Stack, Text } from '@mantine/core';
import { formatDateTime, type Ekyc, type EkycStatus, type PayoutAccount } from '@sevak/shared';
import { DetailLines } from '../../../components/detail-lines';
import { useTranslation } from '../../../i18n/i18n';

const COLORS: Record<EkycStatus, string> = { pending: 'yellow', approved: 'teal', rejected: 'red' };

/** An e-KYC's status in words (and a colour). */
export function EkycStatusBadge({ status }: { status: EkycStatus }) {
  const { t } = useTranslation('ekyc');
  return (
    <Badge color={COLORS[status]} variant="light" tt="none">
      {t(`badge.${status}`)}
    </Badge>
  );
}

/** A bank account as the member sees it: the number masked to the last 4. */
export function AccountLines({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation('ekyc');
  return (
    <DetailLines
      items={[
        { term: t('details.accountHolder'), value: account.accountHolderName },
        { term: t('details.bank'), value: account.bankName },
        { term: t('details.accountNumber'), value: account.bankAccountNumber },
        { term: t('details.ifsc'), value: account.ifscCode },
      ]}
    />
  );
}

/** A submission's details (masked numbers) and when it was sent. */
export function SubmissionLines({ ekyc }: { ekyc: Ekyc }) {
  const { t } = useTranslation('ekyc');
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <EkycStatusBadge status={ekyc.status} />
        <Text size="sm" c="dimmed">
          {t('status.sent', { date: formatDateTime(ekyc.submittedAt) })}
        </Text>
      </Group>
      <DetailLines
        items={[
          { term: t('details.accountHolder'), value: ekyc.accountHolderName },
          { term: t('details.bank'), value: ekyc.bankName },
          { term: t('details.accountNumber'), value: ekyc.bankAccountNumber },
          { term: t('details.ifsc'), value: ekyc.ifscCode },
          { term: t('details.pan'), value: ekyc.panNumber },
        ]}
      />
    </Stack>
  );
}
