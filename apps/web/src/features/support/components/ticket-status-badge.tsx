import { StatusBadge } from '../../../components/status-badge';
import type { TicketStatus } from '@sevak/shared';

const COLORS: Record<TicketStatus, string> = { Pending: 'yellow', Resolved: 'green' };

/** A ticket's status: Pending in yellow, Resolved in green. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <StatusBadge color={COLORS[status]}>{status}</StatusBadge>;
}
