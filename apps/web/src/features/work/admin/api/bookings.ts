import type { AdminBookingPage, WorkStatus } from '@sevak/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';

/** The admins' bookings (docs/contract.md §5c): GET /admin/bookings, newest first, by status, a page at a time. */
export type BookingFilter = WorkStatus | 'all';

export function adminBookingsQuery(status: BookingFilter) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.admin, 'bookings', status],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams();
      if (status !== 'all') search.set('status', status);
      if (pageParam) search.set('cursor', pageParam);
      const query = search.toString();
      return api.get<AdminBookingPage>(`/admin/bookings${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAdminBookings(status: BookingFilter) {
  return useInfiniteQuery({ ...adminBookingsQuery(status), placeholderData: keepPreviousData });
}
