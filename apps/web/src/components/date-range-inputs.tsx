import { TextInput } from '@mantine/core';

type DateRangeInputsProps = {
  labels: [from: string, to: string];
  /** yyyy-MM-dd or ''. */
  from: string;
  to: string;
  onFromChange: (value: string) => void;
  onToChange: (value: string) => void;
  /** Shown under the second input (e.g. the end before the start). */
  error?: string | null;
};

/** Two native date inputs (yyyy-MM-dd, the phone's own picker) that keep each other in order. */
export function DateRangeInputs({ labels, from, to, onFromChange, onToChange, error }: DateRangeInputsProps) {
  return (
    <>
      <TextInput
        type="date"
        label={labels[0]}
        value={from}
        max={to || undefined}
        onChange={(event) => onFromChange(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={labels[1]}
        value={to}
        min={from || undefined}
        error={error}
        onChange={(event) => onToChange(event.currentTarget.value)}
      />
    </>
  );
}
