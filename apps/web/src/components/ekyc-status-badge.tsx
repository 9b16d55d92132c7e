import { Badge } from '@mantine/core';
import type { EkycStatus } from '@sevak/shared';

const COLORS: Record<EkycStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/**
 * An e-KYC's status as the spec shows it: pending yellow, approved green (rejected red).
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function EkycStatusBadge({ status }: { status: EkycStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" miw="max-content">
      {status}
    </Badge>
  );
}
