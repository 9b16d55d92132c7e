import { DayInput } from './day-input';

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

/** Two day inputs (dd/MM/yyyy, with a calendar) that keep each other in order; each may be cleared. */
export function DateRangeInputs({ labels, from, to, onFromChange, onToChange, error }: DateRangeInputsProps) {
  return (
    <>
      <DayInput label={labels[0]} value={from} max={to} clearable onChange={onFromChange} />
      <DayInput label={labels[1]} value={to} min={from} clearable error={error} onChange={onToChange} />
    </>
  );
}
