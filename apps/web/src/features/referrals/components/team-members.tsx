import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { formatDay, formatRupees, type TeamMember } from '@sevak/shared';
import { MemberStatusBadge } from './member-status-badge';
import { useTranslation } from '../../../i18n/i18n';

/** One invited member as a card: name, the day they joined, where they are, and the reward. */
function MemberCard({ member }: { member: TeamMember }) {
  const { t } = useTranslation('referrals');
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {member.name}
        </Text>
        <MemberStatusBadge status={member.status} />
      </Group>
      <Group justify="space-between" gap="xs" mt={4}>
        <Text size="sm" c="dimmed">
          {t('members.joined', { date: formatDay(member.joinedAt) })}
        </Text>
        <Text size="sm">
          {t('members.reward')}{' '}
          <Text span fw={600} inherit>
            {member.reward === null ? '—' : formatRupees(member.reward)}
          </Text>
        </Text>
      </Group>
    </Paper>
  );
}

/** The members who joined with the code: cards, one column on a phone, more on wider screens. */
export function TeamMembers({ members }: { members: TeamMember[] }) {
  const { t } = useTranslation('referrals');
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="sm"
      aria-label={t('members.listLabel')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {members.map((member) => (
        <MemberCard key={member._id} member={member} />
      ))}
    </SimpleGrid>
  );
}
