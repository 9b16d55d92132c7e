import type { PaidUserList } from '@sevak/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';
import { filtersToSearch, type ReportFilters } from '../utils/report-filters';

/** Admin payment reports: GET /auth/paidusers (the table) and POST /payment/reports (the PDF). */

export function paidUsersQuery(filters: ReportFilters) {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'paid-users', filters],
    queryFn: async ({ signal }) =>
      (await api.get<PaidUserList>(`/auth/paidusers?${filtersToSearch(filters)}`, { signal })).users,
  });
}

export function usePaidUsers(filters: ReportFilters, enabled = true) {
  // Keep the last table on screen while the next filter's answer loads.
  return useQuery({ ...paidUsersQuery(filters), enabled, placeholderData: keepPreviousData });
}

/** POST /payment/reports: the PDF of the period's captured payments. */
export function fetchPaymentReport(filters: ReportFilters): Promise<Blob> {
  return api.blob('POST', '/payment/reports', { body: filters });
}
