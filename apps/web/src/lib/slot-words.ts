import { addDays, indianDayOf } from '@sevak/shared';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/i18n';

/**
 * Free times in words, in India's time (docs/contract.md §5c: IST for every day and hour): 'Today
 * 4:30 pm', 'Tomorrow 9:00 am', 'Fri 4 Dec, 9:00 am'; in Hindi 'आज दोपहर 4:30'. India keeps one
 * offset all year, so the clock is arithmetic; the day's names are the browser's (Intl).
 */

const INDIA_OFFSET_MS = 5.5 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The part of the day a time is in: English needs am/pm, Hindi says 'रात 12:30', 'सुबह 9:00'. */
type Period = 'lateNight' | 'morning' | 'afternoon' | 'evening' | 'night';

function periodOf(hours: number): Period {
  if (hours < 4) return 'lateNight';
  if (hours < 12) return 'morning';
  if (hours < 17) return 'afternoon';
  if (hours < 20) return 'evening';
  return 'night';
}

/** An instant in India: its day (yyyy-MM-dd), its time (HH:mm), its 12-hour clock ('4:30') and part of the day. */
export function indianClockOf(iso: string) {
  const at = new Date(Date.parse(iso) + INDIA_OFFSET_MS);
  const [hours, minutes] = [at.getUTCHours(), at.getUTCMinutes()];
  return {
    day: at.toISOString().slice(0, 10),
    time: `${pad(hours)}:${pad(minutes)}`,
    clock: `${hours % 12 || 12}:${pad(minutes)}`,
    period: periodOf(hours),
  };
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** A day yyyy-MM-dd as its short weekday and date in `locale`: { weekday: 'Fri', date: '4 Dec' }. */
function dayParts(day: string, locale: string) {
  let format = formats.get(locale);
  if (!format) {
    // The day is a calendar day already: read at UTC midnight, shown as UTC.
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: part('weekday'), date: `${part('day')} ${part('month')}` };
}

export function useSlotWords() {
  const { t, i18n } = useTranslation('services');
  const locale = `${i18n.language}-IN`;
  return useMemo(() => {
    /** '4:30 pm' ('दोपहर 4:30') of an instant. */
    const time = (iso: string) => {
      const { clock, period } = indianClockOf(iso);
      return t(`when.clock.${period}`, { time: clock });
    };
    /** A day's name ('Today', 'Tomorrow', else 'Fri') and date ('4 Dec'), from `today` (India). */
    const day = (date: string, today: string) => {
      const parts = dayParts(date, locale);
      if (date === today) return { name: t('when.todayName'), date: parts.date };
      if (date === addDays(today, 1)) return { name: t('when.tomorrowName'), date: parts.date };
      return { name: parts.weekday, date: parts.date };
    };
    /** 'Today 4:30 pm', 'Tomorrow 9:00 am', 'Fri 4 Dec, 9:00 am'. */
    const when = (iso: string, now = new Date()) => {
      const today = indianDayOf(now);
      const at = indianClockOf(iso).day;
      if (at === today) return t('when.today', { time: time(iso) });
      if (at === addDays(today, 1)) return t('when.tomorrow', { time: time(iso) });
      const { weekday, date } = dayParts(at, locale);
      return t('when.onDay', { day: `${weekday} ${date}`, time: time(iso) });
    };
    return { time, day, when };
  }, [t, locale]);
}
