import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatPaise, rupeesToPaise, type TeamAnswer } from '@sevak/shared';

/** Members invited, approved, and the rewards they earned. */
export function TeamTotals({ totals }: { totals: TeamAnswer['totals'] }) {
  const figures = [
    { term: 'Members', value: String(totals.members) },
    { term: 'Approved', value: String(totals.approved) },
    { term: 'Earned', value: formatPaise(rupeesToPaise(totals.earned)) },
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing="sm" m={0} aria-label="Team totals">
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
