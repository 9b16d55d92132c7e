import { Badge } from '@mantine/core';
import type { WorkStatus } from '@sevak/shared';

export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

const COLORS: Record<WorkStatus, string> = {
  sent: 'blue',
  accepted: 'teal',
  declined: 'red',
  cancelled: 'gray',
  completed: 'green',
};

/** A request's status in words and its own colour. */
export function WorkStatusBadge({ status }: { status: WorkStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" tt="none">
      {WORK_STATUS_LABELS[status]}
    </Badge>
  );
}
