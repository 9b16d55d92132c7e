import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatRupees, type Wallet } from '@sevak/shared';
import { useTranslation } from '../../../i18n/i18n';

type Figure = { term: string; rupees: number; note: string };

/** Balance, available and held, each with a line on what it means. */
export function WalletBalances({ wallet }: { wallet: Wallet }) {
  const { t } = useTranslation('wallet');
  const figures: Figure[] = [
    { term: t('balances.balance'), rupees: wallet.balance, note: t('balances.balanceNote') },
    { term: t('balances.available'), rupees: wallet.available, note: t('balances.availableNote') },
    { term: t('balances.held'), rupees: wallet.held, note: t('balances.heldNote') },
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" m={0} aria-label={t('balances.label')}>
      {figures.map((figure) => (
        <Paper key={figure.term} withBorder p="md">
          <Text component="dt" size="sm" c="dimmed">
            {figure.term}
          </Text>
          <Text component="dd" m={0} fz={26} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {formatRupees(figure.rupees)}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {figure.note}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
