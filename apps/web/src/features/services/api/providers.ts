import type {
  FreeDays,
  NewWorkRequest,
  ProviderDetail,
  ProviderReviewPage,
  ServiceList,
  SlotList,
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

const availabilityApiPath = (id: string, what: 'free-days' | 'slots', search: Record<string, string>) =>
  `/providers/${encodeURIComponent(id)}/${what}?${new URLSearchParams(search)}`;

/** GET /providers/{id}/free-days?serviceId=: the days (today to the horizon) with a free time for that service. */
export function freeDaysQuery(providerId: string, serviceId: string) {
  return queryOptions({
    queryKey: ['providers', providerId, 'free-days', serviceId],
    queryFn: ({ signal }) =>
      api.get<FreeDays>(availabilityApiPath(providerId, 'free-days', { serviceId }), { signal }).then((a) => a.days),
  });
}

export const useFreeDays = (providerId: string, serviceId: string) => useQuery(freeDaysQuery(providerId, serviceId));

/** GET /providers/{id}/slots?serviceId=&date=: that day's free times (ISO start and end). Nothing asked without a day. */
export function useSlots(providerId: string, serviceId: string, date: string) {
  return useQuery({
    queryKey: ['providers', providerId, 'slots', serviceId, date],
    queryFn: ({ signal }) =>
      api
        .get<SlotList>(availabilityApiPath(providerId, 'slots', { serviceId, date }), { signal })
        .then((answer) => answer.slots),
    enabled: date !== '',
  });
}

/** POST /work/requests → 201 {message, request}; the seeker's list of sent requests is then stale. */
export function useSendWorkRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewWorkRequest) => api.post<WorkAnswer>('/work/requests', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.work }),
  });
}
