import type { CategoryList } from '@sevak/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** GET /category/getAllCategory: the 146 categories, sorted by name (by the server). */
export function getAllCategories(): Promise<CategoryList> {
  return api.get<CategoryList>('/category/getAllCategory');
}

export const categoriesQueryKey = ['categories'] as const;

/** The category names, for pickers. Kept for an hour: the list rarely changes. */
export function useCategoryNames() {
  return useQuery({
    queryKey: categoriesQueryKey,
    queryFn: getAllCategories,
    staleTime: 60 * 60_000,
    select: (data) => data.categories.map((category) => category.categoryName),
  });
}
