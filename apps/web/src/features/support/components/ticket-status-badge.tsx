import { Badge } from '@mantine/core';
import type { TicketStatus } from '@sevak/shared';

const COLORS: Record<TicketStatus, string> = { Pending: 'yellow', Resolved: 'green' };

/**
 * A ticket's status: Pending in yellow, Resolved in green.
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" miw="max-content">
      {status}
    </Badge>
  );
}
