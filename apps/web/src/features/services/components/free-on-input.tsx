import { availabilityMessages, indianDayOf, lastBookableDay } from '@sevak/shared';
import { useState } from 'react';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { DayInput } from '../../../components/day-input';
import { useDraftFrom } from '../utils/use-draft-from';

export type FreeOnInputProps = {
  value: string;
  error: string | undefined;
  onChange: (day: string) => void;
};

/**
 * "Free on": a day from today to the booking horizon (India). A day typed outside it is said
 * under the field and not searched; emptying the field drops the filter. Its own chunk, loaded
 * once the search page shows (search-form.tsx): the calendar (Mantine's dates, dayjs, floating
 * positioning) and the horizon's words (their module holds the availability schemas, so zod)
 * are ~100 KB of gzip the page's results need none of.
 */
export function FreeOnInput({ value, error, onChange }: FreeOnInputProps) {
  const { t } = useTranslation('services');
  const [now] = useState(() => new Date());
  const [today, last] = [indianDayOf(now), lastBookableDay(now)];
  const [day, setDay] = useDraftFrom(value, value);
  const outside = day !== '' && (day < today || day > last);
  return (
    <DayInput
      label={t('searchForm.freeOn')}
      min={today}
      max={last}
      clearable
      value={day}
      onChange={(next) => {
        setDay(next);
        if (next === '' || (next >= today && next <= last)) onChange(next);
      }}
      error={outside ? translateText(availabilityMessages.withinHorizon) : error}
      style={{ flex: '1 1 12rem', maxWidth: '18rem' }}
    />
  );
}
