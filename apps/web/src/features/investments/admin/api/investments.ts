import type { AssignPlan, InvestorPage, Plan, PlanInput, PlanKind } from '@sevak/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useInvalidate } from '../../../../lib/invalidate';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * The admin's investment screens (docs/contract.md §5b): the plans of a kind, the investors of a
 * kind (search, keyset pages), assigning a plan by phone and closing an investment. Every /invest
 * route answers 404 INVESTMENTS_DISABLED while the deployment has them off: the page asks
 * GET /config/public first and calls none of these then.
 */

const investmentsKey = [...queryKeys.admin, 'investments'] as const;

/** GET /invest/plans/{kind}: active and inactive, as the server orders them. */
export function plansQuery(kind: PlanKind) {
  return queryOptions({
    queryKey: [...investmentsKey, kind, 'plans'],
    queryFn: ({ signal }) => api.get<{ plans: Plan[] }>(`/invest/plans/${kind}`, { signal }),
    select: (answer) => answer.plans,
  });
}

export const usePlans = (kind: PlanKind) => useQuery(plansQuery(kind));

/** GET /invest/get{kind}Investors query: the search (when any) and the cursor of the next page. */
export function investorSearch(search: string, cursor?: string | null): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** The investors of one kind, a page at a time ('Load more' sends the last nextCursor). */
export function investorsQuery(kind: PlanKind, search: string) {
  return infiniteQueryOptions({
    queryKey: [...investmentsKey, kind, 'investors', search.trim()],
    queryFn: ({ pageParam, signal }) => {
      const query = investorSearch(search, pageParam);
      return api.get<InvestorPage>(`/invest/get${kind}Investors${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useInvestors(kind: PlanKind, search: string, enabled = true) {
  // Keep the last rows on screen while another search loads.
  return useInfiniteQuery({ ...investorsQuery(kind, search), enabled, placeholderData: keepPreviousData });
}

/** After any change: both screens' plans (counts) and investors, and the dashboard's totals. */
function useRefreshInvestments() {
  return useInvalidate([investmentsKey, queryKeys.adminStats]);
}

/**
 * POST /invest/assign-plan with the form's Idempotency-Key: 404 PHONE_NOT_FOUND, 409
 * MEMBER_NOT_APPROVED / PLAN_INACTIVE / INVESTMENT_REFERENCE_TAKEN.
 */
export function useAssignPlan() {
  const refresh = useRefreshInvestments();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: AssignPlan; idempotencyKey: string }) =>
      api.post<{ success: boolean; message: string }>('/invest/assign-plan', body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: refresh,
  });
}

/** POST /invest/plans (new) or PUT /invest/plans/{id} (edit), with the same fields. */
export function useSavePlan() {
  const refresh = useRefreshInvestments();
  return useMutation({
    mutationFn: ({ id, plan }: { id: string | null; plan: PlanInput }) =>
      id
        ? api.put<{ plan: Plan }>(`/invest/plans/${encodeURIComponent(id)}`, plan)
        : api.post<{ plan: Plan }>('/invest/plans', plan),
    onSuccess: refresh,
  });
}

/** DELETE /invest/plans/{id}: deleted, or deactivated when in use (the message says which). */
export function useDeletePlan() {
  const refresh = useRefreshInvestments();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/invest/plans/${encodeURIComponent(id)}`),
    onSettled: refresh,
  });
}

/** POST /invest/{id}/close {reason}: the remaining installments stop. */
export function useCloseInvestment() {
  const refresh = useRefreshInvestments();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post<{ message: string }>(`/invest/${encodeURIComponent(id)}/close`, { reason }),
    onSettled: refresh,
  });
}
