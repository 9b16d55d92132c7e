import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatPaise, rupeesToPaise, type Wallet } from '@sevak/shared';

type Figure = { term: string; rupees: number; note: string };

/** Balance, available and held, each with a line on what it means. */
export function WalletBalances({ wallet }: { wallet: Wallet }) {
  const figures: Figure[] = [
    {
      term: 'Balance',
      rupees: wallet.balance,
      note: 'Everything credited to your wallet so far, less what was paid out.',
    },
    { term: 'Available', rupees: wallet.available, note: 'What you can withdraw now.' },
    { term: 'Held', rupees: wallet.held, note: 'Set aside for withdrawals you asked for and that are not paid yet.' },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0} aria-label="Your balances">
      {figures.map((figure) => (
        <Paper key={figure.term} withBorder p="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.term}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {formatPaise(rupeesToPaise(figure.rupees))}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {figure.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
