import { TICKET_KINDS, TICKET_STATUSES, type TicketKind, type TicketStatus } from '@sevak/shared';

/** Overdue ('true'), not overdue ('false'), or either (''). */
export type OverdueFilter = 'true' | 'false' | '';

/** The 'All Tickets' filters as they sit in the page URL ('' = no filter). */
export type TicketFilters = {
  status: TicketStatus | '';
  kind: TicketKind | '';
  overdue: OverdueFilter;
  search: string;
};

function isTicketStatus(value: string | null): value is TicketStatus {
  return (TICKET_STATUSES as readonly (string | null)[]).includes(value);
}

function isTicketKind(value: string | null): value is TicketKind {
  return (TICKET_KINDS as readonly (string | null)[]).includes(value);
}

/** `?status=Pending&kind=data_request&overdue=true&search=asha`; an unknown status, kind or overdue is no filter. */
export function ticketFiltersFromSearch(params: URLSearchParams): TicketFilters {
  const status = params.get('status');
  const kind = params.get('kind');
  const overdue = params.get('overdue');
  return {
    status: isTicketStatus(status) ? status : '',
    kind: isTicketKind(kind) ? kind : '',
    overdue: overdue === 'true' || overdue === 'false' ? overdue : '',
    search: params.get('search') ?? '',
  };
}

/** GET /support/getTickets query: empty filters are left out, the search trimmed. */
export function ticketSearch(filters: TicketFilters, cursor?: string | null): string {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.kind) search.set('kind', filters.kind);
  if (filters.overdue) search.set('overdue', filters.overdue);
  const text = filters.search.trim();
  if (text) search.set('search', text);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}
