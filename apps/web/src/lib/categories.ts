import type { CategoryList } from '@sevak/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { queryKeys } from './query-keys';

/** GET /category/getAllCategory: the 146 categories, sorted by name (by the server). Kept for an hour: the list rarely changes. */
export function categoriesQuery() {
  return queryOptions({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => api.get<CategoryList>('/category/getAllCategory', { signal }),
    staleTime: 60 * 60_000,
  });
}

/** The category names, for pickers. */
export function useCategoryNames() {
  return useQuery({
    ...categoriesQuery(),
    select: (data) => data.categories.map((category) => category.categoryName),
  });
}
