import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import { formatDateTime, formatPaise, rupeesToPaise, WALLET_KIND_LABELS, type WalletTransaction } from '@sevak/shared';
import { SignedAmount } from '../../../components/signed-amount';
import { TransactionStatusBadge } from '../../../components/transaction-status-badge';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { useWideScreen } from '../../../lib/use-wide-screen';

const WRAP = { overflowWrap: 'anywhere' } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

const balanceText = (rupees: number) => formatPaise(rupeesToPaise(rupees));
/** The kind in the member's language (a text of @sevak/shared). */
const kindText = (transaction: WalletTransaction) => translateText(WALLET_KIND_LABELS[transaction.kind]);

/** One transaction as a card (phones): what, how much, when, and the balance after it. */
function TransactionCard({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const voided = transaction.status === 'voided';
  return (
    <Paper component="li" withBorder p="sm">
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
            {t('transactions.balanceAfter', { amount: balanceText(transaction.balanceAfter) })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

function TransactionTable({ transactions, busy }: { transactions: WalletTransaction[]; busy: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <Table striped verticalSpacing="xs" aria-label={t('transactions.label')} aria-busy={busy || undefined}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('transactions.date')}</Table.Th>
          <Table.Th>{t('transactions.type')}</Table.Th>
          <Table.Th>{t('transactions.description')}</Table.Th>
          <Table.Th ta="right">{t('transactions.amount')}</Table.Th>
          <Table.Th ta="right">{t('transactions.balance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {transactions.map((transaction) => (
          <Table.Tr key={transaction._id}>
            <Table.Td style={NOWRAP}>{formatDateTime(transaction.createdAt)}</Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Text size="sm" fw={600}>
                  {kindText(transaction)}
                </Text>
                <TransactionStatusBadge status={transaction.status} />
              </Stack>
            </Table.Td>
            <Table.Td style={WRAP}>{translateText(transaction.description)}</Table.Td>
            <Table.Td ta="right">
              <SignedAmount rupees={transaction.amount} voided={transaction.status === 'voided'} size="sm" />
            </Table.Td>
            <Table.Td ta="right" style={NOWRAP}>
              {balanceText(transaction.balanceAfter)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The wallet history: a table on wide screens, cards on a phone (no sideways scroll). `busy` while
 * the rows of the previous filters are still on screen.
 */
export function TransactionList({ transactions, busy }: { transactions: WalletTransaction[]; busy: boolean }) {
  const { t } = useTranslation('wallet');
  const wide = useWideScreen();
  if (wide) return <TransactionTable transactions={transactions} busy={busy} />;
  return (
    <Stack
      component="ul"
      gap="sm"
      aria-label={t('transactions.label')}
      aria-busy={busy || undefined}
      style={{ listStyle: 'none', padding: 0, margin: 0, opacity: busy ? 0.6 : 1 }}
    >
      {transactions.map((transaction) => (
        <TransactionCard key={transaction._id} transaction={transaction} />
      ))}
    </Stack>
  );
}
