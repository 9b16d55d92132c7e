import { Button, NativeSelect, SimpleGrid } from '@mantine/core';
import type { SearchFilters, SearchSort } from '@sevak/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { IconSearch } from '../../../components/icons';
import { WhatWhereInputs } from '../../../components/what-where-inputs';
import { useCategoryNames, useCategoryOptions } from '../../../lib/categories';

const SORTS: readonly SearchSort[] = ['relevance', 'rating', 'newest'];

/** Typed text that follows `value` whenever it changes (Back/Forward, a new link). */
function useTextFrom(value: string) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  return [text, setText] as const;
}

/**
 * The category, as the phone's own picker: a native select (the 146 names, A–Z) needs none of a
 * custom dropdown's code on the page, and typing a letter jumps to it.
 */
function CategorySelect({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation('services');
  const categories = useCategoryNames();
  const listed = useMemo(() => {
    const names = categories.data ?? [];
    // A category from a link that is not (or not yet) listed still shows.
    return value && !names.includes(value) ? [value, ...names] : names;
  }, [categories.data, value]);
  const options = useCategoryOptions(listed);
  const any = categories.isPending ? t('searchForm.loadingCategories') : t('searchForm.anyCategory');
  const data = useMemo(() => [{ value: '', label: any }, ...options], [any, options]);

  return (
    <NativeSelect
      label={t('searchForm.category')}
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={categories.isError ? t('searchForm.categoriesFailed') : undefined}
    />
  );
}

type SearchFormProps = { filters: SearchFilters; onSearch: (filters: SearchFilters) => void };

/** What, where, category and order. Text is sent on Search; a new category or order at once. */
export function SearchForm({ filters, onSearch }: SearchFormProps) {
  const { t } = useTranslation('services');
  const sortOptions = SORTS.map((sort) => ({ value: sort, label: t(`searchForm.sort.${sort}`) }));
  const [what, setWhat] = useTextFrom(filters.q);
  const [where, setWhere] = useTextFrom(filters.place);
  const search = (changes: Partial<SearchFilters> = {}) => onSearch({ ...filters, q: what, place: where, ...changes });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('searchForm.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <WhatWhereInputs what={what} where={where} onWhatChange={setWhat} onWhereChange={setWhere} />
        <CategorySelect value={filters.category} onChange={(category) => search({ category })} />
        <NativeSelect
          label={t('searchForm.sortBy')}
          data={sortOptions}
          value={filters.sort}
          onChange={(event) => search({ sort: event.currentTarget.value as SearchSort })}
        />
      </SimpleGrid>
      <Button type="submit" mt="sm" leftSection={<IconSearch size={18} />}>
        {t('searchForm.submit')}
      </Button>
    </form>
  );
}
