import type { AdminStats } from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';

/** GET /admin/stats (contract in packages/shared/src/admin.ts): the totals and the last 30 days (oldest first). */
export function adminStatsQuery() {
  return queryOptions({
    queryKey: queryKeys.adminStats,
    queryFn: ({ signal }) => api.get<AdminStats>('/admin/stats', { signal }),
  });
}

export const useAdminStats = () => useQuery(adminStatsQuery());
