import { aliasedTable, and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { WorkStatus } from '@sevak/shared';
import { bookingHolds, bookingTransfers, providerDues, users, workRequests } from '../../db/schema/index.js';
import { afterCursor, rowsToRead, sortKeyText, type PageRequest } from '../../platform/keyset.js';
import { isExclusionViolation, type DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { bookingMessages } from '@sevak/shared';

/** The booking row, locked for this transaction (captures, steps and sweeps of one booking take turns). */
export async function lockBooking(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(workRequests).where(eq(workRequests.id, id)).for('update');
  return row;
}

export type BookingRow = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;

/**
 * Keeps a time for a booking: its slot, or a new time proposed. The exclusion constraint
 * `booking_holds_no_overlap` refuses a time that overlaps another booking's of the provider —
 * 409 SLOT_TAKEN, and the caller's transaction rolls back whole.
 */
export async function insertHold(
  tx: DbOrTx,
  hold: {
    providerId: string;
    workRequestId: string;
    kind: 'slot' | 'reschedule';
    start: Date;
    end: Date;
    bufferMinutes: number;
  },
) {
  try {
    await tx.insert(bookingHolds).values({
      providerId: hold.providerId,
      workRequestId: hold.workRequestId,
      kind: hold.kind,
      startsAt: hold.start,
      jobEndsAt: hold.end,
      endsAt: new Date(hold.end.getTime() + hold.bufferMinutes * 60_000),
    });
  } catch (err) {
    if (isExclusionViolation(err)) throw new AppError('SLOT_TAKEN', bookingMessages.slotTaken);
    throw err;
  }
}

/** Frees a booking's times (every kind, or one). */
export async function deleteHolds(tx: DbOrTx, workRequestId: string, kind?: 'slot' | 'reschedule') {
  await tx
    .delete(bookingHolds)
    .where(and(eq(bookingHolds.workRequestId, workRequestId), kind ? eq(bookingHolds.kind, kind) : undefined));
}

/** A proposed time becomes the booking's slot (its old slot already freed). */
export async function promoteReschedule(tx: DbOrTx, workRequestId: string) {
  await tx
    .update(bookingHolds)
    .set({ kind: 'slot' })
    .where(and(eq(bookingHolds.workRequestId, workRequestId), eq(bookingHolds.kind, 'reschedule')));
}

/**
 * Unpaid bookings whose hold has run out end as `expired` and free their time: all of them (the
 * job queue's sweep), or one provider's (before a new hold of theirs, so a lapsed hold never
 * refuses a seeker). One conditional UPDATE: a capture holding the row's lock commits first, and
 * the booking it confirmed no longer matches.
 */
export async function expireLapsedHolds(tx: DbOrTx, now: Date, providerId?: string) {
  const expired = await tx
    .update(workRequests)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(workRequests.status, ['pending_payment', 'quoted']),
        lte(workRequests.holdExpiresAt, now),
        providerId ? eq(workRequests.providerId, providerId) : undefined,
      ),
    )
    .returning();
  if (expired.length > 0) {
    await tx.delete(bookingHolds).where(
      inArray(
        bookingHolds.workRequestId,
        expired.map((row) => row.id),
      ),
    );
  }
  return expired;
}

/** A member's bookings (as either party) not yet started, to cancel at their erasure. */
export async function findOpenBookingsOf(tx: DbOrTx, memberId: string) {
  return tx
    .select({ id: workRequests.id })
    .from(workRequests)
    .where(
      and(
        isNotNull(workRequests.slotStart),
        inArray(workRequests.status, ['sent', 'quoted', 'pending_payment', 'confirmed']),
        sql`(${workRequests.seekerId} = ${memberId} or ${workRequests.providerId} = ${memberId})`,
      ),
    )
    .orderBy(asc(workRequests.id));
}

const remindedSeeker = aliasedTable(users, 'reminded_seeker');
const remindedProvider = aliasedTable(users, 'reminded_provider');

/** Confirmed jobs starting in (after, until], paid at least `aheadHours` before their time, with both parties' names. */
export async function findJobsToRemind(db: DbOrTx, w: { after: Date; until: Date; aheadHours: number }) {
  return db
    .select({ row: workRequests, seekerName: remindedSeeker.name, providerName: remindedProvider.name })
    .from(workRequests)
    .innerJoin(remindedSeeker, eq(remindedSeeker.id, workRequests.seekerId))
    .innerJoin(remindedProvider, eq(remindedProvider.id, workRequests.providerId))
    .where(
      and(
        eq(workRequests.status, 'confirmed'),
        gt(workRequests.slotStart, w.after),
        lte(workRequests.slotStart, w.until),
        sql`${workRequests.paidAt} <= ${workRequests.slotStart} - make_interval(hours => ${w.aheadHours})`,
      ),
    )
    .orderBy(asc(workRequests.slotStart));
}

/** Completed jobs whose release time has come, oldest first (the release sweep). */
export async function findDueReleases(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: workRequests.id })
    .from(workRequests)
    .where(and(eq(workRequests.status, 'completed'), lte(workRequests.releaseAt, now)))
    .orderBy(asc(workRequests.releaseAt))
    .limit(limit);
}

/** Writes a booking's step (its row locked by the caller). */
export async function updateBooking(tx: DbOrTx, id: string, values: Partial<typeof workRequests.$inferInsert>) {
  const [row] = await tx
    .update(workRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(workRequests.id, id))
    .returning();
  return row!;
}

const seekers = aliasedTable(users, 'seeker');
const providers = aliasedTable(users, 'provider');

/** Every booking (a request with a time), newest first, by status: the admins' list, one keyset page. */
export async function findBookings(db: DbOrTx, status: WorkStatus | undefined, page: PageRequest) {
  return db
    .select({
      booking: workRequests,
      seeker: { id: seekers.id, name: seekers.name, phone: seekers.phone, deletedAt: seekers.deletedAt },
      provider: { id: providers.id, name: providers.name, phone: providers.phone, deletedAt: providers.deletedAt },
      paymentStatus: sql<string | null>`(select p.status from payments p where p.work_request_id = ${workRequests.id}
        and p.purpose = 'booking' order by (p.status = 'captured') desc, p.created_at desc limit 1)`,
      routeTransfer: { status: bookingTransfers.status, failure: bookingTransfers.failure },
      at: sortKeyText(workRequests.createdAt),
    })
    .from(workRequests)
    .innerJoin(seekers, eq(seekers.id, workRequests.seekerId))
    .innerJoin(providers, eq(providers.id, workRequests.providerId))
    .leftJoin(bookingTransfers, eq(bookingTransfers.workRequestId, workRequests.id))
    .where(
      and(
        isNotNull(workRequests.slotStart),
        status ? eq(workRequests.status, status) : undefined,
        afterCursor(page, workRequests.createdAt, workRequests.id),
      ),
    )
    .orderBy(desc(workRequests.createdAt), desc(workRequests.id))
    .limit(rowsToRead(page.limit));
}

/** Adds to what a provider owes for late cancellations. */
export async function addDue(tx: DbOrTx, providerId: string, paise: number) {
  await tx
    .insert(providerDues)
    .values({ providerId, owedPaise: paise })
    .onConflictDoUpdate({
      target: providerDues.providerId,
      set: { owedPaise: sql`${providerDues.owedPaise} + ${paise}` },
    });
}

/** Takes up to `maxPaise` of what a provider owes; answers how much was taken. */
export async function takeDue(tx: DbOrTx, providerId: string, maxPaise: number): Promise<number> {
  const [due] = await tx.select().from(providerDues).where(eq(providerDues.providerId, providerId)).for('update');
  const taken = Math.min(due?.owedPaise ?? 0, maxPaise);
  if (taken > 0) {
    await tx
      .update(providerDues)
      .set({ owedPaise: sql`${providerDues.owedPaise} - ${taken}` })
      .where(eq(providerDues.providerId, providerId));
  }
  return taken;
}
