import type { DataExportResponse, DataExport } from '@sevak/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const KEY = ['data-export'] as const;
/** How often the page asks while the ZIP is being built. */
export const POLL_MS = 1500;

/** GET /me/data-export: the member's latest export; polled while it is queued or running. */
export const dataExportQuery = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: () => api.get<DataExportResponse>('/me/data-export'),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === 'queued' || status === 'running' ? POLL_MS : false;
    },
  });

export const useDataExport = () => useQuery(dataExportQuery());

/** POST /me/data-export: asks for a new ZIP; the answer is the queued export. */
export const useRequestDataExport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ message: string; export: DataExport }>('/me/data-export'),
    onSuccess: (answer) => queryClient.setQueryData<DataExportResponse>(KEY, { export: answer.export }),
    // A 409 (one in progress, maybe from another tab) or 429: show what the server has.
    onError: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  });
};

/** Where the browser downloads an export (a plain link: the session cookie goes with it). */
export const downloadUrl = (id: string) => `/api/me/data-export/${encodeURIComponent(id)}/download`;
