import { Button, NativeSelect, SimpleGrid } from '@mantine/core';
import type { SearchFilters, SearchSort } from '@sevak/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { IconSearch } from '../../../components/icons';
import { WhatWhereInputs } from '../../../components/what-where-inputs';
import { useCategoryNames } from '../../../lib/categories';

const SORT_OPTIONS: { value: SearchSort; label: string }[] = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'rating', label: 'Highest rated' },
  { value: 'newest', label: 'Newest' },
];

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
 * custom dropdown's code on the page (issue 18), and typing a letter jumps to it.
 */
function CategorySelect({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const categories = useCategoryNames();
  const data = useMemo(() => {
    const names = categories.data ?? [];
    // A category from a link that is not (or not yet) listed still shows.
    const listed = value && !names.includes(value) ? [value, ...names] : names;
    return [{ value: '', label: categories.isPending ? 'Loading categories…' : 'Any category' }, ...listed];
  }, [categories.data, categories.isPending, value]);

  return (
    <NativeSelect
      label="Category"
      data={data}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={categories.isError ? 'Could not load the categories.' : undefined}
    />
  );
}

type SearchFormProps = { filters: SearchFilters; onSearch: (filters: SearchFilters) => void };

/** What, where, category and order. Text is sent on Search; a new category or order at once. */
export function SearchForm({ filters, onSearch }: SearchFormProps) {
  const [what, setWhat] = useTextFrom(filters.q);
  const [where, setWhere] = useTextFrom(filters.place);
  const search = (changes: Partial<SearchFilters> = {}) => onSearch({ ...filters, q: what, place: where, ...changes });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Find a service">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <WhatWhereInputs what={what} where={where} onWhatChange={setWhat} onWhereChange={setWhere} />
        <CategorySelect value={filters.category} onChange={(category) => search({ category })} />
        <NativeSelect
          label="Sort by"
          data={SORT_OPTIONS}
          value={filters.sort}
          onChange={(event) => search({ sort: event.currentTarget.value as SearchSort })}
        />
      </SimpleGrid>
      <Button type="submit" mt="sm" leftSection={<IconSearch size={18} />}>
        Search
      </Button>
    </form>
  );
}
