import type { AdminTicketPage, MessageResponse, TicketAnswer } from '@sevak/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { adminTicketsQueryPrefix, ticketQueryKeys } from '../../api/query-keys';
import { ticketSearch, type TicketFilters } from '../utils/ticket-filters';

/** The admins' 'All Tickets' screen (docs/product-spec.md §2, §4, §7): list, acknowledge, resolve, delete. */

/** GET /support/getTickets?status=&kind=&overdue=&search=&cursor=, a page at a time ('Load more'), overdue first. */
export function adminTicketsQuery(filters: TicketFilters) {
  // 'asha' and 'asha ' are the same request: one cache entry.
  const clean: TicketFilters = {
    status: filters.status,
    kind: filters.kind,
    overdue: filters.overdue,
    search: filters.search.trim(),
  };
  return infiniteQueryOptions({
    queryKey: [...adminTicketsQueryPrefix, clean],
    queryFn: ({ pageParam, signal }) => {
      const search = ticketSearch(clean, pageParam);
      return api.get<AdminTicketPage>(`/support/getTickets${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAdminTickets(filters: TicketFilters) {
  // Keep the last rows on screen while the next filter's answer loads.
  return useInfiniteQuery({ ...adminTicketsQuery(filters), placeholderData: keepPreviousData });
}

/**
 * After an acknowledgement, a resolve or a delete: the admin list, the open-ticket count and the member's own views
 * (an admin can raise tickets too) are out of date. Marked stale without waiting, so the caller's
 * toast runs at once even when the refetched list no longer has the row that asked.
 */
function useInvalidateTickets() {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of ticketQueryKeys) void queryClient.invalidateQueries({ queryKey });
  };
}

/** PUT /support/acknowledgeTicket/{id} → {message, ticket}: the member is told (the first time). */
export function useAcknowledgeTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (id: string) => api.put<TicketAnswer>(`/support/acknowledgeTicket/${encodeURIComponent(id)}`),
    onSettled: invalidate,
  });
}

/** PUT /support/updateTicketStatus/{id}/status {status: 'Resolved', resolutionMessage} → {message, ticket}. */
export function useResolveTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: ({ id, resolutionMessage }: { id: string; resolutionMessage: string }) =>
      api.put<TicketAnswer>(`/support/updateTicketStatus/${encodeURIComponent(id)}/status`, {
        status: 'Resolved',
        resolutionMessage,
      }),
    onSuccess: invalidate,
  });
}

/** DELETE /support/deleteTicket {id} → {message}; 409 while the ticket is Pending. */
export function useDeleteTicket() {
  const invalidate = useInvalidateTickets();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>('/support/deleteTicket', { id }),
    // After a refusal too: a 409 or 404 means the row on screen was out of date.
    onSettled: invalidate,
  });
}
