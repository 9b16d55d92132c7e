import { StatusBadge } from './status-badge';
import type { InvestmentStatus } from '@sevak/shared';

/** An investment's status in words (spec §4): 'active' green, any other grey. */
export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  return <StatusBadge color={status === 'active' ? 'green' : 'gray'}>{status}</StatusBadge>;
}
