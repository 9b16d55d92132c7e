import type { AdminWithdrawalPage, WithdrawalActionAnswer, WithdrawalStatus } from '@sevak/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useInvalidate } from '../../../../lib/invalidate';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * The admin's Withdrawal Requests (docs/contract.md §5b): GET /withdrawal/requests (keyset pages, full account
 * numbers), POST /withdrawal/{id}/approve and /reject, and POST /withdrawal/local/complete (the
 * local TEST payout provider's answer, which a real provider sends by webhook).
 */

const withdrawalsKey = [...queryKeys.admin, 'withdrawals'] as const;

/** The status filter: one status, 'open' (requested or processing), or every request ('all': no `status` sent). */
export type WithdrawalFilter = WithdrawalStatus | 'open' | 'all';

/** GET /withdrawal/requests query: the status (unless all) and the cursor of the next page. */
export function withdrawalSearch(status: WithdrawalFilter, cursor?: string | null): string {
  const search = new URLSearchParams();
  if (status !== 'all') search.set('status', status);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** Newest first, a page at a time ('Load more' sends the last nextCursor). */
export function withdrawalRequestsQuery(status: WithdrawalFilter) {
  return infiniteQueryOptions({
    queryKey: [...withdrawalsKey, status],
    queryFn: ({ pageParam, signal }) => {
      const search = withdrawalSearch(status, pageParam);
      return api.get<AdminWithdrawalPage>(`/withdrawal/requests${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Full account numbers: not kept once nothing shows them.
    gcTime: 0,
  });
}

export function useWithdrawalRequests(status: WithdrawalFilter) {
  // Keep the last rows on screen while another status loads.
  return useInfiniteQuery({ ...withdrawalRequestsQuery(status), placeholderData: keepPreviousData });
}

/**
 * After an action, and after a refusal too (a 409 means someone else acted first): every list
 * again, the dashboard's totals, and the member's wallet in User Details (its hold moved).
 */
function useRefreshWithdrawals() {
  return useInvalidate([withdrawalsKey, queryKeys.adminStats, [...queryKeys.admin, 'member']]);
}

/**
 * POST /withdrawal/{id}/approve: with a UTR the admin paid it by hand (→ paid); without one it is
 * sent through the payout provider (→ processing). 409 WITHDRAWAL_NOT_REQUESTED when it moved on.
 */
export function useApproveWithdrawal() {
  const refresh = useRefreshWithdrawals();
  return useMutation({
    mutationFn: ({ id, utr }: { id: string; utr?: string | undefined }) =>
      api.post<WithdrawalActionAnswer>(`/withdrawal/${encodeURIComponent(id)}/approve`, utr ? { utr } : {}),
    onSettled: refresh,
  });
}

/** POST /withdrawal/{id}/reject {reason}: the hold is released, the member told why. */
export function useRejectWithdrawal() {
  const refresh = useRefreshWithdrawals();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<WithdrawalActionAnswer>(`/withdrawal/${encodeURIComponent(id)}/reject`, { reason }),
    onSettled: refresh,
  });
}

/** POST /withdrawal/local/complete: the local TEST provider's payout in processing is paid or fails. */
export function useCompleteLocalPayout() {
  const refresh = useRefreshWithdrawals();
  return useMutation({
    mutationFn: (body: { withdrawalId: string; outcome: 'processed' | 'failed' }) =>
      api.post<WithdrawalActionAnswer>('/withdrawal/local/complete', body),
    onSettled: refresh,
  });
}
