import type { MemberWalletAnswer, WalletAdjust, WalletAdjustAnswer } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { memberListsKey, memberQuery } from './members';

/**
 * A member's wallet as the admin sees it (docs/contract.md §5b): GET /wallet/user/{id} (the balances and the
 * latest transactions) and POST /wallet/adjust (a credit or debit by the admin, audited).
 */

export function memberWalletQuery(id: string) {
  return queryOptions({
    queryKey: [...memberQuery(id).queryKey, 'wallet'],
    queryFn: ({ signal }) => api.get<MemberWalletAnswer>(`/wallet/user/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useMemberWallet(id: string | null) {
  return useQuery({ ...memberWalletQuery(id ?? ''), enabled: id !== null });
}

/** One adjustment and the key that makes sending it again replay it instead of moving money twice. */
export type WalletAdjustment = { body: WalletAdjust; idempotencyKey: string };

export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: WalletAdjustment) =>
      api.post<WalletAdjustAnswer>('/wallet/adjust', body, { headers: { 'Idempotency-Key': idempotencyKey } }),
    // Also after a failure: an answer that never arrived may still have moved the money.
    onSettled: (_answer, _error, { body }) => {
      void queryClient.invalidateQueries({ queryKey: memberWalletQuery(body.userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: memberListsKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminStats });
    },
  });
}
