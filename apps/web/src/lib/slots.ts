import type { FreeDays, SlotList } from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * A provider's free days and times for one service (docs/contract.md §5c "Services and hours").
 * Here, not in a feature: booking on a provider's page and moving a booking to a new time on the
 * booking page choose from the same days and times.
 */

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
