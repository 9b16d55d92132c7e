import {
  addDays,
  BOOKING_HORIZON_DAYS,
  DEFAULT_AVAILABILITY,
  endOfIndianDay,
  indianDayOf,
  rateCardMessages,
  startOfIndianDay,
  type Availability,
  type FreeDays,
  type SlotList,
} from '@sevak/shared';
import type { ProviderAvailabilityRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findActiveServiceOf, findShortestActiveDurations } from '../rate-card/index.js';
import { assertListedProvider } from '../members/index.js';
import { findAvailabilities, findAvailability, upsertAvailability } from './availability.repo.js';
import { freeSlots, type Busy } from './slots.js';

/* A provider's working hours and free times (docs/contract.md §5c "Services and hours"). */

function toAvailability(row: ProviderAvailabilityRow | undefined): Availability {
  if (!row) return DEFAULT_AVAILABILITY;
  const { weekly, exceptions, online, instantBooking, serviceRadiusKm, bufferMinutes } = row;
  return { weekly, exceptions, online, instantBooking, serviceRadiusKm, bufferMinutes };
}

/** GET /availability/mine: what the provider set, or the defaults before they set anything. */
export async function availabilityOf(db: Db, providerId: string): Promise<Availability> {
  return toAvailability(await findAvailability(db, providerId));
}

/** PUT /availability/mine: the whole plan, checked by the shared schema at the edge. */
export async function saveAvailability(db: Db, providerId: string, input: Availability): Promise<Availability> {
  return toAvailability(await upsertAvailability(db, providerId, input));
}

/**
 * The jobs each of these providers is held or booked for from `from` to `to`. None yet: bookings
 * (docs/contract.md §5c "Bookings") add theirs here.
 */
async function busyOf(_db: Db, _providerIds: readonly string[], _from: Date, _to: Date): Promise<Map<string, Busy[]>> {
  return new Map();
}

/** The free times of one day for a provider's plan, a duration and their jobs. */
function slotsOn(date: string, now: Date, availability: Availability, durationMinutes: number, busy: readonly Busy[]) {
  return freeSlots({ date, now, ...availability, durationMinutes, busy, horizonDays: BOOKING_HORIZON_DAYS });
}

/** The days from today (India) to `days` − 1 after it, in order. */
function daysFrom(now: Date, days: number): string[] {
  const today = indianDayOf(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/**
 * GET /providers/{id}/slots: the free starts of one of a listed provider's active services on a
 * day (India), from their hours, changed days, buffer and jobs. 404 for an unknown provider or a
 * service not theirs.
 */
export async function slotsOf(
  db: Db,
  providerId: string,
  q: { serviceId: string; date: string },
  now = new Date(),
): Promise<SlotList> {
  const { availability, durationMinutes } = await serviceToBook(db, providerId, q.serviceId);
  const busy = await busyOf(db, [providerId], startOfIndianDay(q.date), endOfIndianDay(q.date));
  const slots = slotsOn(q.date, now, availability, durationMinutes, busy.get(providerId) ?? []);
  return { slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })) };
}

/**
 * GET /providers/{id}/free-days: the days from today to the horizon with a free time for the
 * service — what the date picker marks. 404 as for slots.
 */
export async function freeDaysOf(db: Db, providerId: string, serviceId: string, now = new Date()): Promise<FreeDays> {
  const { availability, durationMinutes } = await serviceToBook(db, providerId, serviceId);
  const days = daysFrom(now, BOOKING_HORIZON_DAYS + 1);
  const busy = await busyOf(db, [providerId], startOfIndianDay(days[0]!), endOfIndianDay(days.at(-1)!));
  const jobs = busy.get(providerId) ?? [];
  return { days: days.filter((day) => slotsOn(day, now, availability, durationMinutes, jobs).length > 0) };
}

async function serviceToBook(db: Db, providerId: string, serviceId: string) {
  await assertListedProvider(db, providerId);
  const service = await findActiveServiceOf(db, providerId, serviceId);
  if (!service) throw new AppError('SERVICE_NOT_FOUND', rateCardMessages.notFound);
  return { availability: await availabilityOf(db, providerId), durationMinutes: service.durationMinutes };
}

/** What a search card says of a provider's times: the first free start, and whether `day` has one. */
export type FreeTimes = { next: Date | null; onDay: boolean };

/**
 * For a page of search cards (docs/contract.md §5c): each provider's first free start of their
 * shortest active service within `days` days from today, and whether `day` (when asked) has a
 * free time. Three reads for the whole page, whatever its size; a provider without hours or an
 * active service has neither.
 */
export async function freeTimesOf(
  db: Db,
  providerIds: readonly string[],
  { now, days, day }: { now: Date; days: number; day?: string | undefined },
): Promise<Map<string, FreeTimes>> {
  const [plans, durations] = await Promise.all([
    findAvailabilities(db, providerIds),
    findShortestActiveDurations(db, providerIds),
  ]);
  const window = daysFrom(now, days);
  const last = day && day > window.at(-1)! ? day : window.at(-1)!;
  const busy = await busyOf(db, providerIds, startOfIndianDay(window[0]!), endOfIndianDay(last));
  const found = new Map<string, FreeTimes>();
  for (const plan of plans) {
    const duration = durations.get(plan.providerId);
    if (duration === undefined) continue;
    const availability = toAvailability(plan);
    const jobs = busy.get(plan.providerId) ?? [];
    const slots = (date: string) => slotsOn(date, now, availability, duration, jobs);
    let next: Date | null = null;
    for (const date of window) {
      const first = slots(date)[0];
      if (first) {
        next = first.start;
        break;
      }
    }
    found.set(plan.providerId, { next, onDay: day !== undefined && slots(day).length > 0 });
  }
  return found;
}
