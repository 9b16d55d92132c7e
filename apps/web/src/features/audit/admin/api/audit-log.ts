import type { AuditPage } from '@sevak/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { queryKeys } from '../../../../lib/query-keys';

/** The audit log (contract in packages/shared/src/admin.ts): GET /admin/audit. */

/** The audit log filters as they sit in the page URL (all optional; '' = no filter). */
export type AuditFilters = {
  /** An AUDIT_ACTIONS key. */
  action: string;
  /** Name, email or phone of the admin who acted. */
  actor: string;
  /** A record id. */
  targetId: string;
  /** yyyy-MM-dd, days in India, inclusive. */
  from: string;
  to: string;
};

export const AUDIT_FILTER_KEYS = [
  'action',
  'actor',
  'targetId',
  'from',
  'to',
] as const satisfies readonly (keyof AuditFilters)[];

export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const read = (key: keyof AuditFilters) => search.get(key) ?? '';
  return {
    action: read('action'),
    actor: read('actor'),
    targetId: read('targetId'),
    from: read('from'),
    to: read('to'),
  };
}

/** GET /admin/audit query: empty filters are left out, text filters trimmed. */
export function auditSearch(filters: AuditFilters, cursor?: string | null): string {
  const search = new URLSearchParams();
  for (const key of AUDIT_FILTER_KEYS) {
    const value = filters[key].trim();
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** GET /admin/audit, newest first, a page at a time ('Load more' sends the last nextCursor). */
export function auditLogQuery(filters: AuditFilters) {
  // 'asha' and 'asha ' are the same request: one cache entry.
  const clean = Object.fromEntries(AUDIT_FILTER_KEYS.map((key) => [key, filters[key].trim()])) as AuditFilters;
  return infiniteQueryOptions({
    queryKey: [...queryKeys.adminAudit, clean],
    queryFn: ({ pageParam, signal }) => {
      const search = auditSearch(clean, pageParam);
      return api.get<AuditPage>(`/admin/audit${search ? `?${search}` : ''}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAuditLog(filters: AuditFilters, enabled = true) {
  // Keep the last rows on screen while the next filter's answer loads.
  return useInfiniteQuery({ ...auditLogQuery(filters), enabled, placeholderData: keepPreviousData });
}
