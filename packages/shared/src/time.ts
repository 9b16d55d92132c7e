/** Every time a person sees is in India's time zone (docs/contract.md §6). */
export const TIME_ZONE = 'Asia/Kolkata';

/** The months by name, January first (report filters, on both sides). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The locale dates are written in: 'en-IN', or 'hi-IN' for a member reading Hindi. */
let timeLocale = 'en-IN';
const formats = new Map<string, Intl.DateTimeFormat>();

/** Dates from now on in this locale's words (the web app sets it with the member's language). */
export function setTimeLocale(locale: string): void {
  timeLocale = locale;
}

function format(name: string, options: Intl.DateTimeFormatOptions, value: string | Date): string {
  const key = `${timeLocale} ${name}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(timeLocale, { timeZone: TIME_ZONE, ...options });
    formats.set(key, formatter);
  }
  return formatter.format(typeof value === 'string' ? new Date(value) : value);
}

/** '2026-11-21T18:30:00Z' → '22 Nov 2026, 12:00 am' */
export function formatDateTime(value: string | Date): string {
  return format(
    'dateTime',
    { day: '2-digit', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true },
    value,
  );
}

/** '2026-01-15T10:00:00Z' → 'Jan 2026' ('member since'). */
export function formatMonthYear(value: string | Date): string {
  return format('monthYear', { month: 'short', year: 'numeric' }, value);
}

/** '2026-03-04T18:30:00Z' → '05 Mar 2026' (India's calendar day). */
export function formatDay(value: string | Date): string {
  return format('day', { day: '2-digit', month: 'short', year: 'numeric' }, value);
}

/** '2026-03-04T18:30:00Z' → '05 Mar' (India's calendar day, without the year: the dashboard chart's days). */
export function formatDayMonth(value: string | Date): string {
  return format('dayMonth', { day: '2-digit', month: 'short' }, value);
}

/**
 * India's offset from UTC: +05:30 all year (India has no daylight saving), so a day in India is
 * plain arithmetic — no time zone database needed. Days and periods the server counts (report
 * months, "registered on" filters) begin at India's midnight (docs/contract.md §6).
 */
const INDIA_UTC_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The instant a calendar day in India begins; months from 0, and days past a month's end roll over (as `Date.UTC`). */
export function indianMidnight(year: number, monthIndex: number, day: number): Date {
  return new Date(Date.UTC(year, monthIndex, day) - INDIA_UTC_OFFSET_MS);
}

/** The instant a day written yyyy-MM-dd begins in India: '2026-03-01' → 2026-02-28T18:30:00Z. */
export function startOfIndianDay(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_UTC_OFFSET_MS);
}

/** The instant after a day written yyyy-MM-dd ends in India (the next day's midnight): an exclusive bound. */
export function endOfIndianDay(day: string): Date {
  return new Date(startOfIndianDay(day).getTime() + DAY_MS);
}

/** The day `days` after a day yyyy-MM-dd (before, when negative): '2026-12-31' + 1 → '2027-01-01'. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a day yyyy-MM-dd: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The calendar day in India of an instant, yyyy-MM-dd: 2026-03-04T19:00:00Z → '2026-03-05'. */
export function indianDayOf(at: Date): string {
  return new Date(at.getTime() + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The same time of day in India `months` calendar months after an instant, the day kept where the
 * month has it and else its last day (31 Jan → 28 or 29 Feb, as PostgreSQL's `+ interval '1 month'`
 * on India's wall clock): a "one month" deadline.
 */
export function addMonthsInIndia(at: Date, months: number): Date {
  const wall = new Date(at.getTime() + INDIA_UTC_OFFSET_MS);
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(
    year,
    month,
    Math.min(wall.getUTCDate(), lastDay),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
  return new Date(moved - INDIA_UTC_OFFSET_MS);
}

/** 1 April of the Indian financial year (April to March) a day yyyy-MM-dd falls in. */
export function financialYearStart(day: string): string {
  const [year = 0, month = 0] = day.split('-').map(Number);
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/** 'FY 2026-27' for any day from 2026-04-01 to 2027-03-31. */
export function financialYearOf(day: string): string {
  const start = Number(financialYearStart(day).slice(0, 4));
  return `FY ${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
