import type {
  NewBooking,
  NewWorkRequest,
  ProviderDetail,
  ProviderReviewPage,
  ServiceList,
  WorkAnswer,
} from '@sevak/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** A provider's public page and reviews, and the request a seeker sends them (§4). */

const providerApiPath = (id: string) => `/services/provider/${encodeURIComponent(id)}`;

/** GET /services/provider/{id}; 404 'Provider not found'. */
export function providerQuery(id: string) {
  return queryOptions({
    queryKey: ['providers', id, 'detail'],
    queryFn: ({ signal }) => api.get<ProviderDetail>(providerApiPath(id), { signal }),
  });
}

/** Nothing is asked without an id. */
export function useProvider(id: string | null) {
  return useQuery({ ...providerQuery(id ?? ''), enabled: id !== null });
}

/** GET /services/provider/{id}/reviews: newest first, keyset-paged ("Load more"). */
export function providerReviewsQuery(id: string) {
  return infiniteQueryOptions({
    queryKey: ['providers', id, 'reviews'],
    queryFn: ({ pageParam, signal }) => {
      const search = pageParam ? `?${new URLSearchParams({ cursor: pageParam })}` : '';
      return api.get<ProviderReviewPage>(`${providerApiPath(id)}/reviews${search}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useProviderReviews = (id: string) => useInfiniteQuery(providerReviewsQuery(id));

/** GET /providers/{id}/services: their rate card, the active services only (docs/contract.md §5c). */
export function providerServicesQuery(id: string) {
  return queryOptions({
    queryKey: queryKeys.providerServices(id),
    queryFn: ({ signal }) => api.get<ServiceList>(`/providers/${encodeURIComponent(id)}/services`, { signal }),
  });
}

export const useProviderServices = (id: string) => useQuery(providerServicesQuery(id));

/**
 * POST /work/requests → 201 {message, request}: a free request, or a booking of a service's free
 * time (docs/contract.md §5c); the seeker's list of sent requests is then stale, and a booked
 * time is no longer free.
 */
export function useSendWorkRequest<T extends NewWorkRequest | NewBooking>() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: T) => api.post<WorkAnswer>('/work/requests', request),
    // Taken or not, the times shown may be out of date.
    onSettled: (_answer, _error, request) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.work });
      if ('serviceId' in request) void queryClient.invalidateQueries({ queryKey: ['providers', request.providerId] });
    },
  });
}
