/** The support feature's query keys, in one place so each side can mark the other's stale. */

/** The member's own views (active ticket, list). */
export const supportQueryPrefix = ['support'] as const;
export const activeTicketQueryKey = [...supportQueryPrefix, 'active'] as const;
export const myTicketsQueryKey = [...supportQueryPrefix, 'mine'] as const;

/** The admins' 'All Tickets' list (every filter). */
export const adminTicketsQueryPrefix = ['admin', 'tickets'] as const;
/** The dashboard's stats carry the number of open tickets (the admin feature owns that query). */
export const adminStatsQueryKey = ['admin', 'stats'] as const;

/** Everything a new, resolved or deleted ticket changes. */
export const ticketQueryKeys = [supportQueryPrefix, adminTicketsQueryPrefix, adminStatsQueryKey] as const;
