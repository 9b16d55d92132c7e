import type {
  AdminCategoryList,
  AdminList,
  AdminStats,
  AuditPage,
  CategoryAnswer,
  MessageResponse,
} from '@sevak/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The back office screens of DESIGN §5 (contracts in packages/shared/src/admin.ts): dashboard
 * stats, manage admins, manage categories and the audit log.
 */

// ---- Dashboard ---------------------------------------------------------------------------------

/** GET /admin/stats: the four totals and the last 30 days (oldest first). */
export function adminStatsQuery() {
  return queryOptions({
    queryKey: queryKeys.adminStats,
    queryFn: ({ signal }) => api.get<AdminStats>('/admin/stats', { signal }),
  });
}

export const useAdminStats = () => useQuery(adminStatsQuery());

// ---- Manage admins -----------------------------------------------------------------------------

const auditQueryPrefix = [...queryKeys.admin, 'audit'] as const;

/** GET /admin/admins */
export function adminAccountsQuery() {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'admins'],
    queryFn: async ({ signal }) => (await api.get<AdminList>('/admin/admins', { signal })).admins,
  });
}

export const useAdminAccounts = () => useQuery(adminAccountsQuery());

/**
 * Marks queries stale after a change, without waiting for them: the caller's own callbacks (a
 * toast) run at once, even when the refetched list no longer has the row that asked.
 */
function useInvalidate(keys: QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
}

/** POST /admin/admins {emailOrPhone} → {message}; 404 no such member, 409 already an admin. */
/** Who is an admin changes the admin list, the member count and the audit log. */
export function usePromoteAdmin() {
  const invalidate = useInvalidate([adminAccountsQuery().queryKey, queryKeys.adminStats, auditQueryPrefix]);
  return useMutation({
    mutationFn: (emailOrPhone: string) => api.post<MessageResponse>('/admin/admins', { emailOrPhone }),
    onSuccess: invalidate,
  });
}

/** DELETE /admin/admins/{id} → {message}; 400 yourself, 409 the last admin. */
export function useDemoteAdmin() {
  const invalidate = useInvalidate([adminAccountsQuery().queryKey, queryKeys.adminStats, auditQueryPrefix]);
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`/admin/admins/${encodeURIComponent(id)}`),
    onSuccess: invalidate,
  });
}

// ---- Manage categories -------------------------------------------------------------------------

/** GET /admin/categories: every category (sorted by name) with how many members offer it. */
export function adminCategoriesQuery() {
  return queryOptions({
    queryKey: [...queryKeys.admin, 'categories'],
    queryFn: async ({ signal }) => (await api.get<AdminCategoryList>('/admin/categories', { signal })).categories,
  });
}

export const useAdminCategories = () => useQuery(adminCategoriesQuery());

/**
 * A category change shows in the pickers (the public list behind CategoryMultiSelect) and, after a
 * rename or a move to a replacement, in every member record an admin list shows: all of 'admin'.
 */
function useInvalidateCategories() {
  return useInvalidate([queryKeys.admin, queryKeys.categories]);
}

/** POST /category/create {categoryName} → 201 {message, category}; 409 the name exists. */
export function useCreateCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (categoryName: string) => api.post<CategoryAnswer>('/category/create', { categoryName }),
    onSuccess: invalidate,
  });
}

/** PUT /category/update/{id} {categoryName} → {message, category}; 409 the name exists. */
export function useRenameCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, categoryName }: { id: string; categoryName: string }) =>
      api.put<CategoryAnswer>(`/category/update/${encodeURIComponent(id)}`, { categoryName }),
    onSuccess: invalidate,
  });
}

/**
 * DELETE /category/delete/{id} {replacementId?} → {message}. A category in use needs a
 * replacement (409 otherwise). The body is always JSON (`{}` without a replacement).
 */
export function useDeleteCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: ({ id, replacementId }: { id: string; replacementId?: string }) =>
      api.delete<MessageResponse>(`/category/delete/${encodeURIComponent(id)}`, replacementId ? { replacementId } : {}),
    // After a refusal too: a 409 means the providers count on screen was out of date.
    onSettled: invalidate,
  });
}

// ---- Audit log ---------------------------------------------------------------------------------

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
    queryKey: [...auditQueryPrefix, clean],
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
