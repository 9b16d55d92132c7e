import { and, eq, gt, inArray, lt, ne, not, sql } from 'drizzle-orm';
import { BUFFER_MINUTES_MAX, type Availability } from '@sevak/shared';
import { bookingHolds, providerAvailability, workRequests } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** A provider's working hours as stored; undefined when they have set none. */
export async function findAvailability(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(providerAvailability).where(eq(providerAvailability.providerId, providerId));
  return row;
}

/** The working hours of each of these providers who set some. */
export async function findAvailabilities(db: DbOrTx, providerIds: readonly string[]) {
  if (providerIds.length === 0) return [];
  return db
    .select()
    .from(providerAvailability)
    .where(inArray(providerAvailability.providerId, [...providerIds]));
}

/** Writes a provider's working hours whole, in one statement (the first time or again). */
export async function upsertAvailability(db: DbOrTx, providerId: string, values: Availability) {
  const row = { ...values, updatedAt: new Date() };
  const [saved] = await db
    .insert(providerAvailability)
    .values({ providerId, ...row })
    .onConflictDoUpdate({ target: providerAvailability.providerId, set: row })
    .returning();
  return saved!;
}

/** A member's erasure: their hours go. */
export async function deleteAvailabilityOfUser(tx: DbOrTx, providerId: string) {
  await tx.delete(providerAvailability).where(eq(providerAvailability.providerId, providerId));
}

/**
 * The jobs these providers hold or are booked for near [from, to): each booking's slot and any new
 * time proposed for one (booking_holds, which bookings write), less unpaid holds that have run out
 * and are not swept yet, and less the times of `except` (a booking moving its own time).
 */
export async function findBusy(
  db: DbOrTx,
  providerIds: readonly string[],
  window: { from: Date; to: Date; now: Date; except?: string | undefined },
) {
  if (providerIds.length === 0) return [];
  // A job just after the window still keeps its buffer before it.
  const until = new Date(window.to.getTime() + BUFFER_MINUTES_MAX * 60_000);
  return db
    .select({ providerId: bookingHolds.providerId, start: bookingHolds.startsAt, end: bookingHolds.jobEndsAt })
    .from(bookingHolds)
    .innerJoin(workRequests, eq(workRequests.id, bookingHolds.workRequestId))
    .where(
      and(
        inArray(bookingHolds.providerId, [...providerIds]),
        lt(bookingHolds.startsAt, until),
        gt(bookingHolds.endsAt, window.from),
        not(
          and(
            inArray(workRequests.status, ['pending_payment', 'quoted']),
            sql`${workRequests.holdExpiresAt} <= ${window.now}`,
          )!,
        ),
        window.except ? ne(bookingHolds.workRequestId, window.except) : undefined,
      ),
    );
}
