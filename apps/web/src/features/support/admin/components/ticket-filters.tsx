import { Select, SimpleGrid } from '@mantine/core';
import { TICKET_KINDS, TICKET_STATUSES } from '@sevak/shared';
import type { TicketFilters } from '../utils/ticket-filters';
import { DebouncedTextInput } from '../../../../components/debounced-text-input';
import { TICKET_KIND_NAMES } from '../../components/ticket-kind-badge';

/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;
/** A select's "no filter" value (the URL leaves the key out). */
const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...TICKET_STATUSES.map((status) => ({ value: status, label: status })),
];
const KIND_OPTIONS = [
  { value: ALL, label: 'All' },
  ...TICKET_KINDS.map((kind) => ({ value: kind, label: TICKET_KIND_NAMES[kind] })),
];
/** Overdue: Pending past its acknowledgement or resolution due time. */
const OVERDUE_OPTIONS = [
  { value: ALL, label: 'All' },
  { value: 'true', label: 'Overdue' },
  { value: 'false', label: 'Not overdue' },
];

type TicketFiltersProps = {
  value: TicketFilters;
  onChange: (key: keyof TicketFilters, value: string) => void;
};

/** A filter of fixed choices whose first, "All", is no filter (the URL leaves the key out). */
function ChoiceFilter({
  label,
  value,
  data,
  onChange,
}: {
  label: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Select
      label={label}
      value={value || ALL}
      data={data}
      allowDeselect={false}
      comboboxProps={COMBOBOX_PROPS}
      onChange={(choice) => onChange(!choice || choice === ALL ? '' : choice)}
    />
  );
}

/**
 * 'All Tickets' filters: the status, the type (support or data request), overdue or not, and a
 * member's name, email or phone, or a ticket number.
 */
export function TicketFiltersForm({ value, onChange }: TicketFiltersProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="sm" maw={1200} component="section" aria-label="Filters">
      <ChoiceFilter
        label="Status"
        value={value.status}
        data={STATUS_OPTIONS}
        onChange={(status) => onChange('status', status)}
      />
      <ChoiceFilter label="Type" value={value.kind} data={KIND_OPTIONS} onChange={(kind) => onChange('kind', kind)} />
      <ChoiceFilter
        label="Due"
        value={value.overdue}
        data={OVERDUE_OPTIONS}
        onChange={(overdue) => onChange('overdue', overdue)}
      />
      <DebouncedTextInput
        label="Search member or ticket number"
        value={value.search}
        onCommit={(text) => onChange('search', text)}
      />
    </SimpleGrid>
  );
}
