import { encodeEkycForm, type EkycAnswer, type ekycFieldsSchema, type EkycSlot, type IfscAnswer } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import type { z } from 'zod';

/** The member's e-KYC (docs/contract.md §5b): the bank account and PAN withdrawals are paid to. */

/** GET /ekyc: the latest submission and the verified account (masked). The wallet reads the same key. */
export function ekycQuery() {
  return queryOptions({
    queryKey: queryKeys.ekyc,
    queryFn: ({ signal }) => api.get<EkycAnswer>('/ekyc', { signal }),
  });
}

export const useEkyc = () => useQuery(ekycQuery());

/**
 * GET /ekyc/ifsc/{code}: the bank of a known IFSC, or null when no branch has it (404). Another
 * failure (network, 5xx) is an error: the form then says nothing and the server checks it again.
 */
export function ifscQuery(code: string) {
  return queryOptions({
    queryKey: ['ifsc', code],
    queryFn: async ({ signal }): Promise<IfscAnswer | null> => {
      try {
        return await api.get<IfscAnswer>(`/ekyc/ifsc/${encodeURIComponent(code)}`, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // A branch's bank does not change while the page is open.
    staleTime: Infinity,
    retry: false,
  });
}

export const useIfsc = (code: string | null) => useQuery({ ...ifscQuery(code ?? ''), enabled: code !== null });

/** What POST /ekyc sends: the text fields as the schema made them, and the three images. */
export type EkycSubmission = { fields: z.output<typeof ekycFieldsSchema>; images: Record<EkycSlot, File> };

/** POST /ekyc (multipart). */
export function submitEkyc({ fields, images }: EkycSubmission): Promise<{ ekyc: EkycAnswer['ekyc'] }> {
  return api.post<{ ekyc: EkycAnswer['ekyc'] }>('/ekyc', encodeEkycForm(fields, images));
}

export function useSubmitEkyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitEkyc,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.ekyc }),
  });
}
