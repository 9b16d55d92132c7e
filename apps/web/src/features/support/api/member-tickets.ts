import type { NewTicket, Ticket } from '@sevak/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { activeTicketQueryKey, myTicketsQueryKey, ticketQueryKeys } from './query-keys';

/** A member's own support tickets (spec §2 Support page, 'Your Support Tickets'; §7). */

type ActiveTicketAnswer = { ticket: Ticket | null };
type SubmitAnswer = { message: string; ticket: Ticket };

/** GET /support/getActiveTicket: the member's Pending ticket, or null. */
export function useActiveTicket() {
  return useQuery({
    queryKey: activeTicketQueryKey,
    queryFn: async ({ signal }) =>
      (await api.get<ActiveTicketAnswer>('/support/getActiveTicket', { signal })).ticket,
  });
}

/** GET /support/userTickets: every ticket of the member, newest first. */
export function useMyTickets() {
  return useQuery({
    queryKey: myTicketsQueryKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ tickets: Ticket[] }>('/support/userTickets', { signal })).tickets,
  });
}

/**
 * POST /support/addIssue {issue, description} → 201 {message, ticket}; 409 while one is Pending.
 * The new ticket is the active one at once (the spec "reloads"; a refetch confirms it), and the
 * member's list and the admins' list and count are out of date. A 409 means the page was out of
 * date: it is asked again so the open ticket shows.
 */
export function useSubmitTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicket) => api.post<SubmitAnswer>('/support/addIssue', ticket),
    onSuccess: (answer) => queryClient.setQueryData(activeTicketQueryKey, answer.ticket),
    onSettled: () => {
      for (const queryKey of ticketQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
