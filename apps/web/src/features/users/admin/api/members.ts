import type { AdminPaymentList, ApproveUserInput, GetUserResponse, MemberPage, MessageResponse } from '@sevak/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { memberListSearch, type MemberQuery } from '../utils/member-filters';

/**
 * The admin member calls (docs/product-spec.md §7, docs/contract.md §5): GET /auth/getAllUser (keyset pages),
 * GET /auth/getUserById/{id}, PUT /auth/approveUser, PUT /auth/updateUserAddressAndAadhar,
 * DELETE /auth/deleteUser; GET /payment/user/{id} (the member's payments, for the details); and the
 * review of new Aadhaar images (POST /admin/documents/{id}/…).
 */

/** Every member list (any filter, any page): a change to a member makes them all stale. */
export const memberListsKey = [...queryKeys.admin, 'members'] as const;

/**
 * One member's full record (an admin sees the whole Aadhaar number; the server audits each view).
 * Not kept once nothing shows it, so the number does not linger in memory.
 */
export function memberQuery(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'member', id],
    queryFn: async ({ signal }) =>
      (await api.get<GetUserResponse>(`/auth/getUserById/${encodeURIComponent(id)}`, { signal })).user,
    gcTime: 0,
  });
}

export function useMember(id: string | null) {
  return useQuery({ ...memberQuery(id ?? ''), enabled: id !== null });
}

/** A member's payments, newest first: the fee, failed tries, and duplicates with their refunds. */
export function memberPaymentsQuery(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'member', id, 'payments'],
    queryFn: async ({ signal }) =>
      (await api.get<AdminPaymentList>(`/payment/user/${encodeURIComponent(id)}`, { signal })).payments,
  });
}

export function useMemberPayments(id: string | null) {
  return useQuery({ ...memberPaymentsQuery(id ?? ''), enabled: id !== null });
}

/**
 * A member list, a page at a time with the server's keyset cursors ('Load more' sends the last
 * nextCursor); a change of the filters starts again from the first page.
 */
export function memberListQuery(query: MemberQuery) {
  return infiniteQueryOptions({
    queryKey: [...memberListsKey, query],
    queryFn: ({ pageParam, signal }) =>
      api.get<MemberPage>(`/auth/getAllUser?${memberListSearch(query, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useMemberList(query: MemberQuery, enabled = true) {
  // Keep the last rows on screen while the next filter's answer loads.
  return useInfiniteQuery({ ...memberListQuery(query), enabled, placeholderData: keepPreviousData });
}

// Mutations refresh the lists without waiting for them, so the caller's own callbacks (toast,
// closing a dialog) run at once, even when the reload takes away the row that asked.

export function useApproveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    // allowUnpaid only after the admin confirmed approving a member whose fee is unpaid.
    mutationFn: (input: ApproveUserInput) => api.put<MessageResponse>('/auth/approveUser', input),
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: memberListsKey });
      void queryClient.invalidateQueries({ queryKey: memberQuery(input.userId).queryKey });
    },
  });
}

export type AddressAndAadhaar = { userId: string; permanentAddress: string; aadharNumber: string };

export function useUpdateAddressAndAadhaar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressAndAadhaar) => api.put<MessageResponse>('/auth/updateUserAddressAndAadhar', body),
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: memberQuery(body.userId).queryKey });
      void queryClient.invalidateQueries({ queryKey: memberListsKey });
    },
  });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>('/auth/deleteUser', { id }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: memberQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: memberListsKey });
    },
  });
}

/** Accepts (the new images replace the ones on record) or rejects (with a reason) new Aadhaar images. */
export function useReviewAadhaar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, verdict, reason }: { userId: string; verdict: 'accept' | 'reject'; reason?: string }) =>
      api.post<MessageResponse>(
        `/admin/documents/${encodeURIComponent(userId)}/${verdict}`,
        verdict === 'reject' ? { reason } : undefined,
      ),
    onSuccess: (_answer, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: memberListsKey });
      void queryClient.invalidateQueries({ queryKey: memberQuery(userId).queryKey });
    },
  });
}
