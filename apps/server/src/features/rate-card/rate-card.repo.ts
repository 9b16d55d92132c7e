import { and, asc, count, eq, min, sql } from 'drizzle-orm';
import { providerServices, type NewProviderServiceRow, type ProviderServiceRow } from '../../db/schema/index.js';
import { preparedOnce, type Db, type DbOrTx } from '../../platform/db.js';

/** A provider's services, oldest first; only the active ones unless `all`. */
export async function findServicesOf(db: DbOrTx, providerId: string, { all }: { all: boolean }) {
  return db
    .select()
    .from(providerServices)
    .where(and(eq(providerServices.providerId, providerId), all ? undefined : eq(providerServices.active, true)))
    .orderBy(asc(providerServices.createdAt), asc(providerServices.id));
}

const shortestActiveDurations = preparedOnce((db: Db) =>
  db
    .select({ providerId: providerServices.providerId, minutes: min(providerServices.durationMinutes) })
    .from(providerServices)
    .where(
      and(
        sql`${providerServices.providerId} = any(${sql.placeholder('providerIds')}::uuid[])`,
        eq(providerServices.active, true),
      ),
    )
    .groupBy(providerServices.providerId)
    .prepare('shortest_active_durations'),
);

/** The shortest active service of each of these providers, in minutes (none for a provider without one). */
export async function findShortestActiveDurations(db: Db, providerIds: readonly string[]) {
  if (providerIds.length === 0) return new Map<string, number>();
  const rows = await shortestActiveDurations(db).execute({ providerIds: [...providerIds] });
  return new Map(rows.flatMap((row) => (row.minutes === null ? [] : [[row.providerId, row.minutes] as const])));
}

/** How many services a provider lists (active or not). */
export async function countServicesOf(tx: DbOrTx, providerId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(providerServices)
    .where(eq(providerServices.providerId, providerId));
  return row?.n ?? 0;
}

export async function insertService(tx: DbOrTx, values: NewProviderServiceRow): Promise<ProviderServiceRow> {
  const [row] = await tx.insert(providerServices).values(values).returning();
  return row!;
}

/** Writes a provider's own service; undefined when it is not theirs (or does not exist). */
export async function updateServiceOf(
  tx: DbOrTx,
  providerId: string,
  id: string,
  values: Partial<NewProviderServiceRow>,
): Promise<ProviderServiceRow | undefined> {
  const [row] = await tx
    .update(providerServices)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)))
    .returning();
  return row;
}

/** Deletes a provider's own service; whether there was one. */
export async function deleteServiceOf(tx: DbOrTx, providerId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(providerServices)
    .where(and(eq(providerServices.id, id), eq(providerServices.providerId, providerId)))
    .returning({ id: providerServices.id });
  return rows.length > 0;
}

/** A member's erasure: their rate card goes. */
export async function deleteServicesOfUser(tx: DbOrTx, providerId: string) {
  await tx.delete(providerServices).where(eq(providerServices.providerId, providerId));
}
