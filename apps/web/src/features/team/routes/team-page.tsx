import { Loader, Stack, Text, Title } from '@mantine/core';
import { formatPaise, rupeesToPaise, walletMessages, type TeamAnswer } from '@sevak/shared';
import { useMemo } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { LoadMore } from '../../../components/load-more';
import { SectionCard } from '../../../components/section';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useTeam } from '../api/team';
import { ReferralInvite } from '../components/referral-invite';
import { TeamMembers } from '../components/team-members';
import { TeamTotals } from '../components/team-totals';

export const NO_MEMBERS_TEXT =
  'Nobody has joined with your code yet. Share your link with friends and local service providers you trust: they register with it and join your team.';
export const REWARDS_PAUSED_TEXT = 'Referral rewards are paused right now.';

/** How a reward is earned, with what one is worth today (0: rewards are off). */
export function rewardSentence(rewardPerReferral: number): string {
  if (rewardPerReferral <= 0) return REWARDS_PAUSED_TEXT;
  return `You earn ${formatPaise(rupeesToPaise(rewardPerReferral))} when a member you invited has paid the registration fee and is approved.`;
}

function TeamBody({ team }: { team: ReturnType<typeof useTeam> }) {
  const members = useMemo(() => team.data?.pages.flatMap((page) => page.members) ?? [], [team.data]);
  if (team.isPending) return <Loader size="sm" aria-label="Loading your team" />;
  if (team.isError && !team.isFetchNextPageError) {
    return <LoadFailed message={walletMessages.fetchTeamFailed} onRetry={() => void team.refetch()} />;
  }
  // Every page repeats the code, link and totals: the first one's are shown.
  const first: TeamAnswer = team.data.pages[0]!;

  return (
    <>
      <SectionCard id="team-invite" title="Invite members">
        <Stack gap="md">
          <ReferralInvite code={first.referralCode} link={first.referralLink} />
          <Text size="sm">{rewardSentence(first.rewardPerReferral)}</Text>
          <Text size="sm" c="dimmed">
            {first.referredBy ? `Referred by: ${first.referredBy.name}` : 'You joined without a referral code'}
          </Text>
        </Stack>
      </SectionCard>

      <Stack gap="md" component="section" aria-labelledby="team-members">
        <Title order={2} size="h4" id="team-members">
          Your team
        </Title>
        <TeamTotals totals={first.totals} />
        {members.length === 0 ? (
          <Text c="dimmed">{NO_MEMBERS_TEXT}</Text>
        ) : (
          <Stack gap="md">
            <TeamMembers members={members} />
            <LoadMore
              hasNextPage={team.hasNextPage}
              isFetchingNextPage={team.isFetchingNextPage}
              fetchNextPage={team.fetchNextPage}
              failed={
                team.isFetchNextPageError
                  ? { title: 'More members could not be loaded', message: errorMessage(team.error) }
                  : null
              }
            />
          </Stack>
        )}
      </Stack>
    </>
  );
}

/** /team: the member's referral code and link to share, and the members who joined with it. */
export function TeamPage() {
  usePageTitle('Team');
  const team = useTeam();
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={1000} mx="auto">
      <Title order={1} size="h2">
        Team
      </Title>
      <TeamBody team={team} />
    </Stack>
  );
}
