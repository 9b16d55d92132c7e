import { Group, Stack, Text } from '@mantine/core';
import { formatDateTime, formatRupees, WALLET_KIND_LABELS, type WalletTransaction } from '@sevak/shared';
import { SignedAmount } from '../../../components/signed-amount';
import { TransactionStatusBadge } from '../../../components/transaction-status-badge';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { RecordList, type RecordColumn } from '../../../components/record-list';

const WRAP = { overflowWrap: 'anywhere' } as const;

/** The kind in the member's language (a text of @sevak/shared). */
const kindText = (transaction: WalletTransaction) => translateText(WALLET_KIND_LABELS[transaction.kind]);

/** One transaction's card (phones): what, how much, when, and the balance after it. */
function TransactionCard({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const voided = transaction.status === 'voided';
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={600} style={WRAP}>
            {kindText(transaction)}
          </Text>
          <TransactionStatusBadge status={transaction.status} />
        </Group>
        <SignedAmount rupees={transaction.amount} voided={voided} />
      </Group>
      {transaction.description && (
        <Text size="sm" style={WRAP}>
          {translateText(transaction.description)}
        </Text>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {formatDateTime(transaction.createdAt)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('transactions.balanceAfter', { amount: formatRupees(transaction.balanceAfter) })}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * The wallet history: a table on wide screens, cards on a phone (no sideways scroll). `busy` while
 * the rows of the previous filters are still on screen.
 */
export function TransactionList({ transactions, busy }: { transactions: WalletTransaction[]; busy: boolean }) {
  const { t } = useTranslation('wallet');
  const columns: RecordColumn<WalletTransaction>[] = [
    { header: t('transactions.date'), cell: (transaction) => formatDateTime(transaction.createdAt), nowrap: true },
    {
      header: t('transactions.type'),
      cell: (transaction) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm" fw={600}>
            {kindText(transaction)}
          </Text>
          <TransactionStatusBadge status={transaction.status} />
        </Stack>
      ),
    },
    {
      header: t('transactions.description'),
      cell: (transaction) => translateText(transaction.description),
      anywhere: true,
    },
    {
      header: t('transactions.amount'),
      numeric: true,
      cell: (transaction) => (
        <SignedAmount rupees={transaction.amount} voided={transaction.status === 'voided'} size="sm" />
      ),
    },
    {
      header: t('transactions.balance'),
      cell: (transaction) => formatRupees(transaction.balanceAfter),
      numeric: true,
      nowrap: true,
    },
  ];
  return (
    <RecordList
      records={transactions}
      rowKey={(transaction) => transaction._id}
      columns={columns}
      label={t('transactions.label')}
      card={(transaction) => <TransactionCard transaction={transaction} />}
      minWidth={560}
      busy={busy}
    />
  );
}
