import { Anchor, Button, Checkbox, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { dayInputMessages, hasSearchPoint, paths, type SearchFilters, type SearchSort } from '@sevak/shared';
import { lazy, Suspense, useMemo, type FormEvent } from 'react';
import { Link } from 'react-router';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { IconSearch } from '../../../components/icons';
import { useCategoryNames, useCategoryOptions } from '../../../lib/categories';
import { whereFilters, whereOf, type Here, type Where } from '../../../lib/near-me';
import { WhatWhereNearInputs, type NearMeWords } from '../../../lib/what-where-near';
import { useLoadedAndIdle } from '../../../lib/use-loaded-and-idle';
import { useDraftFrom } from '../utils/use-draft-from';
import type { FreeOnInputProps } from './free-on-input';

/** Nearest is offered only with a point to measure from (the API refuses it without one). */
const SORTS_WITH_POINT: readonly SearchSort[] = ['relevance', 'distance', 'price', 'rating', 'newest'];
const SORTS: readonly SearchSort[] = ['relevance', 'price', 'rating', 'newest'];

/** Nearest without a point is no order: the search falls back to relevance. */
function withUsableSort(filters: SearchFilters): SearchFilters {
  return filters.sort === 'distance' && !hasSearchPoint(filters) ? { ...filters, sort: 'relevance' } : filters;
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

// Loaded after the page, not with it (free-on-input.tsx: the calendar and zod are most of the page's code).
const LazyFreeOnInput = lazy(() => import('./free-on-input').then((m) => ({ default: m.FreeOnInput })));

/** yyyy-MM-dd → dd/mm/yyyy, as the day input shows it (components/day-input.tsx). */
function shownDay(day: string): string {
  return day ? day.split('-').reverse().join('/') : '';
}

/**
 * "Free on" while its code loads: the same field, label, size and day, read-only for those
 * moments (typing waits for the real one), so nothing moves when it comes.
 */
function FreeOnPlaceholder({ value, error }: FreeOnInputProps) {
  const { t } = useTranslation('services');
  return (
    <TextInput
      label={t('searchForm.freeOn')}
      placeholder={translateText(dayInputMessages.placeholder)}
      value={shownDay(value)}
      error={error}
      readOnly
      style={{ flex: '1 1 12rem', maxWidth: '18rem' }}
    />
  );
}

/** The calendar's code is asked for once the page has loaded and the phone is idle: it then
 * loads and runs without holding back the results' first render. */
function FreeOnInput(props: FreeOnInputProps) {
  const idle = useLoadedAndIdle();
  if (!idle) return <FreeOnPlaceholder {...props} />;
  return (
    <Suspense fallback={<FreeOnPlaceholder {...props} />}>
      <LazyFreeOnInput {...props} />
    </Suspense>
  );
}

/** The search's refusals said by their fields (an unknown pincode, a day out of range). */
export type SearchFieldErrors = { where?: string | undefined; availableOn?: string | undefined };

type SearchFormProps = {
  filters: SearchFilters;
  onSearch: (filters: SearchFilters) => void;
  errors?: SearchFieldErrors | null;
};

/**
 * What, where (a place, a pincode or Near me), category, order, a free day and "Taking work now".
 * Text is sent on Search; Near me, a new category, order, day or the checkbox at once. Beside
 * Search, the link to how results are ranked.
 */
export function SearchForm({ filters, onSearch, errors }: SearchFormProps) {
  const { t } = useTranslation('services');
  const point = hasSearchPoint(filters);
  const sortOptions = (point ? SORTS_WITH_POINT : SORTS).map((sort) => ({
    value: sort,
    label: t(`searchForm.sort.${sort}`),
  }));
  const [what, setWhat] = useDraftFrom(filters.q, filters.q);
  const [where, setWhere] = useDraftFrom<Where>(
    whereOf(filters),
    [filters.place, filters.near, filters.lat, filters.lng].join('|'),
  );
  const words: NearMeWords = {
    button: t('nearMe.button'),
    here: t('nearMe.here'),
    clear: t('nearMe.clear'),
    denied: t('nearMe.denied'),
    unavailable: t('nearMe.unavailable'),
  };
  const search = (changes: Partial<SearchFilters> = {}) =>
    onSearch(withUsableSort({ ...filters, q: what, ...whereFilters(where), ...changes }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search();
  };
  const searchNearMe = (here: Here) => {
    setWhere({ text: '', here });
    search(whereFilters({ text: '', here }));
  };
  // The × empties the field; a search that had a place goes on without it.
  const clearWhere = () => {
    if (filters.place || point) search(whereFilters({ text: '', here: null }));
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('searchForm.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <WhatWhereNearInputs
          what={what}
          onWhatChange={setWhat}
          where={where}
          onWhereChange={setWhere}
          onNearMe={searchNearMe}
          onClear={clearWhere}
          error={errors?.where}
          words={words}
        />
        <CategorySelect value={filters.category} onChange={(category) => search({ category })} />
        <NativeSelect
          label={t('searchForm.sortBy')}
          data={sortOptions}
          value={filters.sort}
          onChange={(event) => search({ sort: event.currentTarget.value as SearchSort })}
        />
      </SimpleGrid>
      <Group mt="sm" gap="md" align="flex-end" wrap="wrap">
        <FreeOnInput
          value={filters.availableOn}
          error={errors?.availableOn}
          onChange={(availableOn) => search({ availableOn })}
        />
        <Checkbox
          label={t('searchForm.online')}
          checked={filters.online}
          onChange={(event) => search({ online: event.currentTarget.checked })}
          // Level with the day's input, not with its label.
          mb={10}
        />
      </Group>
      <Group mt="sm" gap="md" justify="space-between" align="center" wrap="wrap">
        <Button type="submit" leftSection={<IconSearch size={18} />}>
          {t('searchForm.submit')}
        </Button>
        {/* The parameters that order and filter the results (Consumer Protection (E-Commerce) Rules 2020). */}
        <Anchor component={Link} to={paths.rankingPolicy} size="sm">
          {t('searchForm.howRanked')}
        </Anchor>
      </Group>
    </form>
  );
}
