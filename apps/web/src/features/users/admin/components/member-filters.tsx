import { DateRangeInputs } from '../../../../components/date-range-inputs';
import { DayInput } from '../../../../components/day-input';
import { Button, Collapse, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useId, useMemo } from 'react';
import { IconChevronDown } from '../../../../components/icons';
import { useCategoryNames } from '../../../../lib/categories';
import { useWideScreen } from '../../../../lib/use-wide-screen';
import {
  APPROVAL_OPTIONS,
  DEFAULT_ALL_USERS_FILTERS,
  PAYMENT_OPTIONS,
  PENDING_FILTERS,
  SORT_OPTIONS,
  type AllUsersFilters,
  type Approval,
  type MemberSort,
  type PaymentFilter,
  type PendingFilterKind,
  type PendingFilters,
} from '../utils/member-filters';

/**
 * Mantine 9 keeps a closed Select's listbox in the page (hidden, labelled by the same label), so
 * "the element labelled Category" would be two; mount the list only while it is open.
 */
const COMBOBOX_PROPS = { keepMounted: false } as const;

const ALL = 'All';

/** 'Category': the category list (the registration form's cached query), optionally with 'All'. */
function CategorySelect({
  value,
  onChange,
  withAll,
}: {
  value: string;
  onChange: (name: string) => void;
  withAll?: boolean;
}) {
  const categories = useCategoryNames();
  const data = useMemo(() => {
    const names = categories.data ?? [];
    // A category from the URL that is not (or not yet) listed still shows.
    const listed = value && !names.includes(value) ? [value, ...names] : names;
    return withAll ? [ALL, ...listed] : listed;
  }, [categories.data, value, withAll]);

  return (
    <Select
      label="Category"
      placeholder={withAll ? undefined : 'Pick a category'}
      data={data}
      value={value || (withAll ? ALL : null)}
      onChange={(name) => onChange(!name || name === ALL ? '' : name)}
      searchable
      allowDeselect={false}
      maxDropdownHeight={280}
      nothingFoundMessage={categories.isPending ? 'Loading categories…' : 'No category found'}
      error={categories.isError ? 'Could not load the categories.' : undefined}
      comboboxProps={COMBOBOX_PROPS}
    />
  );
}

/** `onChange` gets only what changed, so a page merges it over its latest filters, never a stale copy. */
type Change<T> = { value: T; onChange: (change: Partial<T>) => void };

/** Pending approval's one 'Filter' select (docs/product-spec.md §2), with a date or a category when asked for. */
export function PendingMemberFilters({ value, onChange }: Change<PendingFilters>) {
  const set = <K extends keyof PendingFilters>(key: K, next: PendingFilters[K]) =>
    onChange({ [key]: next } as Partial<PendingFilters>);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="section" aria-label="Filters">
      <Select
        label="Filter"
        data={[...PENDING_FILTERS]}
        value={value.kind}
        allowDeselect={false}
        comboboxProps={COMBOBOX_PROPS}
        onChange={(kind) => kind && set('kind', kind as PendingFilterKind)}
      />
      {value.kind === 'DATE' ? (
        <DayInput label="Date" value={value.date} clearable onChange={(date) => set('date', date)} />
      ) : null}
      {value.kind === 'Category' ? (
        <CategorySelect value={value.category} onChange={(name) => set('category', name)} />
      ) : null}
    </SimpleGrid>
  );
}

type AllMemberFiltersProps = Change<AllUsersFilters> & {
  /** The search box's own text (the list follows it after a pause). */
  searchText: string;
  onSearchTextChange: (text: string) => void;
  rangeError: string | null;
  onReset: () => void;
};

/** The filters folded behind 'Filters' on a phone; the toggle says how many differ from the defaults. */
const FOLDED = ['approval', 'payment', 'category', 'from', 'to', 'sort'] as const;

/**
 * All Users: search, approval, payment, category, registration dates and sort. On a phone only the
 * search shows with a 'Filters' toggle for the rest, so the list starts near the top.
 */
export function AllMemberFilters({
  value,
  onChange,
  searchText,
  onSearchTextChange,
  rangeError,
  onReset,
}: AllMemberFiltersProps) {
  const set = <K extends keyof AllUsersFilters>(key: K, next: AllUsersFilters[K]) =>
    onChange({ [key]: next } as Partial<AllUsersFilters>);
  const wide = useWideScreen();
  const [opened, folded] = useDisclosure(false);
  const foldedId = useId();
  const search = (
    <TextInput
      type="search"
      label="Search"
      placeholder="Name, email or phone"
      value={searchText}
      onChange={(event) => onSearchTextChange(event.currentTarget.value)}
      maxLength={100}
    />
  );
  const more = (
    <>
      <Select
        label="Approval"
        data={APPROVAL_OPTIONS}
        value={value.approval}
        allowDeselect={false}
        comboboxProps={COMBOBOX_PROPS}
        onChange={(next) => next && set('approval', next as Approval)}
      />
      <Select
        label="Payment"
        data={PAYMENT_OPTIONS}
        value={value.payment}
        allowDeselect={false}
        comboboxProps={COMBOBOX_PROPS}
        onChange={(next) => next && set('payment', next as PaymentFilter)}
      />
      <CategorySelect value={value.category} onChange={(name) => set('category', name)} withAll />
      <DateRangeInputs
        labels={['Registered from', 'Registered to']}
        from={value.from}
        to={value.to}
        onFromChange={(from) => set('from', from)}
        onToChange={(to) => set('to', to)}
        error={rangeError}
      />
      <Select
        label="Sort"
        data={SORT_OPTIONS}
        value={value.sort}
        allowDeselect={false}
        comboboxProps={COMBOBOX_PROPS}
        onChange={(next) => next && set('sort', next as MemberSort)}
      />
      <Button variant="default" onClick={onReset} style={{ alignSelf: 'end' }}>
        Reset filters
      </Button>
    </>
  );

  if (wide) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" component="section" aria-label="Filters">
        {search}
        {more}
      </SimpleGrid>
    );
  }
  const on = FOLDED.filter((key) => value[key] !== DEFAULT_ALL_USERS_FILTERS[key]).length;
  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      {search}
      <Button
        variant="default"
        fullWidth
        justify="space-between"
        rightSection={<IconChevronDown size={16} />}
        aria-expanded={opened}
        aria-controls={foldedId}
        onClick={folded.toggle}
      >
        {on > 0 ? `Filters (${on} on)` : 'Filters'}
      </Button>
      <Collapse expanded={opened} id={foldedId}>
        <Stack gap="sm">{more}</Stack>
      </Collapse>
    </Stack>
  );
}
