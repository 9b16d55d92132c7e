import { addDays, indianDayOf, startOfIndianDay, weekdayOf } from '@sevak/shared';

/**
 * The free start times of a provider on one day (docs/contract.md §5c, `GET /providers/{id}/slots`),
 * as a pure function: the caller reads the availability, the service's duration and the held or
 * booked jobs, and passes "now".
 *
 * Every day and hour is India's (Asia/Kolkata, +05:30 all year, no daylight saving): a time of day
 * is minutes after India's midnight of `date`, and an instant is that midnight plus those minutes.
 */

/**
 * A range of hours in India's time, 'HH:mm' each: `from` is '00:00'–'23:59', `to` is '00:01'–'23:59'
 * or '24:00' (the end of the day, so a range can reach midnight), and `to` is after `from`. A range
 * that breaks these rules opens nothing (the availability schema rejects it before it is stored).
 */
export type TimeRange = { from: string; to: string };

/** A range of hours on every such weekday: 0 = Sunday … 6 = Saturday, India's weekday. */
export type WeeklyRange = TimeRange & { day: number };

/**
 * An exception for one day yyyy-MM-dd: with times, one open range that day; without them, closed
 * all day. A day's exceptions replace its weekly ranges (docs/contract.md §5c).
 */
export type ExceptionRange = { date: string; from?: string; to?: string };

/** A held or booked job: the provider is busy over [start, end). */
export type Busy = { start: Date; end: Date };

/** Everything the free times of one day depend on (docs/contract.md §5c). */
export type SlotInput = {
  /** 'yyyy-MM-dd', a calendar day in India. */
  date: string;
  now: Date;
  weekly: readonly WeeklyRange[];
  exceptions: readonly ExceptionRange[];
  online: boolean;
  /** Kept free before and after each busy job. */
  bufferMinutes: number;
  /** The service's duration: a multiple of 30 from 30 to 480 (validated with the service). */
  durationMinutes: number;
  busy: readonly Busy[];
  /** BOOKING_HORIZON_DAYS (30): the last bookable day is today (in India) + horizonDays. */
  horizonDays: number;
};

/** A free time: [start, end), end − start = the service's duration. */
export type Slot = { start: Date; end: Date };

/** Minutes after midnight: [from, to). */
type MinuteRange = { from: number; to: number };

const MINUTE_MS = 60_000;
const STEP_MINUTES = 30;
const DAY_MINUTES = 1440;
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The free start times on `input.date` (docs/contract.md §5c): each slot lies wholly inside the
 * day's open hours, starts on :00 or :30 India's time, strictly after `now`, on a day from today to
 * today + horizonDays, and keeps `bufferMinutes` clear of every busy job; none while offline.
 * Sorted by start, each start once (overlapping or touching ranges count as one stretch of hours).
 */
export function freeSlots(input: SlotInput): Slot[] {
  if (!input.online || input.durationMinutes <= 0 || !isBookableDay(input.date, input.now, input.horizonDays)) {
    return [];
  }
  const dayStart = startOfIndianDay(input.date).getTime();
  const durationMs = input.durationMinutes * MINUTE_MS;
  return mergeRanges(listOpenRanges(input))
    .flatMap((range) => listHalfHourStarts(range, input.durationMinutes))
    .map((minute) => dayStart + minute * MINUTE_MS)
    .filter((start) => start > input.now.getTime())
    .filter((start) => !overlapsBusy(start, start + durationMs, input.busy, input.bufferMinutes))
    .map((start) => ({ start: new Date(start), end: new Date(start + durationMs) }));
}

/** True when `date` is a real day from today (in India, at `now`) to today + horizonDays. */
function isBookableDay(date: string, now: Date, horizonDays: number): boolean {
  const start = startOfIndianDay(date);
  // Date.parse rolls '2026-02-30' over to 2 March: a day that does not come back as written is no day.
  if (Number.isNaN(start.getTime()) || indianDayOf(start) !== date) return false;
  const today = indianDayOf(now);
  const lastDay = addDays(today, horizonDays);
  return date >= today && date <= lastDay;
}

/** The day's open ranges: its exceptions if it has any (none when one closes it), else its weekday's ranges. */
function listOpenRanges(input: SlotInput): MinuteRange[] {
  const exceptions = input.exceptions.filter((exception) => exception.date === input.date);
  if (exceptions.length > 0) {
    // One entry without times closes the whole day, whatever other entries say (docs/contract.md §5c).
    if (exceptions.some((exception) => exception.from === undefined || exception.to === undefined)) return [];
    return exceptions.flatMap((exception) => parseRange(exception.from!, exception.to!));
  }
  const weekday = weekdayOf(input.date);
  return input.weekly.filter((range) => range.day === weekday).flatMap((range) => parseRange(range.from, range.to));
}

/** 'HH:mm'–'HH:mm' as minutes, or nothing when a time does not parse or the range is empty. */
function parseRange(from: string, to: string): MinuteRange[] {
  const start = parseTimeOfDay(from);
  const end = to === '24:00' ? DAY_MINUTES : parseTimeOfDay(to);
  if (start === null || end === null || end <= start) return [];
  return [{ from: start, to: end }];
}

/** '09:30' → 570; null unless it is 'HH:mm' from '00:00' to '23:59'. */
function parseTimeOfDay(time: string): number | null {
  const match = TIME_OF_DAY.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Sorted, disjoint ranges covering the same minutes: overlapping or touching ranges become one. */
function mergeRanges(ranges: readonly MinuteRange[]): MinuteRange[] {
  const merged: MinuteRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1);
    if (last && range.from <= last.to) last.to = Math.max(last.to, range.to);
    else merged.push({ ...range });
  }
  return merged;
}

/** The starts on the half hour (minutes after midnight) whose slot of `durationMinutes` fits in `range`. */
function listHalfHourStarts(range: MinuteRange, durationMinutes: number): number[] {
  const starts: number[] = [];
  const first = Math.ceil(range.from / STEP_MINUTES) * STEP_MINUTES;
  for (let start = first; start + durationMinutes <= range.to; start += STEP_MINUTES) starts.push(start);
  return starts;
}

/** True when [start, end) meets some job widened by the buffer on both sides: [job.start − buffer, job.end + buffer). */
function overlapsBusy(start: number, end: number, busy: readonly Busy[], bufferMinutes: number): boolean {
  const bufferMs = bufferMinutes * MINUTE_MS;
  return busy.some((job) => start < job.end.getTime() + bufferMs && job.start.getTime() - bufferMs < end);
}
