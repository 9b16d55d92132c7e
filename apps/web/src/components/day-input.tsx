import { DateInput, type DateInputProps } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/hi';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { dayInputMessages as m } from '@sevak/shared';
import { translateText, useTranslation } from '../i18n/i18n';

dayjs.extend(customParseFormat);

/** How a day is shown in an input and typed into it (docs/decisions/031): 05/03/2026. */
export const DAY_INPUT_FORMAT = 'DD/MM/YYYY';

/** What typing may use besides 05/03/2026: 5/3/2026, and - or . between the parts. */
const TYPED_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY', 'DD-MM-YYYY', 'D-M-YYYY', 'DD.MM.YYYY', 'D.M.YYYY'];

/** A typed day, dd/MM/yyyy, as yyyy-MM-dd; half-typed text or a day that does not exist (31/02) is null. */
export function parseTypedDay(text: string): string | null {
  const day = dayjs(text.trim(), TYPED_FORMATS, true);
  return day.isValid() ? day.format('YYYY-MM-DD') : null;
}

/**
 * The × of a clearable input is for a pointer only: the keyboard and a screen reader clear the day
 * by deleting its text (which a clearable input takes as no day), and a named button would share
 * the field's label ('Clear From' is found by the label 'From').
 */
const CLEAR_BUTTON = { 'aria-hidden': true, tabIndex: -1 } as const;

type DayInputProps = Omit<
  DateInputProps,
  | 'label'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'valueFormat'
  | 'dateParser'
  | 'minDate'
  | 'maxDate'
  | 'excludeDate'
  | 'locale'
> & {
  label: string;
  /** yyyy-MM-dd (a day in India's calendar), or '' for none. */
  value: string;
  onChange: (value: string) => void;
  /**
   * The first and last days the calendar offers, yyyy-MM-dd. A day typed outside them is kept, so
   * the form (or the range check) can say why it is refused, as with a native date input.
   */
  min?: string | undefined;
  max?: string | undefined;
};

/**
 * A day, shown and typed dd/MM/yyyy whatever the browser's language (a native date input shows
 * mm/dd/yyyy on an American-English phone), with Mantine's calendar to pick from. Its value is
 * the yyyy-MM-dd the API takes, so it replaces `<input type="date">` as it is.
 */
export function DayInput({ label, value, onChange, min, max, ...props }: DayInputProps) {
  const { i18n } = useTranslation();
  const ariaLabels = {
    previousMonth: translateText(m.previousMonth),
    nextMonth: translateText(m.nextMonth),
    previousYear: translateText(m.previousYear),
    nextYear: translateText(m.nextYear),
    previousDecade: translateText(m.previousDecade),
    nextDecade: translateText(m.nextDecade),
    monthLevelControl: translateText(m.chooseMonth),
    yearLevelControl: translateText(m.chooseYear),
  };
  return (
    <DateInput
      label={label}
      clearButtonProps={CLEAR_BUTTON}
      valueFormat={DAY_INPUT_FORMAT}
      dateParser={parseTypedDay}
      placeholder={translateText(m.placeholder)}
      locale={i18n.language}
      ariaLabels={ariaLabels}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      excludeDate={(day) => Boolean((min && day < min) || (max && day > max))}
      {...props}
    />
  );
}
