import type { NewDataRequest, TicketAnswer, TicketList } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { supportQueryPrefix, ticketQueryKeys } from './query-keys';

/** A member's data requests: tickets of kind `data_request`, beside the support ticket. */

/** GET /support/dataRequests: every data request of the member, newest first. */
export function myDataRequestsQuery() {
  return queryOptions({
    queryKey: [...supportQueryPrefix, 'data-requests'],
    queryFn: async ({ signal }) => (await api.get<TicketList>('/support/dataRequests', { signal })).tickets,
  });
}

export const useMyDataRequests = () => useQuery(myDataRequestsQuery());

/**
 * POST /support/addDataRequest {topic, description} → 201 {message, ticket}; 409 while one is
 * Pending (the page was out of date: it is asked again, so the waiting request shows).
 */
export function useSubmitDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewDataRequest) => api.post<TicketAnswer>('/support/addDataRequest', request),
    onSuccess: (answer) =>
      queryClient.setQueryData(myDataRequestsQuery().queryKey, (old) => [answer.ticket, ...(old ?? [])]),
    onSettled: () => {
      for (const queryKey of ticketQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
