import { Badge } from '@mantine/core';
import { WITHDRAWAL_STATUS_LABELS, type WithdrawalStatus } from '@sevak/shared';
import { translateText } from '../i18n/i18n';

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
 * A withdrawal's status in words (in the member's language), with a colour that repeats them (never the colour alone).
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" miw="max-content">
      {translateText(WITHDRAWAL_STATUS_LABELS[status])}
    </Badge>
  );
}
