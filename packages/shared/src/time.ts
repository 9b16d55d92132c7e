import { z } from 'zod';

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

const dayMessage = 'Use a real date in the format yyyy-MM-dd';

/**
 * A calendar day as the filters send it (yyyy-MM-dd) that exists, in years 1900–2999: 2026-02-30
 * or 2026-13-01 would become an invalid instant on the server, and PostgreSQL has no year 0
 * (0000-02-29 is a valid date to JavaScript).
 */
export const daySchema = z.iso.date({ error: dayMessage }).refine((day) => day >= '1900-01-01' && day <= '2999-12-31', dayMessage);
