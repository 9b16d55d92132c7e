import type { AdminCategoryList, CategoryAnswer, CategoryTax, MessageResponse } from '@sevak/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { useInvalidate } from '../../../../lib/invalidate';
import { queryKeys } from '../../../../lib/query-keys';

/** Manage categories (contracts in packages/shared/src/admin.ts and categories.ts). */

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

/** PUT /admin/categories/{id}/tax {sacCode, gstRatePercent, operatorPaysTax} → {message, tax}. */
export function useSetCategoryTax() {
  const invalidate = useInvalidate([queryKeys.admin]);
  return useMutation({
    mutationFn: ({ id, tax }: { id: string; tax: CategoryTax }) =>
      api.put<{ message: string; tax: CategoryTax }>(`/admin/categories/${encodeURIComponent(id)}/tax`, tax),
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
