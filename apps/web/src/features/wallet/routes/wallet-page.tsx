import { TaxStatementSection } from '../components/tax-statement';
import { useSession } from '../../../lib/session';
import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { paths, walletMessages } from '@sevak/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { LoadMore } from '../../../components/load-more';
import { SectionCard } from '../../../components/section';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useUrlFilters } from '../../../lib/url-filters';
import { useWallet, useWalletTransactions } from '../api/wallet';
import { HistoryFilters } from '../components/history-filters';
import { MyPlans } from '../components/my-plans';
import { StatementDownload } from '../components/statement-download';
import { TransactionList } from '../components/transaction-list';
import { WalletBalances } from '../components/wallet-balances';
import { WithdrawSection } from '../components/withdraw-section';
import { rangeError, walletFiltersFromSearch } from '../utils/wallet-filters';

function Balances() {
  const { t } = useTranslation('wallet');
  const wallet = useWallet();
  if (wallet.isPending) return <Loader size="sm" aria-label={t('page.loadingBalance')} />;
  if (wallet.isError) {
    return <LoadFailed message={walletMessages.fetchFailed} onRetry={() => void wallet.refetch()} />;
  }
  return <WalletBalances wallet={wallet.data} />;
}

function History() {
  const { t } = useTranslation('wallet');
  const { filters, set, reset } = useUrlFilters(walletFiltersFromSearch);
  const invalidRange = rangeError(filters.from, filters.to);
  const history = useWalletTransactions(filters, !invalidRange);
  const transactions = useMemo(() => history.data?.pages.flatMap((page) => page.transactions) ?? [], [history.data]);
  const filtered = Boolean(filters.from || filters.to || filters.kind);

  let body;
  if (invalidRange) body = null;
  else if (history.isPending) body = <Loader size="sm" aria-label={t('history.loading')} />;
  else if (history.isError && !history.isFetchNextPageError) {
    body = <LoadFailed message={walletMessages.fetchFailed} onRetry={() => void history.refetch()} />;
  } else if (transactions.length === 0) {
    body = filtered ? (
      <Text c="dimmed">{t('history.noMatch')}</Text>
    ) : (
      <Stack gap="xs" align="flex-start">
        <Text c="dimmed">{translateText(walletMessages.emptyHistory)}</Text>
        <Anchor component={Link} to={paths.team}>
          {t('history.inviteLink')}
        </Anchor>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <TransactionList transactions={transactions} busy={history.isPlaceholderData} />
        <LoadMore
          hasNextPage={history.hasNextPage}
          isFetchingNextPage={history.isFetchingNextPage}
          fetchNextPage={history.fetchNextPage}
          failed={
            history.isFetchNextPageError
              ? { title: t('history.loadMoreFailed'), message: errorMessage(history.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="wallet-history">
      <Title order={2} size="h4" id="wallet-history">
        {t('history.title')}
      </Title>
      <HistoryFilters value={filters} onChange={set} onReset={reset} error={invalidRange} />
      {body}
    </Stack>
  );
}

/**
 * /wallete: what the platform owes the member (docs/contract.md §5b): balances, withdrawals, their plans
 * (when investments are on), the history
 * (filtered in the URL, a page at a time) and a statement to download.
 */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  usePageTitle(t('page.title'));
  const { user } = useSession();
  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={1000} mx="auto">
      <Title order={1} size="h2">
        {t('page.title')}
      </Title>
      <Balances />
      <SectionCard id="wallet-withdraw" title={t('page.withdraw')}>
        <WithdrawSection />
      </SectionCard>
      <MyPlans />
      <StatementDownload />
      {user && user.businessCategory.length > 0 && <TaxStatementSection />}
      <History />
    </Stack>
  );
}
