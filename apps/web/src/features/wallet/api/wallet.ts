import type { WalletAnswer, WalletTransactionPage } from '@sevak/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import {
  statementSearch,
  transactionsSearch,
  type StatementFormat,
  type StatementPeriod,
  type WalletFilters,
} from '../utils/wallet-filters';

/** The member's wallet (docs/contract.md §5b): balances, history and statement. */

/** Everything of the wallet: a withdrawal or a reward makes all of it stale. */
export const walletQueryPrefix = queryKeys.wallet;

/** GET /wallet: balance, available and held, in rupees. */
export function walletQuery() {
  return queryOptions({
    queryKey: [...walletQueryPrefix, 'balances'],
    queryFn: async ({ signal }) => (await api.get<WalletAnswer>('/wallet', { signal })).wallet,
  });
}

export const useWallet = () => useQuery(walletQuery());

/** GET /wallet/transactions?from=&to=&kind=&cursor=, newest first, a page at a time ('Load more'). */
export function walletTransactionsQuery(filters: WalletFilters) {
  return infiniteQueryOptions({
    queryKey: [...walletQueryPrefix, 'transactions', filters],
    queryFn: ({ pageParam, signal }) => {
      const search = transactionsSearch(filters, pageParam);
      return api.get<WalletTransactionPage>(`/wallet/transactions${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useWalletTransactions(filters: WalletFilters, enabled = true) {
  // Keep the last rows on screen while the next filter's answer loads.
  return useInfiniteQuery({ ...walletTransactionsQuery(filters), enabled, placeholderData: keepPreviousData });
}

/** GET /wallet/statement?from=&to=&format=: the file (PDF or CSV) of the period. */
export function fetchWalletStatement(period: StatementPeriod, format: StatementFormat): Promise<Blob> {
  return api.blob('GET', `/wallet/statement?${statementSearch(period, format)}`);
}
