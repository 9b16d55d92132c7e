/** Every time a person sees is in India's time zone (DESIGN §6). */
export const TIME_ZONE = 'Asia/Kolkata';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** '2026-11-21T18:30:00Z' → '22 Nov 2026, 12:00 am' */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value);
}

const monthYear = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, month: 'short', year: 'numeric' });
const day = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });

/** '2026-01-15T10:00:00Z' → 'Jan 2026' ('member since'). */
export function formatMonthYear(value: string | Date): string {
  return monthYear.format(typeof value === 'string' ? new Date(value) : value);
}

/** '2026-03-04T18:30:00Z' → '05 Mar 2026' (India's calendar day). */
export function formatDay(value: string | Date): string {
  return day.format(typeof value === 'string' ? new Date(value) : value);
}
