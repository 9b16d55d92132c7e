import { and, eq, sql } from 'drizzle-orm';
import { BUFFER_MINUTES_MAX, type Availability } from '@sevak/shared';
import { bookingHolds, providerAvailability, providerServices, users, workRequests } from '../../db/schema/index.js';
import { preparedOnce, type Db, type DbOrTx } from '../../platform/db.js';
import { listedProvider } from '../members/index.js';

/** A provider's working hours as stored; undefined when they have set none. */
export async function findAvailability(db: DbOrTx, providerId: string) {
  const [row] = await db.select().from(providerAvailability).where(eq(providerAvailability.providerId, providerId));
  return row;
}

const availabilitiesOf = preparedOnce((db: Db) =>
  db
    .select()
    .from(providerAvailability)
    .where(sql`${providerAvailability.providerId} = any(${sql.placeholder('providerIds')}::uuid[])`)
    .prepare('availabilities_of'),
);

/** The working hours of each of these providers who set some (one prepared statement for any number). */
export async function findAvailabilities(db: Db, providerIds: readonly string[]) {
  if (providerIds.length === 0) return [];
  return availabilitiesOf(db).execute({ providerIds: [...providerIds] });
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
 * What booking one of a provider's services needs, in one prepared read: nothing when `providerId`
 * is not a listed provider's, else their language, the service when it is an active one of
 * theirs, and their hours when they set some. Drizzle builds it once per database handle: on a
 * hot route, building the query cost more of Node's time than running it (docs/decisions/043).
 */
const bookingContext = preparedOnce((db: Db) =>
  db
    .select({ language: users.language, service: providerServices, plan: providerAvailability })
    .from(users)
    .leftJoin(
      providerServices,
      and(
        eq(providerServices.id, sql.placeholder('serviceId')),
        eq(providerServices.providerId, users.id),
        eq(providerServices.active, true),
      ),
    )
    .leftJoin(providerAvailability, eq(providerAvailability.providerId, users.id))
    .where(and(eq(users.id, sql.placeholder('providerId')), listedProvider))
    .prepare('booking_context'),
);

export async function findBookingContext(db: Db, providerId: string, serviceId: string) {
  const [row] = await bookingContext(db).execute({ providerId, serviceId });
  return row;
}

const busyOfProviders = preparedOnce((db: Db) =>
  db
    .select({ providerId: bookingHolds.providerId, start: bookingHolds.startsAt, end: bookingHolds.jobEndsAt })
    .from(bookingHolds)
    .innerJoin(workRequests, eq(workRequests.id, bookingHolds.workRequestId))
    .where(
      and(
        sql`${bookingHolds.providerId} = any(${sql.placeholder('providerIds')}::uuid[])`,
        sql`${bookingHolds.startsAt} < ${sql.placeholder('until')}::timestamptz`,
        sql`${bookingHolds.endsAt} > ${sql.placeholder('from')}::timestamptz`,
        sql`not (${workRequests.status} in ('pending_payment', 'quoted') and ${workRequests.holdExpiresAt} <= ${sql.placeholder('now')}::timestamptz)`,
        sql`${bookingHolds.workRequestId} is distinct from ${sql.placeholder('except')}::uuid`,
      ),
    )
    .prepare('busy_of_providers'),
);

/**
 * The jobs these providers hold or are booked for near [from, to): each booking's slot and any new
 * time proposed for one (booking_holds, which bookings write), less unpaid holds that have run out
 * and are not swept yet, and less the times of `except` (a booking moving its own time). One
 * prepared statement for any number of providers.
 */
export async function findBusy(
  db: Db,
  providerIds: readonly string[],
  window: { from: Date; to: Date; now: Date; except?: string | undefined },
) {
  if (providerIds.length === 0) return [];
  // A job just after the window still keeps its buffer before it.
  const until = new Date(window.to.getTime() + BUFFER_MINUTES_MAX * 60_000);
  return busyOfProviders(db).execute({
    providerIds: [...providerIds],
    until: until.toISOString(),
    from: window.from.toISOString(),
    now: window.now.toISOString(),
    except: window.except ?? null,
  });
}
