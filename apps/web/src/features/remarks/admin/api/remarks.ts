import type { MessageResponse, Remark, RemarkList } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';

/** A member's remark checklist (docs/product-spec.md §3 Remark; docs/contract.md §5 /remark/...). */

/** Whether the remark is ticked for this member. */
export function isCompleted(remark: Remark, userId: string): boolean {
  return remark.userStatus.find((status) => status.userId === userId)?.is_completed ?? false;
}

export function remarksQuery(userId: string) {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'remarks', userId],
    queryFn: async ({ signal }) =>
      (await api.get<RemarkList>(`/remark/user/${encodeURIComponent(userId)}`, { signal })).remarks,
  });
}

export const useRemarks = (userId: string) => useQuery(remarksQuery(userId));

/** POST /remark/create answers the whole list, which replaces the cached one. */
export function useAddRemark(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remark: string) => api.post<RemarkList>('/remark/create', { userId, remark }),
    onSuccess: ({ remarks }) => queryClient.setQueryData(remarksQuery(userId).queryKey, remarks),
  });
}

type StatusChange = { remarkId: string; completed: boolean };

/** Ticks or unticks at once (optimistic); a refusal puts the list back as it was. */
export function useSetRemarkStatus(userId: string) {
  const queryClient = useQueryClient();
  const key = remarksQuery(userId).queryKey;
  return useMutation({
    mutationFn: ({ remarkId, completed }: StatusChange) =>
      api.put<MessageResponse>(`/remark/update-status/${encodeURIComponent(remarkId)}`, {
        is_completed: completed,
        userId,
      }),
    onMutate: async ({ remarkId, completed }: StatusChange) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, (list) =>
        list?.map((remark) =>
          remark._id === remarkId
            ? {
                ...remark,
                userStatus: [
                  ...remark.userStatus.filter((status) => status.userId !== userId),
                  { userId, is_completed: completed },
                ],
              }
            : remark,
        ),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteRemark(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (remarkId: string) => api.delete<MessageResponse>(`/remark/delete/${encodeURIComponent(remarkId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: remarksQuery(userId).queryKey }),
  });
}
