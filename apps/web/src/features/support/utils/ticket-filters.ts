import { TICKET_STATUSES, type TicketStatus } from '@sevak/shared';

/** The 'All Tickets' filters as they sit in the page URL ('' = no filter). */
export type TicketFilters = { status: TicketStatus | ''; search: string };

function isTicketStatus(value: string | null): value is TicketStatus {
  return (TICKET_STATUSES as readonly (string | null)[]).includes(value);
}

/** `?status=Pending&search=asha`; an unknown status is no filter. */
export function ticketFiltersFromSearch(params: URLSearchParams): TicketFilters {
  const status = params.get('status');
  return { status: isTicketStatus(status) ? status : '', search: params.get('search') ?? '' };
}

/** GET /support/getTickets query: empty filters are left out, the search trimmed. */
export function ticketSearch(filters: TicketFilters, cursor?: string | null): string {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  const text = filters.search.trim();
  if (text) search.set('search', text);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}
