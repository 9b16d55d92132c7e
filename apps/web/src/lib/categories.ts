import type { CategoryList, Language } from '@sevak/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../i18n/i18n';
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

/** Each category's name in the screen's language, by its English name; none has another in English. */
type CategoryLabels = ReadonlyMap<string, string>;
const NO_LABELS: CategoryLabels = new Map();

/**
 * The labels of one language. In Hindi, the categories' Hindi names from the category list (a
 * category without one is absent); a list that cannot be had gives none, so the English names
 * show, and is asked for again next time. In English, none and no request.
 */
export function categoryLabelsQuery(language: Language) {
  return queryOptions<CategoryLabels>({
    queryKey: [...queryKeys.categories, 'labels', language],
    ...(language === 'hi'
      ? {
          queryFn: ({ client }) =>
            client.fetchQuery(categoriesQuery()).then(
              (list) =>
                new Map(list.categories.flatMap((c) => (c.hindiName ? [[c.categoryName, c.hindiName] as const] : []))),
              () => NO_LABELS,
            ),
          staleTime: (query) => (query.state.data === NO_LABELS ? 0 : 60 * 60_000),
        }
      : { queryFn: () => NO_LABELS, initialData: NO_LABELS, staleTime: Infinity }),
  });
}

/**
 * A category's name as the member reads it: members keep their categories as English
 * names (docs/product-spec.md §3), which Hindi shows by their Hindi names, English when a category has none.
 * Suspends in Hindi until the category list is here, as a page's words do.
 */
export function useCategoryLabel(): (name: string) => string {
  const { i18n } = useTranslation();
  const { data: labels } = useSuspenseQuery(categoryLabelsQuery(i18n.language));
  return useCallback((name: string) => labels.get(name) ?? name, [labels]);
}

/**
 * Options for a category picker: each name with its label, in the order of the labels in Hindi
 * (Hindi's alphabet, not the English names'); as given in English.
 */
export function useCategoryOptions(names: readonly string[]): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const label = useCategoryLabel();
  return useMemo(() => {
    const options = names.map((name) => ({ value: name, label: label(name) }));
    if (i18n.language === 'hi') options.sort((a, b) => a.label.localeCompare(b.label, 'hi'));
    return options;
  }, [names, label, i18n.language]);
}
