import type { Availability } from '@sevak/shared';

type WeeklyRange = Availability['weekly'][number];

/** The days in the order Indians read a week, Monday first; the numbers stay the API's (0 = Sunday). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The words of each day number (`days.0` = Sunday). */
export const DAY_KEYS = ['days.0', 'days.1', 'days.2', 'days.3', 'days.4', 'days.5', 'days.6'] as const;

const MONDAY = 1;
/** Tuesday to Friday: the weekdays that take Monday's hours. */
const OTHER_WEEKDAYS = [2, 3, 4, 5];

/** Monday's ranges replace Tuesday's to Friday's; Saturday and Sunday stay as they are. */
export function copyMondayToWeekdays(weekly: WeeklyRange[]): WeeklyRange[] {
  const monday = weekly.filter((range) => range.day === MONDAY);
  const kept = weekly.filter((range) => !OTHER_WEEKDAYS.includes(range.day));
  const copies = OTHER_WEEKDAYS.flatMap((day) => monday.map((range) => ({ ...range, day })));
  const position = (day: number) => WEEK_ORDER.indexOf(day as (typeof WEEK_ORDER)[number]);
  return [...kept, ...copies].sort((a, b) => position(a.day) - position(b.day));
}
