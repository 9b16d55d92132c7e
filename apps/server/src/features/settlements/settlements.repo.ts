import { and, asc, desc, eq, exists, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  bookingTransfers,
  ekycSubmissions,
  payments,
  providerServices,
  routeAccounts,
  users,
  workRequests,
  type BookingTransferRow,
  type RouteAccountRow,
  type TransferStatus,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** The provider's linked account, when Route can pay them. */
export async function findActiveAccount(db: DbOrTx, providerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accountId: routeAccounts.accountId })
    .from(routeAccounts)
    .where(and(eq(routeAccounts.providerId, providerId), eq(routeAccounts.status, 'active')));
  return row?.accountId ?? undefined;
}

export async function findRouteAccount(db: DbOrTx, providerId: string): Promise<RouteAccountRow | undefined> {
  const [row] = await db.select().from(routeAccounts).where(eq(routeAccounts.providerId, providerId));
  return row;
}

/** What a linked account is made from: the provider's latest verified e-KYC and contact. */
export type AccountToLink = {
  providerId: string;
  ekycId: string;
  name: string;
  email: string;
  phone: string;
  bankAccountEncrypted: string;
  panEncrypted: string;
  ifscCode: string;
};

/**
 * Providers (members offering a service) whose latest verified e-KYC has no linked account yet,
 * or one still pending: a new e-KYC (a changed bank account) makes a new account.
 */
export async function findAccountsToLink(db: DbOrTx, limit: number): Promise<AccountToLink[]> {
  const latest = db
    .selectDistinctOn([ekycSubmissions.userId], {
      id: ekycSubmissions.id,
      userId: ekycSubmissions.userId,
      name: ekycSubmissions.accountHolderName,
      bankAccountEncrypted: ekycSubmissions.bankAccountEncrypted,
      panEncrypted: ekycSubmissions.panEncrypted,
      ifscCode: ekycSubmissions.ifscCode,
    })
    .from(ekycSubmissions)
    .where(eq(ekycSubmissions.status, 'approved'))
    .orderBy(
      ekycSubmissions.userId,
      sql`${ekycSubmissions.reviewedAt} desc nulls last`,
      desc(ekycSubmissions.submittedAt),
    )
    .as('e');
  return db
    .select({
      providerId: latest.userId,
      ekycId: latest.id,
      name: latest.name,
      email: users.email,
      phone: users.phone,
      bankAccountEncrypted: latest.bankAccountEncrypted,
      panEncrypted: latest.panEncrypted,
      ifscCode: latest.ifscCode,
    })
    .from(latest)
    .innerJoin(users, and(eq(users.id, latest.userId), isNull(users.deletedAt)))
    .leftJoin(routeAccounts, eq(routeAccounts.providerId, latest.userId))
    .where(
      and(
        exists(
          db
            .select({ one: sql`1` })
            .from(providerServices)
            .where(eq(providerServices.providerId, latest.userId)),
        ),
        or(isNull(routeAccounts.providerId), ne(routeAccounts.ekycId, latest.id), eq(routeAccounts.status, 'pending')),
      ),
    )
    .limit(limit);
}

/** Records what Razorpay answered for the account made from this e-KYC. */
export async function recordRouteAccount(
  db: DbOrTx,
  row: {
    providerId: string;
    ekycId: string;
    accountId: string | null;
    status: RouteAccountRow['status'];
    failure: string | null;
  },
) {
  const now = new Date();
  await db
    .insert(routeAccounts)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: routeAccounts.providerId,
      set: { ekycId: row.ekycId, accountId: row.accountId, status: row.status, failure: row.failure, updatedAt: now },
    });
}

/** A booking's transfer to be made (the capture's transaction); once per booking. */
export async function insertTransfer(
  tx: DbOrTx,
  row: { workRequestId: string; paymentId: string; accountId: string; amountPaise: number },
) {
  await tx.insert(bookingTransfers).values(row).onConflictDoNothing();
}

/** The booking's transfer, locked (callers hold the booking's lock too). */
export async function lockTransfer(tx: DbOrTx, workRequestId: string): Promise<BookingTransferRow | undefined> {
  const [row] = await tx
    .select()
    .from(bookingTransfers)
    .where(eq(bookingTransfers.workRequestId, workRequestId))
    .for('update');
  return row;
}

export async function updateTransfer(tx: DbOrTx, workRequestId: string, set: Partial<BookingTransferRow>) {
  await tx
    .update(bookingTransfers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(bookingTransfers.workRequestId, workRequestId));
}

export type DueTransfer = BookingTransferRow & { providerPaymentId: string; providerId: string };

/**
 * Takes up to `limit` transfers whose turn has come, leasing each for `leaseSeconds` (a second
 * worker skips them; a worker that dies lets the lease run out and another takes over).
 */
export async function takeDueTransfers(db: DbOrTx, limit: number, leaseSeconds: number): Promise<DueTransfer[]> {
  const due = db
    .select({ id: bookingTransfers.workRequestId })
    .from(bookingTransfers)
    .where(
      and(inArray(bookingTransfers.status, ['to_transfer', 'to_settle']), lte(bookingTransfers.nextTryAt, sql`now()`)),
    )
    .orderBy(asc(bookingTransfers.nextTryAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const taken = await db
    .update(bookingTransfers)
    .set({
      nextTryAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${bookingTransfers.attempts} + 1`,
    })
    .where(inArray(bookingTransfers.workRequestId, due))
    .returning({ id: bookingTransfers.workRequestId });
  if (taken.length === 0) return [];
  const rows = await db
    .select({
      transfer: bookingTransfers,
      providerPaymentId: payments.providerPaymentId,
      providerId: workRequests.providerId,
    })
    .from(bookingTransfers)
    .innerJoin(payments, eq(payments.id, bookingTransfers.paymentId))
    .innerJoin(workRequests, eq(workRequests.id, bookingTransfers.workRequestId))
    .where(
      inArray(
        bookingTransfers.workRequestId,
        taken.map((t) => t.id),
      ),
    );
  return rows.map((r) => ({ ...r.transfer, providerPaymentId: r.providerPaymentId!, providerId: r.providerId! }));
}

/** Said before the transfer is asked for, so a settlement knows whether one may exist. */
export async function markTransferAsked(db: DbOrTx, workRequestId: string) {
  await db
    .update(bookingTransfers)
    .set({ transferAskedAt: sql`coalesce(${bookingTransfers.transferAskedAt}, now())` })
    .where(eq(bookingTransfers.workRequestId, workRequestId));
}

/**
 * The transfer is made: its id is kept whatever happened meanwhile (a booking decided while the
 * transfer was on its way stays `to_settle`, now with a transfer to settle), and it is due again
 * unless the caller goes on to settle it under its lease.
 */
export async function recordTransferMade(
  db: DbOrTx,
  workRequestId: string,
  transferId: string,
  { keepLease }: { keepLease: boolean },
) {
  await db
    .update(bookingTransfers)
    .set({
      transferId,
      status: sql`case when ${bookingTransfers.status} = 'to_transfer' then 'held' else ${bookingTransfers.status} end`,
      failure: null,
      attempts: 0,
      ...(!keepLease && { nextTryAt: new Date() }),
      updatedAt: new Date(),
    })
    .where(eq(bookingTransfers.workRequestId, workRequestId));
}

/** The settlement's end: `settled`, or `failed` with Razorpay's refusal; `from` guards a repeat. */
export async function endTransfer(
  db: DbOrTx,
  workRequestId: string,
  from: TransferStatus,
  set: { status: 'settled' | 'failed'; reversalId?: string | null; failure?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(bookingTransfers)
    .set({ ...set, nextTryAt: new Date(), updatedAt: new Date() })
    .where(and(eq(bookingTransfers.workRequestId, workRequestId), eq(bookingTransfers.status, from)))
    .returning({ id: bookingTransfers.workRequestId });
  return rows.length > 0;
}

/** A reversal made: kept, so a retried settlement does not ask for it again. */
export async function recordReversal(db: DbOrTx, workRequestId: string, reversalId: string) {
  await db
    .update(bookingTransfers)
    .set({ reversalId, updatedAt: new Date() })
    .where(eq(bookingTransfers.workRequestId, workRequestId));
}

/** A passing failure: asked again after `delaySeconds`. */
export async function retryTransferLater(db: DbOrTx, workRequestId: string, failure: string, delaySeconds: number) {
  await db
    .update(bookingTransfers)
    .set({ failure, nextTryAt: new Date(Date.now() + delaySeconds * 1000), updatedAt: new Date() })
    .where(eq(bookingTransfers.workRequestId, workRequestId));
}

/** For admins and the booking's page: how its Route transfer stands. */
export async function findTransfer(db: DbOrTx, workRequestId: string): Promise<BookingTransferRow | undefined> {
  const [row] = await db.select().from(bookingTransfers).where(eq(bookingTransfers.workRequestId, workRequestId));
  return row;
}
