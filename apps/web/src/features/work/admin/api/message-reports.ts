import type { AdminMessageReport } from '@sevak/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';

type ReportPage = { reports: AdminMessageReport[]; nextCursor: string | null };

/** GET /admin/message-reports: reported messages with the messages around them, newest first (audited). */
export function messageReportsQuery() {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.admin, 'message-reports'],
    queryFn: ({ pageParam, signal }) =>
      api.get<ReportPage>(`/admin/message-reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useMessageReports = () => useInfiniteQuery(messageReportsQuery());
