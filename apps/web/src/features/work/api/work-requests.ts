import type { NewReview, WorkAnswer, WorkBox, WorkList, WorkStatusUpdate } from '@sevak/shared';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The /work page's calls: the two boxes, the status changes and the review. */

/** GET /work/requests?box=&cursor=, newest first, a page at a time ('Load more'). */
export function workRequestsQuery(box: WorkBox) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.workLists, box],
    queryFn: ({ pageParam, signal }) => {
      const search = new URLSearchParams({ box });
      if (pageParam) search.set('cursor', pageParam);
      return api.get<WorkList>(`/work/requests?${search}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The other party moves requests on (and the bell links here): ask again on every visit.
    staleTime: 0,
  });
}

export const useWorkRequests = (box: WorkBox) => useInfiniteQuery(workRequestsQuery(box));

const STALE_CARD_STATUSES = [403, 404, 409];

/**
 * Puts the server's copy of a changed request into its box, in place; a refusal (403/404/409)
 * means the card was out of date, so the box is fetched again.
 */
function useWorkAnswer(box: WorkBox) {
  const queryClient = useQueryClient();
  const { queryKey } = workRequestsQuery(box);
  return {
    onSuccess: ({ request }: WorkAnswer) =>
      queryClient.setQueryData(
        queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              requests: page.requests.map((item) => (item._id === request._id ? { ...item, ...request } : item)),
            })),
          },
      ),
    onError: (error: unknown) => {
      if (error instanceof ApiError && STALE_CARD_STATUSES.includes(error.status)) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  };
}

const requestPath = (id: string) => `/work/requests/${encodeURIComponent(id)}`;

/** PUT /work/requests/{id}/status: accept, decline (with a reason), complete, or cancel. */
export function useUpdateWorkStatus(box: WorkBox) {
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: WorkStatusUpdate }) =>
      api.put<WorkAnswer>(`${requestPath(id)}/status`, update),
    ...useWorkAnswer(box),
  });
}

/** POST /work/requests/{id}/review {rating, comment}: the seeker, once, after completion. */
/** The provider's one reply to the review of their work. */
export function useReplyToReview() {
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<WorkAnswer>(`${requestPath(id)}/review/reply`, { text }),
    ...useWorkAnswer('received'),
  });
}

export function useReviewWorkRequest() {
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: NewReview }) =>
      api.post<WorkAnswer>(`${requestPath(id)}/review`, review),
    ...useWorkAnswer('sent'),
  });
}
