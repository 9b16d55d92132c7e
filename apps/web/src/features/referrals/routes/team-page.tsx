import { Loader, Stack, Text, Title } from '@mantine/core';
import { formatRupees, walletMessages, type TeamAnswer } from '@sevak/shared';
import { useMemo } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { LoadMore } from '../../../components/load-more';
import { SectionCard } from '../../../components/section';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useTeam } from '../api/team';
import { ReferralInvite } from '../components/referral-invite';
import { TeamMembers } from '../components/team-members';
import { TeamTotals } from '../components/team-totals';

function TeamBody({ team }: { team: ReturnType<typeof useTeam> }) {
  const { t } = useTranslation('referrals');
  const members = useMemo(() => team.data?.pages.flatMap((page) => page.members) ?? [], [team.data]);
  if (team.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (team.isError && !team.isFetchNextPageError) {
    return <LoadFailed message={translateText(walletMessages.fetchTeamFailed)} onRetry={() => void team.refetch()} />;
  }
  // Every page repeats the code, link and totals: the first one's are shown.
  const first: TeamAnswer = team.data.pages[0]!;
  // How a reward is earned, with what one is worth today (0: rewards are off).
  const rewardSentence =
    first.rewardPerReferral > 0
      ? t('invite.reward', { amount: formatRupees(first.rewardPerReferral) })
      : t('invite.rewardsPaused');

  return (
    <>
      <SectionCard id="team-invite" title={t('invite.title')}>
        <Stack gap="md">
          <ReferralInvite code={first.referralCode} link={first.referralLink} />
          <Text size="sm">{rewardSentence}</Text>
          <Text size="sm" c="dimmed">
            {first.referredBy ? t('invite.referredBy', { name: first.referredBy.name }) : t('invite.noReferrer')}
          </Text>
        </Stack>
      </SectionCard>

      <Stack gap="md" component="section" aria-labelledby="team-members">
        <Title order={2} size="h4" id="team-members">
          {t('members.title')}
        </Title>
        <TeamTotals totals={first.totals} />
        {members.length === 0 ? (
          <Text c="dimmed">{t('members.none')}</Text>
        ) : (
          <Stack gap="md">
            <TeamMembers members={members} />
            <LoadMore
              hasNextPage={team.hasNextPage}
              isFetchingNextPage={team.isFetchingNextPage}
              fetchNextPage={team.fetchNextPage}
              failed={
                team.isFetchNextPageError
                  ? { title: t('members.loadMoreFailed'), message: errorMessage(team.error) }
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
  const { t } = useTranslation('referrals');
  usePageTitle(t('title'));
  const team = useTeam();
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={1000} mx="auto">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <TeamBody team={team} />
    </Stack>
  );
}
