import { queryKeys } from '../../../lib/query-keys';

/** The support feature's key prefixes, in one place so each side can mark the other's stale. */

/** The member's own views (active ticket, list). */
export const supportQueryPrefix = queryKeys.support;

/** The admins' 'All Tickets' list (every filter). */
export const adminTicketsQueryPrefix = [...queryKeys.admin, 'tickets'] as const;

/** Everything a new, resolved or deleted ticket changes (the dashboard counts open tickets). */
export const ticketQueryKeys = [supportQueryPrefix, adminTicketsQueryPrefix, queryKeys.adminStats] as const;
