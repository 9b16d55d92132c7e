import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { WALLET_KIND_LABELS } from '@sevak/shared';
import { DateRangeInputs } from '../../../components/date-range-inputs';
import { translateText, useTranslation } from '../../../i18n/i18n';
import type { WalletFilters } from '../utils/wallet-filters';

/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;
/** The Kind select's "no filter" value (the URL leaves `kind` out). */
const ALL = 'all';

type HistoryFiltersProps = {
  value: WalletFilters;
  onChange: (key: keyof WalletFilters, value: string) => void;
  onReset: () => void;
  /** The end before the start, shown under To. */
  error: string | null;
};

/** The history's filters: days (India, inclusive) and the kind of transaction. */
export function HistoryFilters({ value, onChange, onReset, error }: HistoryFiltersProps) {
  const { t } = useTranslation('wallet');
  const kindOptions = [
    { value: ALL, label: t('filters.allKinds') },
    ...Object.entries(WALLET_KIND_LABELS).map(([kind, label]) => ({ value: kind, label: translateText(label) })),
  ];
  const filtered = Boolean(value.from || value.to || value.kind);
  return (
    <Stack gap="sm" component="section" aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <DateRangeInputs
          labels={[t('filters.from'), t('filters.to')]}
          from={value.from}
          to={value.to}
          onFromChange={(day) => onChange('from', day)}
          onToChange={(day) => onChange('to', day)}
          error={error && translateText(error)}
        />
        <Select
          label={t('filters.kind')}
          value={value.kind || ALL}
          data={kindOptions}
          allowDeselect={false}
          comboboxProps={COMBOBOX_PROPS}
          onChange={(kind) => onChange('kind', !kind || kind === ALL ? '' : kind)}
        />
      </SimpleGrid>
      {filtered && (
        <Group>
          <Button variant="default" size="xs" onClick={onReset}>
            {t('filters.clear')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
