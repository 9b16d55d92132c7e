import { Badge } from '@mantine/core';
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

/**
 * A withdrawal's status in words, with a colour that repeats them (never the colour alone).
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" miw="max-content">
      {WITHDRAWAL_STATUS_LABELS[status]}
    </Badge>
  );
}
