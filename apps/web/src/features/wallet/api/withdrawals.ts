import type { EkycAnswer, MyWithdrawals, Withdrawal, WithdrawalRequest } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { walletQueryPrefix } from './wallet';

/** The member's withdrawals (docs/contract.md §5b): the verified account they go to, the list, request and cancel. */

/** GET /withdrawal/mine: newest first, with the minimum and whether withdrawals are on. Under the wallet's key: a withdrawal changes both. */
export function myWithdrawalsQuery() {
  return queryOptions({
    queryKey: [...walletQueryPrefix, 'withdrawals'],
    queryFn: ({ signal }) => api.get<MyWithdrawals>('/withdrawal/mine', { signal }),
  });
}

export const useMyWithdrawals = () => useQuery(myWithdrawalsQuery());

/** GET /ekyc (the e-KYC page reads the same key): whether the member has a verified bank account. */
export function payoutAccountQuery() {
  return queryOptions({
    queryKey: queryKeys.ekyc,
    queryFn: ({ signal }) => api.get<EkycAnswer>('/ekyc', { signal }),
  });
}

export const usePayoutAccount = () => useQuery(payoutAccountQuery());

/** One request and the key that makes sending it again replay it instead of holding the money twice. */
export type WithdrawalSubmission = { body: WithdrawalRequest; idempotencyKey: string };

export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: WithdrawalSubmission) =>
      api.post<{ withdrawal: Withdrawal }>('/withdrawal/request', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    // Also after a failure: an answer that never arrived may still have held the money.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryPrefix }),
  });
}

/** POST /withdrawal/{id}/cancel: only while requested; the hold is released. */
export function useCancelWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`/withdrawal/${encodeURIComponent(id)}/cancel`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryPrefix }),
  });
}
