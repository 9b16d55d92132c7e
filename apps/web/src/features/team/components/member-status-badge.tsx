import { Badge } from '@mantine/core';
import type { TeamMemberStatus } from '@sevak/shared';

const BADGES: Record<TeamMemberStatus, { label: string; color: string }> = {
  registered: { label: 'Registered', color: 'gray' },
  paid: { label: 'Paid', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
};

/** Where an invited member is: registered, paid the fee, or approved (the reward's moment). */
export function MemberStatusBadge({ status }: { status: TeamMemberStatus }) {
  const badge = BADGES[status];
  return (
    <Badge color={badge.color} variant="light" tt="none">
      {badge.label}
    </Badge>
  );
}
