import type { AdminPayment, ApproveUserInput, User } from '@sevak/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { MEMBERS_PAGE_SIZE, memberListSearch, type MemberQuery } from '../utils/member-filters';

/**
 * The admin member calls (spec §7, DESIGN §5): GET /auth/getAllUser (keyset pages),
 * GET /auth/getUserById/{id}, PUT /auth/approveUser, PUT /auth/updateUserAddressAndAadhar,
 * DELETE /auth/deleteUser; GET /payment/user/{id} (the member's payments, for the details); and the
 * review of new Aadhaar images (POST /admin/documents/{id}/…).
 */

type MessageAnswer = { message: string };

export type MemberPage = {
  users: User[];
  nextCursor: string | null;
  /** How many members come before this page (for the Sr.no column). */
  offset: number;
};

export const memberKeys = {
  lists: ['admin', 'members'] as const,
  list: (query: MemberQuery, cursor: string | null) => ['admin', 'members', query, cursor] as const,
  detail: (id: string) => ['admin', 'member', id] as const,
  payments: (id: string) => ['admin', 'member', id, 'payments'] as const,
};

/**
 * One member's full record (an admin sees the whole Aadhaar number; the server audits each view).
 * Not kept once nothing shows it, so the number does not linger in memory.
 */
export function memberQueryOptions(id: string) {
  return queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ user: User }>(`/auth/getUserById/${encodeURIComponent(id)}`, { signal })).user,
    gcTime: 0,
  });
}

export function useMember(id: string | null) {
  return useQuery({ ...memberQueryOptions(id ?? ''), enabled: id !== null });
}

/** A member's payments, newest first: the fee, failed tries, and duplicates with their refunds. */
export function useMemberPayments(id: string | null) {
  return useQuery({
    queryKey: memberKeys.payments(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<{ payments: AdminPayment[] }>(`/payment/user/${encodeURIComponent(id ?? '')}`, { signal })).payments,
    enabled: id !== null,
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
    queryKey: memberKeys.list(query, cursor),
    queryFn: async ({ signal }): Promise<MemberPage> => {
      const answer = await api.get<{ user: User[]; nextCursor: string | null }>(
        `/auth/getAllUser?${memberListSearch(query, cursor)}`,
        { signal },
      );
      return { users: answer.user, nextCursor: answer.nextCursor, offset };
    },
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
    mutationFn: (input: ApproveUserInput) => api.put<MessageAnswer>('/auth/approveUser', input),
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists });
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(input.userId) });
    },
  });
}

export type AddressAndAadhaar = { userId: string; permanentAddress: string; aadharNumber: string };

export function useUpdateAddressAndAadhaar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressAndAadhaar) => api.put<MessageAnswer>('/auth/updateUserAddressAndAadhar', body),
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(body.userId) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists });
    },
  });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageAnswer>('/auth/deleteUser', { id }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: memberKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists });
    },
  });
}

/** Accepts (the new images replace the ones on record) or rejects (with a reason) new Aadhaar images. */
export function useReviewAadhaar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, verdict, reason }: { userId: string; verdict: 'accept' | 'reject'; reason?: string }) =>
      api.post<MessageAnswer>(`/admin/documents/${encodeURIComponent(userId)}/${verdict}`, verdict === 'reject' ? { reason } : undefined),
    onSuccess: (_answer, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: memberKeys.lists });
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(userId) });
    },
  });
}
