import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { WALLET_KIND_LABELS } from '@sevak/shared';
import { DateRangeInputs } from '../../../components/date-range-inputs';
import type { WalletFilters } from '../utils/wallet-filters';

/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;
/** The Kind select's "no filter" value (the URL leaves `kind` out). */
const ALL = 'all';
const KIND_OPTIONS = [
  { value: ALL, label: 'All kinds' },
  ...Object.entries(WALLET_KIND_LABELS).map(([value, label]) => ({ value, label })),
];

type HistoryFiltersProps = {
  value: WalletFilters;
  onChange: (key: keyof WalletFilters, value: string) => void;
  onReset: () => void;
  /** The end before the start, shown under To. */
  error: string | null;
};

/** The history's filters: days (India, inclusive) and the kind of transaction. */
export function HistoryFilters({ value, onChange, onReset, error }: HistoryFiltersProps) {
  const filtered = Boolean(value.from || value.to || value.kind);
  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DateRangeInputs
          labels={['From', 'To']}
          from={value.from}
          to={value.to}
          onFromChange={(day) => onChange('from', day)}
          onToChange={(day) => onChange('to', day)}
          error={error}
        />
        <Select
          label="Kind"
          value={value.kind || ALL}
          data={KIND_OPTIONS}
          allowDeselect={false}
          comboboxProps={COMBOBOX_PROPS}
          onChange={(kind) => onChange('kind', !kind || kind === ALL ? '' : kind)}
        />
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button variant="default" size="xs" onClick={onReset}>
            Clear filters
          </Button>
        </Group>
      )}
    </Stack>
  );
}
