import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatRupees, type TeamAnswer } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

/** Members invited, approved, and the rewards they earned. */
export function TeamTotals({ totals }: { totals: TeamAnswer['totals'] }) {
  const { t } = useTranslation('referrals');
  const figures = [
    { term: t('totals.members'), value: String(totals.members) },
    { term: t('totals.approved'), value: String(totals.approved) },
    { term: t('totals.earned'), value: formatRupees(totals.earned) },
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing="sm" m={0} aria-label={t('totals.label')}>
      {figures.map((figure) => (
        <Paper key={figure.term} withBorder p={{ base: 'xs', sm: 'sm' }}>
          <Text component="dt" size="sm" c="dimmed">
            {figure.term}
          </Text>
          <Text component="dd" m={0} fz="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {figure.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
