import { Badge } from '@mantine/core';
import type { WalletTransaction } from '@sevak/shared';
import { useTranslation } from '../i18n/i18n';

const COLORS: Record<Exclude<WalletTransaction['status'], 'posted'>, string> = {
  pending: 'yellow',
  voided: 'gray',
};

/**
 * Pending or Voided; a posted transaction (the usual case) has no badge.
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function TransactionStatusBadge({ status }: { status: WalletTransaction['status'] }) {
  const { t } = useTranslation('wallet');
  if (status === 'posted') return null;
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" miw="max-content">
      {t(`transactionStatus.${status}`)}
    </Badge>
  );
}
