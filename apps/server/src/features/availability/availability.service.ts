import {
  BOOKING_HORIZON_DAYS,
  DEFAULT_AVAILABILITY,
  rateCardMessages,
  type Availability,
  type SlotList,
} from '@sevak/shared';
import type { ProviderAvailabilityRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { findActiveServiceOf } from '../rate-card/index.js';
import { providerDetail } from '../services/index.js';
import { findAvailability, upsertAvailability } from './availability.repo.js';
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
 * The jobs a provider is held or booked for around `date`. None yet: bookings (docs/contract.md
 * §5c "Bookings") add theirs here.
 */
async function busyAround(_db: Db, _providerId: string, _date: string): Promise<Busy[]> {
  return [];
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
  await providerDetail(db, providerId);
  const service = await findActiveServiceOf(db, providerId, q.serviceId);
  if (!service) throw new AppError('SERVICE_NOT_FOUND', rateCardMessages.notFound);
  const availability = await availabilityOf(db, providerId);
  const slots = freeSlots({
    date: q.date,
    now,
    ...availability,
    durationMinutes: service.durationMinutes,
    busy: await busyAround(db, providerId, q.date),
    horizonDays: BOOKING_HORIZON_DAYS,
  });
  return { slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })) };
}
