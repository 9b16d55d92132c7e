import type { ActiveTicketAnswer, NewTicket, TicketAnswer, TicketList } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { supportQueryPrefix, ticketQueryKeys } from './query-keys';

/** A member's own support tickets (docs/product-spec.md §2 Support page, 'Your Support Tickets'; §7). */

/** GET /support/getActiveTicket: the member's Pending ticket, or null. */
export function activeTicketQuery() {
  return queryOptions({
    queryKey: [...supportQueryPrefix, 'active'],
    queryFn: async ({ signal }) => (await api.get<ActiveTicketAnswer>('/support/getActiveTicket', { signal })).ticket,
  });
}

export const useActiveTicket = () => useQuery(activeTicketQuery());

/** GET /support/userTickets: every ticket of the member, newest first. */
export function myTicketsQuery() {
  return queryOptions({
    queryKey: [...supportQueryPrefix, 'mine'],
    queryFn: async ({ signal }) => (await api.get<TicketList>('/support/userTickets', { signal })).tickets,
  });
}

export const useMyTickets = () => useQuery(myTicketsQuery());

/**
 * POST /support/addIssue {issue, description} → 201 {message, ticket}; 409 while one is Pending.
 * The new ticket is the active one at once (the spec "reloads"; a refetch confirms it), and the
 * member's list and the admins' list and count are out of date. A 409 means the page was out of
 * date: it is asked again so the open ticket shows.
 */
export function useSubmitTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicket) => api.post<TicketAnswer>('/support/addIssue', ticket),
    onSuccess: (answer) => queryClient.setQueryData(activeTicketQuery().queryKey, answer.ticket),
    onSettled: () => {
      for (const queryKey of ticketQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
