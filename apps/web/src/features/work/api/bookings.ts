import type { NewReview, PaymentOrder, QuoteInput, WorkAnswer, WorkRequest, WorkStatusUpdate } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * One booking's page (/booking?id=, docs/contract.md §5c "Bookings"): the booking as the person
 * looking sees it, and each step either party (or an admin, for a dispute) takes on it.
 */

const requestPath = (id: string) => `/work/requests/${encodeURIComponent(id)}`;

/** GET /work/requests/{id}: its parties; an admin once it is disputed. */
export function bookingQuery(id: string) {
  return queryOptions({
    queryKey: [...queryKeys.work, 'request', id],
    queryFn: ({ signal }) => api.get<{ request: WorkRequest }>(requestPath(id), { signal }).then((a) => a.request),
    // The other party moves it on (the bell links here): ask again on every visit.
    staleTime: 0,
  });
}

export const useBooking = (id: string) => useQuery(bookingQuery(id));

/** A step on one booking: each answer is the booking as it now is, and both boxes of /work are stale. */
export type BookingStep =
  | { kind: 'status'; update: WorkStatusUpdate }
  | { kind: 'quote'; quote: QuoteInput }
  | { kind: 'confirm' }
  | { kind: 'onTheWay' }
  | { kind: 'dispute'; reason: string }
  | { kind: 'resolve'; refundAmount: number; note: string }
  | { kind: 'reschedule'; slotStart: string }
  | { kind: 'rescheduleAccept' }
  | { kind: 'rescheduleDecline' }
  | { kind: 'review'; review: NewReview };

/** Every step answers {message, request}. */
function sendStep(id: string, step: BookingStep): Promise<WorkAnswer> {
  const path = requestPath(id);
  switch (step.kind) {
    case 'status':
      return api.put<WorkAnswer>(`${path}/status`, step.update);
    case 'quote':
      return api.post<WorkAnswer>(`${path}/quote`, step.quote);
    case 'confirm':
      return api.post<WorkAnswer>(`${path}/confirm`);
    case 'onTheWay':
      return api.post<WorkAnswer>(`${path}/on-the-way`);
    case 'dispute':
      return api.post<WorkAnswer>(`${path}/dispute`, { reason: step.reason });
    case 'resolve':
      return api.post<WorkAnswer>(`${path}/resolve`, { refundAmount: step.refundAmount, note: step.note });
    case 'reschedule':
      return api.post<WorkAnswer>(`${path}/reschedule`, { slotStart: step.slotStart });
    case 'rescheduleAccept':
      return api.post<WorkAnswer>(`${path}/reschedule/accept`);
    case 'rescheduleDecline':
      return api.post<WorkAnswer>(`${path}/reschedule/decline`);
    case 'review':
      return api.post<WorkAnswer>(`${path}/review`, step.review);
  }
}

const STALE_STATUSES = [403, 404, 409];

/**
 * A step: the answer replaces the page's copy; a refusal that says the page was out of date
 * (403/404/409: the other party moved first) asks for the booking again.
 */
export function useBookingStep(id: string) {
  const queryClient = useQueryClient();
  const { queryKey } = bookingQuery(id);
  return useMutation({
    mutationFn: (step: BookingStep) => sendStep(id, step),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, answer.request);
      void queryClient.invalidateQueries({ queryKey: queryKeys.workLists });
    },
    onError: (error) => {
      if (error instanceof ApiError && STALE_STATUSES.includes(error.status)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** POST /work/requests/{id}/pay: the booking's order (the fee's shape); 409 HOLD_EXPIRED once the time ran out. */
export function useBookingOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ order: PaymentOrder }>(`${requestPath(id)}/pay`).then((a) => a.order),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: bookingQuery(id).queryKey });
      }
    },
  });
}
