import type { NewWorkRequest, ProviderDetail, ProviderReview, WorkRequest } from '@sevak/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A provider's public page and reviews (issue 7 §3), and the request a seeker sends them (§4). */

type ReviewPage = { reviews: ProviderReview[]; nextCursor: string | null };
type SentAnswer = { message: string; request: WorkRequest };

const providerApiPath = (id: string) => `/services/provider/${encodeURIComponent(id)}`;

/** GET /services/provider/{id}; 404 'Provider not found'. Nothing is asked without an id. */
export function useProvider(id: string | null) {
  return useQuery({
    queryKey: ['providers', id, 'detail'],
    queryFn: ({ signal }) => api.get<ProviderDetail>(providerApiPath(id!), { signal }),
    enabled: id !== null,
  });
}

/** GET /services/provider/{id}/reviews: newest first, keyset-paged ("Load more"). */
export function useProviderReviews(id: string) {
  return useInfiniteQuery({
    queryKey: ['providers', id, 'reviews'],
    queryFn: ({ pageParam, signal }) => {
      const search = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : '';
      return api.get<ReviewPage>(`${providerApiPath(id)}/reviews${search}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** POST /work/requests → 201 {message, request}; the seeker's list of sent requests is then stale. */
export function useSendWorkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewWorkRequest) => api.post<SentAnswer>('/work/requests', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['work'] }),
  });
}
