import type { PendingEkycList } from '@sevak/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useInvalidate } from '../../../../lib/invalidate';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * The admin's e-KYC review (docs/contract.md §5b): GET /auth/ekyc-pending (full account and PAN numbers; the
 * server audits each view), POST /withdrawal/verifyKyc and POST /withdrawal/rejectKyc.
 */

type SuccessAnswer = { success: true; message: string };

/** The e-KYCs awaiting verification. Not kept once nothing shows them (full numbers). */
export function pendingEkycsQuery() {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'ekyc-pending'],
    queryFn: async ({ signal }) => (await api.get<PendingEkycList>('/auth/ekyc-pending', { signal })).users,
    gcTime: 0,
  });
}

export const usePendingEkycs = () => useQuery(pendingEkycsQuery());

/**
 * After a verdict, and after a refusal too (a 409 means someone else decided first): the list
 * again, without the row.
 */
function useRefreshPending() {
  return useInvalidate([pendingEkycsQuery().queryKey, queryKeys.adminStats]);
}

/** POST /withdrawal/verifyKyc {kycId} → {success, message}; 409 EKYC_NOT_PENDING. */
export function useVerifyKyc() {
  const refresh = useRefreshPending();
  return useMutation({
    mutationFn: (kycId: string) => api.post<SuccessAnswer>('/withdrawal/verifyKyc', { kycId }),
    onSettled: refresh,
  });
}

/** POST /withdrawal/rejectKyc {kycId, reason} → {success, message}; the member is told the reason. */
export function useRejectKyc() {
  const refresh = useRefreshPending();
  return useMutation({
    mutationFn: (body: { kycId: string; reason: string }) => api.post<SuccessAnswer>('/withdrawal/rejectKyc', body),
    onSettled: refresh,
  });
}
