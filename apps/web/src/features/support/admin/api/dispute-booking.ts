import type { WorkAnswer, WorkRequest } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { ticketQueryKeys } from '../../api/query-keys';

/** A dispute ticket's booking (docs/contract.md §5c): admins read it while disputed and resolve it. */

const bookingApiPath = (id: string) => `/work/requests/${encodeURIComponent(id)}`;

export function disputeBookingQuery(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'dispute', id],
    queryFn: ({ signal }) => api.get<{ request: WorkRequest }>(bookingApiPath(id), { signal }).then((a) => a.request),
  });
}

export const useDisputeBooking = (id: string) => useQuery(disputeBookingQuery(id));

/** POST /work/requests/{id}/resolve {refundAmount, note}: that much back to the seeker, the rest to the provider. */
export function useResolveDispute(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { refundAmount: number; note: string }) =>
      api.post<WorkAnswer>(`${bookingApiPath(id)}/resolve`, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(disputeBookingQuery(id).queryKey, answer.request);
      for (const queryKey of ticketQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
