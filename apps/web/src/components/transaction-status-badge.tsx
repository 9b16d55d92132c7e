import { StatusBadge } from './status-badge';
import type { WalletTransaction } from '@sevak/shared';

const BADGES: Partial<Record<WalletTransaction['status'], { label: string; color: string }>> = {
  pending: { label: 'Pending', color: 'yellow' },
  voided: { label: 'Voided', color: 'gray' },
};

/** Pending or Voided; a posted transaction (the usual case) has no badge. */
export function TransactionStatusBadge({ status }: { status: WalletTransaction['status'] }) {
  const badge = BADGES[status];
  if (!badge) return null;
  return <StatusBadge color={badge.color}>{badge.label}</StatusBadge>;
}
