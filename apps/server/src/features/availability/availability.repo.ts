import { eq, inArray } from 'drizzle-orm';
import type { Availability } from '@sevak/shared';
import { providerAvailability } from '../../db/schema/index.js';
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
