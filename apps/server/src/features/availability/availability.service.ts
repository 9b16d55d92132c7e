import {
  addDays,
  BOOKING_HORIZON_DAYS,
  bookingMessages,
  DEFAULT_AVAILABILITY,
  endOfIndianDay,
  indianDayOf,
  isUuid,
  rateCardMessages,
  startOfIndianDay,
  type Availability,
  type FreeDays,
  type SlotList,
  workMessages,
} from '@sevak/shared';
import type { ProviderAvailabilityRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findShortestActiveDurations } from '../rate-card/index.js';
import {
  findAvailabilities,
  findAvailability,
  findBookingContext,
  findBusy,
  upsertAvailability,
} from './availability.repo.js';
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

/** The jobs each of these providers is held or booked for around `from` to `to` (docs/decisions/036). */
async function busyOf(
  db: Db,
  providerIds: readonly string[],
  from: Date,
  to: Date,
  options: { now?: Date; except?: string } = {},
): Promise<Map<string, Busy[]>> {
  const rows = await findBusy(db, providerIds, { from, to, now: options.now ?? new Date(), except: options.except });
  const busy = new Map<string, Busy[]>();
  for (const row of rows) {
    const jobs = busy.get(row.providerId) ?? [];
    jobs.push({ start: row.start, end: row.end });
    busy.set(row.providerId, jobs);
  }
  return busy;
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

/** 404 PROVIDER_NOT_FOUND (said by `providerField` when the input has one) or SERVICE_NOT_FOUND. */
async function serviceToBook(db: Db, providerId: string, serviceId: string, providerField?: string) {
  const found = isUuid(providerId) ? await findBookingContext(db, providerId, serviceId) : undefined;
  if (!found) {
    const message = workMessages.providerNotFound;
    throw providerField
      ? AppError.onField('PROVIDER_NOT_FOUND', providerField, message)
      : new AppError('PROVIDER_NOT_FOUND', message);
  }
  const { language, service, plan } = found;
  if (!service) throw new AppError('SERVICE_NOT_FOUND', rateCardMessages.notFound);
  const availability = toAvailability(plan ?? undefined);
  return { language, service, availability, durationMinutes: service.durationMinutes };
}

/**
 * A booking's time, when it is one of the service's free times at `now` (what GET /slots would
 * list): the service, the slot, the provider's buffer, whether they take instant bookings and
 * the language they read (one read tells all of it with the listing check). 400 SLOT_NOT_FREE for a time the provider's hours never offer, 409 SLOT_TAKEN for one another
 * job holds; 404 for a provider or service that cannot be booked (said by `providerField` when
 * given). `except`: a booking moving its
 * own time (its current time does not count as busy). The exclusion constraint is what settles
 * two seekers racing for one time; this says which times exist.
 */
export async function bookableSlot(
  db: Db,
  q: { providerId: string; serviceId: string; start: Date; now: Date; except?: string; providerField?: string },
) {
  const { language, service, availability, durationMinutes } = await serviceToBook(
    db,
    q.providerId,
    q.serviceId,
    q.providerField,
  );
  const day = indianDayOf(q.start);
  const at = <S extends { start: Date }>(slots: S[]) => slots.find((s) => s.start.getTime() === q.start.getTime());
  const slot = at(slotsOn(day, q.now, availability, durationMinutes, []));
  if (!slot) throw AppError.onField('SLOT_NOT_FREE', 'slotStart', bookingMessages.slotNotFree);
  const busy = await busyOf(db, [q.providerId], startOfIndianDay(day), endOfIndianDay(day), q);
  if (!at(slotsOn(day, q.now, availability, durationMinutes, busy.get(q.providerId) ?? [])))
    throw new AppError('SLOT_TAKEN', bookingMessages.slotTaken);
  const { bufferMinutes, instantBooking } = availability;
  return { service, slot, bufferMinutes, instantBooking, providerLanguage: language };
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
