import { StatusBadge } from '../../../components/status-badge';
import type { EkycStatus } from '@sevak/shared';

const COLORS: Record<EkycStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** An e-KYC's status as the spec shows it: pending yellow, approved green (rejected red). */
export function EkycStatusBadge({ status }: { status: EkycStatus }) {
  return <StatusBadge color={COLORS[status]}>{status}</StatusBadge>;
}
