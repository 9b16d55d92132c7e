import type { Service, ServiceList, ServiceValues } from '@sevak/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useInvalidate } from '../../../lib/invalidate';
import { queryKeys } from '../../../lib/query-keys';

/** The provider's rate card (docs/contract.md §5c "Services and hours"): list, add, change, delete. */

/** GET /providers/{id}/services: for the provider themself, hidden ones too. */
export function myServicesQuery(providerId: string) {
  return queryOptions({
    queryKey: queryKeys.providerServices(providerId),
    queryFn: ({ signal }) => api.get<ServiceList>(`/providers/${encodeURIComponent(providerId)}/services`, { signal }),
  });
}

export const useMyServices = (providerId: string) => useQuery(myServicesQuery(providerId));

type ServiceAnswer = { service: Service };
const servicePath = (id: string) => `/services/mine/${encodeURIComponent(id)}`;

/** POST /services/mine → 201 {service}. */
export function useAddService(providerId: string) {
  const invalidate = useInvalidate([queryKeys.providerServices(providerId)]);
  return useMutation({
    mutationFn: (service: ServiceValues) => api.post<ServiceAnswer>('/services/mine', service),
    onSuccess: invalidate,
  });
}

/** PUT /services/mine/{id}: the whole service, `active` included (hide and show are this too). */
export function useUpdateService(providerId: string) {
  const invalidate = useInvalidate([queryKeys.providerServices(providerId)]);
  return useMutation({
    mutationFn: ({ id, service }: { id: string; service: ServiceValues }) =>
      api.put<ServiceAnswer>(servicePath(id), service),
    onSuccess: invalidate,
  });
}

/** DELETE /services/mine/{id} → {message}. */
export function useDeleteService(providerId: string) {
  const invalidate = useInvalidate([queryKeys.providerServices(providerId)]);
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(servicePath(id)),
    onSettled: invalidate,
  });
}
