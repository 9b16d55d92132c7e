import { Badge } from '@mantine/core';
import type { InvestmentStatus } from '@sevak/shared';

/** An investment's status in words (spec §4): 'active' green, any other grey. */
export function InvestmentStatusBadge({ status }: { status: InvestmentStatus }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light" tt="none">
      {status}
    </Badge>
  );
}
