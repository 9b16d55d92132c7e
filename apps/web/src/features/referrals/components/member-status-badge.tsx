import { Badge } from '@mantine/core';
import type { TeamMemberStatus } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

const BADGES = {
  registered: { label: 'members.status.registered', color: 'gray' },
  paid: { label: 'members.status.paid', color: 'blue' },
  approved: { label: 'members.status.approved', color: 'green' },
} as const satisfies Record<TeamMemberStatus, { label: string; color: string }>;

/** Where an invited member is: registered, paid the fee, or approved (the reward's moment). */
export function MemberStatusBadge({ status }: { status: TeamMemberStatus }) {
  const { t } = useTranslation('referrals');
  const badge = BADGES[status];
  return (
    <Badge color={badge.color} variant="light" tt="none">
      {t(badge.label)}
    </Badge>
  );
}
