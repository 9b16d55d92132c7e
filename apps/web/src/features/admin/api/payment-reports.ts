import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { filtersToSearch, type ReportFilters } from '../utils/report-filters';

/** Admin payment reports: GET /auth/paidusers (the table) and POST /payment/reports (the PDF). */

export type PaidUserPayment = {
  paymentId: string;
  /** Rupees. */
  amount: number;
  currency: string;
  status: string;
  /** ISO instant. */
  createdAt: string;
};

export type PaidUser = {
  _id: string;
  name: string;
  phone: string;
  paymentHistory: PaidUserPayment[];
};

export const paidUsersQueryKey = (filters: ReportFilters) => ['admin', 'paid-users', filters] as const;

export function usePaidUsers(filters: ReportFilters, enabled = true) {
  return useQuery({
    queryKey: paidUsersQueryKey(filters),
    queryFn: async ({ signal }) =>
      (await api.get<{ users: PaidUser[] }>(`/auth/paidusers?${filtersToSearch(filters)}`, { signal })).users,
    enabled,
    // Keep the last table on screen while the next filter's answer loads.
    placeholderData: keepPreviousData,
  });
}

/** POST /payment/reports: the PDF of the period's captured payments. */
export function fetchPaymentReport(filters: ReportFilters): Promise<Blob> {
  return api.blob('POST', '/payment/reports', { body: filters });
}
