import type { AdminPaymentList, ApproveUserInput, GetUserResponse, MemberPage, MessageResponse } from '@sevak/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { MEMBERS_PAGE_SIZE, memberListSearch, type MemberQuery } from '../utils/member-filters';

/**
 * The admin member calls (spec §7, DESIGN §5): GET /auth/getAllUser (keyset pages),
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

/** A page of members; `offset` is how many come before it (for the Sr.no column). */
export function memberPageQuery(query: MemberQuery, cursor: string | null, offset: number) {
  return queryOptions({
    queryKey: [...memberListsKey, query, cursor],
    queryFn: async ({ signal }) => ({
      ...(await api.get<MemberPage>(`/auth/getAllUser?${memberListSearch(query, cursor)}`, { signal })),
      offset,
    }),
  });
}

/**
 * A member list paged with the server's keyset cursors: a stack of the cursors of the pages
 * before this one, forgotten when the filters change.
 */
export function useMemberPages(query: MemberQuery, enabled = true) {
  const key = JSON.stringify(query);
  const [paging, setPaging] = useState<{ key: string; cursors: string[] }>({ key, cursors: [] });
  const cursors = paging.key === key ? paging.cursors : [];
  const cursor = cursors.at(-1) ?? null;
  const offset = cursors.length * MEMBERS_PAGE_SIZE;

  const page = useQuery({
    ...memberPageQuery(query, cursor, offset),
    enabled,
    // Keep the last rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

  const nextCursor = page.isPlaceholderData ? null : (page.data?.nextCursor ?? null);
  return {
    page,
    hasPrevious: cursors.length > 0,
    hasNext: nextCursor !== null,
    next: () => {
      if (nextCursor) setPaging({ key, cursors: [...cursors, nextCursor] });
    },
    previous: () => setPaging({ key, cursors: cursors.slice(0, -1) }),
  };
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
