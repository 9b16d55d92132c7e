import { z } from 'zod';
import { daySchema } from './admin.js';
import { addDays, indianDayOf } from './time.js';

/*
 * A provider's working hours and free times (docs/contract.md §5c "Services and hours"): a weekly
 * plan of ranges, exceptions on dates, online or not, instant booking, a service radius and a
 * buffer between jobs. Every day and hour is India's.
 */

/** How far ahead a seeker may book, in days after today (India). */
export const BOOKING_HORIZON_DAYS = 30;
export const SERVICE_RADIUS_KM = { min: 1, max: 100 } as const;
export const BUFFER_MINUTES_MAX = 120;
/** Caps that keep one provider's plan small: ranges a week, exceptions stored. */
export const WEEKLY_RANGES_MAX = 28;
export const EXCEPTIONS_MAX = 60;

export const availabilityMessages = {
  time: 'Write the time as HH:mm, e.g. 09:30 (24:00 for midnight at the end of a day).',
  toAfterFrom: 'The end must be after the start.',
  overlap: 'These hours overlap others on the same day.',
  day: 'Choose a day of the week.',
  bothTimes: 'Give both times, or none to close the whole day.',
  radius: `The service radius is ${SERVICE_RADIUS_KM.min} to ${SERVICE_RADIUS_KM.max} km.`,
  buffer: `The gap between jobs is 0 to ${BUFFER_MINUTES_MAX} minutes.`,
  tooManyRanges: `At most ${WEEKLY_RANGES_MAX} ranges a week.`,
  tooManyExceptions: `At most ${EXCEPTIONS_MAX} changed days.`,
  withinHorizon: `Choose a day from today to ${BOOKING_HORIZON_DAYS} days ahead.`,
} as const;

const m = availabilityMessages;

/** 'HH:mm' from 00:00 to 23:59, and 24:00 (the end of a day, for a range's end only). */
const timeSchema = z.string({ error: m.time }).regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, m.time);

const rangeSchema = z
  .object({ from: timeSchema, to: timeSchema })
  .refine((r) => r.from !== '24:00', { path: ['from'], message: m.time })
  .refine((r) => r.to > r.from, { path: ['to'], message: m.toAfterFrom });

export const weeklyRangeSchema = z
  .object({ day: z.number({ error: m.day }).int(m.day).min(0, m.day).max(6, m.day) })
  .and(rangeSchema);

export const exceptionSchema = z
  .object({ date: daySchema, from: timeSchema.optional(), to: timeSchema.optional() })
  .refine((e) => (e.from === undefined) === (e.to === undefined), { path: ['to'], message: m.bothTimes })
  .refine((e) => e.from === undefined || e.to === undefined || e.to > e.from, { path: ['to'], message: m.toAfterFrom })
  .refine((e) => e.from !== '24:00', { path: ['from'], message: m.time });

type Range = { from?: string | undefined; to?: string | undefined };

/** Adds an `overlap` issue at each range that overlaps an earlier one of the same group. */
function refuseOverlaps<T extends Range>(
  items: readonly T[],
  groupOf: (item: T) => string | number,
  path: string,
  ctx: z.RefinementCtx,
) {
  items.forEach((item, i) => {
    if (item.from === undefined || item.to === undefined) return;
    const clash = items
      .slice(0, i)
      .some(
        (other) =>
          groupOf(other) === groupOf(item) &&
          other.from !== undefined &&
          other.to !== undefined &&
          other.from < item.to! &&
          item.from! < other.to,
      );
    if (clash) ctx.addIssue({ code: 'custom', path: [path, i, 'from'], message: m.overlap });
  });
}

/** PUT /availability/mine, and what GET answers. */
export const availabilitySchema = z
  .object({
    weekly: z.array(weeklyRangeSchema).max(WEEKLY_RANGES_MAX, m.tooManyRanges),
    exceptions: z.array(exceptionSchema).max(EXCEPTIONS_MAX, m.tooManyExceptions),
    /** Taking work now; false: "not taking work now", no free times shown. */
    online: z.boolean(),
    /** A fixed or hourly service is booked at once, without the provider's yes. */
    instantBooking: z.boolean(),
    serviceRadiusKm: z
      .number({ error: m.radius })
      .int(m.radius)
      .min(SERVICE_RADIUS_KM.min, m.radius)
      .max(SERVICE_RADIUS_KM.max, m.radius),
    /** Kept free before and after each job, for travel. */
    bufferMinutes: z.number({ error: m.buffer }).int(m.buffer).min(0, m.buffer).max(BUFFER_MINUTES_MAX, m.buffer),
  })
  .superRefine((a, ctx) => {
    refuseOverlaps(a.weekly, (r) => r.day, 'weekly', ctx);
    refuseOverlaps(a.exceptions, (e) => e.date, 'exceptions', ctx);
  });
export type Availability = z.output<typeof availabilitySchema>;
export const availabilityAnswerSchema = z.object({ availability: availabilitySchema });

/** A provider who has set nothing yet: no hours (so no free times), online, requests not instant. */
export const DEFAULT_AVAILABILITY: Availability = {
  weekly: [],
  exceptions: [],
  online: true,
  instantBooking: false,
  serviceRadiusKm: 10,
  bufferMinutes: 30,
};

/** The last day a seeker may book from `now`: today in India plus BOOKING_HORIZON_DAYS. */
export function lastBookableDay(now: Date): string {
  return addDays(indianDayOf(now), BOOKING_HORIZON_DAYS);
}

/** A day a seeker may book: from today to the horizon (India). */
export const bookableDaySchema = daySchema.refine((day) => {
  const now = new Date();
  return day >= indianDayOf(now) && day <= lastBookableDay(now);
}, m.withinHorizon);

/** GET /providers/{id}/slots query: a service and a bookable day. */
export const slotsQuerySchema = z.object({ serviceId: z.uuid(), date: bookableDaySchema });

export const slotListSchema = z.object({ slots: z.array(z.object({ start: z.string(), end: z.string() })) });
export type SlotList = z.infer<typeof slotListSchema>;

/** GET /providers/{id}/free-days query: one of the provider's active services. */
export const freeDaysQuerySchema = z.object({ serviceId: z.uuid() });

/**
 * GET /providers/{id}/free-days: the days from today to the horizon (India, yyyy-MM-dd, in order)
 * with at least one free time for that service — the date picker marks them.
 */
export const freeDaysSchema = z.object({ days: z.array(z.string()) });
export type FreeDays = z.infer<typeof freeDaysSchema>;
