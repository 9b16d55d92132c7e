import { StatusBadge } from './status-badge';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@sevak/shared';

const STATUS_COLORS: Record<WithdrawalStatus, string> = {
  requested: 'yellow',
  processing: 'blue',
  paid: 'teal',
  failed: 'red',
  rejected: 'red',
  cancelled: 'gray',
  reversed: 'orange',
};

/** A withdrawal's status in words, with a colour that repeats them (never the colour alone). */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return <StatusBadge color={STATUS_COLORS[status]}>{WITHDRAWAL_STATUS_LABELS[status]}</StatusBadge>;
}
