import type { AdminList, MessageResponse } from '@sevak/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useInvalidate } from '../../../../lib/invalidate';
import { queryKeys } from '../../../../lib/query-keys';

/** Manage admins (contracts in packages/shared/src/admin.ts): GET, POST and DELETE /admin/admins. */

/** GET /admin/admins */
export function adminAccountsQuery() {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'admins'],
    queryFn: async ({ signal }) => (await api.get<AdminList>('/admin/admins', { signal })).admins,
  });
}

export const useAdminAccounts = () => useQuery(adminAccountsQuery());

/** Who is an admin changes the admin list, the member count and the audit log. */
function useInvalidateAdmins() {
  return useInvalidate([adminAccountsQuery().queryKey, queryKeys.adminStats, queryKeys.adminAudit]);
}

/** POST /admin/admins {emailOrPhone} → {message}; 404 no such member, 409 already an admin. */
export function usePromoteAdmin() {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: (emailOrPhone: string) => api.post<MessageResponse>('/admin/admins', { emailOrPhone }),
    onSuccess: invalidate,
  });
}

/** DELETE /admin/admins/{id} → {message}; 400 yourself, 409 the last admin. */
export function useDemoteAdmin() {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/admin/admins/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}
