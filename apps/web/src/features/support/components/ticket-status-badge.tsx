import { Badge } from '@mantine/core';
import type { TicketStatus } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

const COLORS: Record<TicketStatus, string> = { Pending: 'yellow', Resolved: 'green' };
const LABELS = { Pending: 'status.pending', Resolved: 'status.resolved' } as const satisfies Record<
  TicketStatus,
  string
>;

/**
 * A ticket's status: Pending in yellow, Resolved in green, in the member's language; `english`
 * keeps the status as it is (the back office stays English).
 * Never cut short ('Pendi…'): its whole text is its least width (miw), however a table squeezes its column.
 */
export function TicketStatusBadge({ status, english = false }: { status: TicketStatus; english?: boolean }) {
  const { t } = useTranslation('support');
  return (
    <Badge color={COLORS[status]} variant="light" tt="none" miw="max-content">
      {english ? status : t(LABELS[status])}
    </Badge>
  );
}
