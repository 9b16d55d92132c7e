import type { MyInvestment } from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletQueryPrefix } from './wallet';

/**
 * GET /invest/mine: the member's plans (docs/contract.md §5b). Under the wallet's key: a payout that lands in
 * the wallet also moves a plan's installments and next payout.
 */
export function myInvestmentsQuery() {
  return queryOptions({
    queryKey: [...walletQueryPrefix, 'investments'],
    queryFn: async ({ signal }) =>
      (await api.get<{ investments: MyInvestment[] }>('/invest/mine', { signal })).investments,
  });
}

/** Only asked while the deployment has investments on (else the route answers 404). */
export const useMyInvestments = (enabled: boolean) => useQuery({ ...myInvestmentsQuery(), enabled });
