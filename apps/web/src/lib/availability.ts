import type { Availability } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api';

/**
 * The signed-in provider's working hours (docs/contract.md §5c "Services and hours"), read and
 * written whole. Here, not in a feature: the hours screen and the home page's "Taking work now"
 * switch share the query and the save (docs/architecture.md: what two features need moves to lib/).
 * Types only from @sevak/shared, so the home page's switch carries no zod.
 */

type AvailabilityAnswer = { availability: Availability };

/** GET /availability/mine: the plan, or the defaults before the provider set any. */
export function myAvailabilityQuery() {
  return queryOptions({
    queryKey: ['availability', 'mine'],
    queryFn: ({ signal }) =>
      api.get<AvailabilityAnswer>('/availability/mine', { signal }).then((answer) => answer.availability),
  });
}

export const useMyAvailability = () => useQuery(myAvailabilityQuery());

/** PUT /availability/mine with the whole plan; the saved plan replaces the cached one. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: Availability) =>
      api.put<AvailabilityAnswer>('/availability/mine', plan).then((answer) => answer.availability),
    onSuccess: (saved) => queryClient.setQueryData(myAvailabilityQuery().queryKey, saved),
  });
}
