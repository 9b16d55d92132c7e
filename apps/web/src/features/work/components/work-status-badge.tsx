import { Badge } from '@mantine/core';
import type { WorkStatus } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

const COLORS: Record<WorkStatus, string> = {
  sent: 'blue',
  accepted: 'teal',
  declined: 'red',
  cancelled: 'gray',
  completed: 'green',
  quoted: 'cyan',
  pending_payment: 'orange',
  confirmed: 'teal',
  started: 'indigo',
  released: 'green',
  disputed: 'red',
  resolved: 'green',
  expired: 'gray',
};

/** A request's status in words and its own colour. */
export function WorkStatusBadge({ status }: { status: WorkStatus }) {
  const { t } = useTranslation('work');
  return (
    <Badge color={COLORS[status]} variant="light" tt="none">
      {t(`status.${status}`)}
    </Badge>
  );
}
