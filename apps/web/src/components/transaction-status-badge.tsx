import { Badge } from '@mantine/core';
import type { WalletTransaction } from '@sevak/shared';

const BADGES: Partial<Record<WalletTransaction['status'], { label: string; color: string }>> = {
  pending: { label: 'Pending', color: 'yellow' },
  voided: { label: 'Voided', color: 'gray' },
};

/**
 * Pending or Voided; a posted transaction (the usual case) has no badge.
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function TransactionStatusBadge({ status }: { status: WalletTransaction['status'] }) {
  const badge = BADGES[status];
  if (!badge) return null;
  return (
    <Badge color={badge.color} variant="light" tt="none" miw="max-content">
      {badge.label}
    </Badge>
  );
}
