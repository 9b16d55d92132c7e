import type { WorkBox, WorkRequest } from '@sevak/shared';

/** A booking has a service and a time; a free request (category and preferred time) has neither. */
export const isBookingRequest = (request: WorkRequest): boolean =>
  request.service !== null && request.slotStart !== null;

/** Who looks: a party (the /work box they find it in), or an admin reading a dispute. */
export type Viewer = WorkBox | 'admin';

/**
 * Who is looking at a booking: its seeker ('sent', the /work box they find it in), its provider
 * ('received'), or neither (an admin reading a dispute).
 */
export function roleOf(request: WorkRequest, userId: string | undefined): Viewer {
  if (userId === request.seeker._id) return 'sent';
  if (userId === request.provider._id) return 'received';
  return 'admin';
}

/** The provider's name as the seeker reads it (their business, else their own). */
export const providerNameOf = (request: WorkRequest): string => request.provider.businessName || request.provider.name;
