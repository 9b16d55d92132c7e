import { aliasedTable, and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { WorkStatus } from '@sevak/shared';
import { messages, reviews, users, workRequests } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { afterCursor, rowsToRead, sortKeyText, type PageRequest } from '../../platform/keyset.js';
import { listedProvider } from '../members/index.js';

const seekers = aliasedTable(users, 'seeker');
const providers = aliasedTable(users, 'provider');

const selection = {
  request: workRequests,
  review: { rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt, reply: reviews.reply },
  seeker: { id: seekers.id, name: seekers.name, deletedAt: seekers.deletedAt },
  provider: {
    id: providers.id,
    name: providers.name,
    businessName: providers.businessName,
    phone: providers.phone,
    deletedAt: providers.deletedAt,
  },
  createdAtText: sortKeyText(workRequests.createdAt),
  /** A booking's payment: the captured one, else the newest (null for a free request). */
  payment: sql<{ status: string; paidAt: string | null; refundStatus: string | null } | null>`(
    select json_build_object('status', p.status, 'paidAt', p.captured_at, 'refundStatus', p.refund_status)
    from payments p where p.work_request_id = ${workRequests.id} and p.purpose = 'booking'
    order by (p.status = 'captured') desc, p.created_at desc limit 1)`,
  /** The booking's invoices (docs/decisions/041), with what each took from the provider's earning. */
  invoices: sql<BookingInvoiceRow[]>`coalesce((
    select json_agg(json_build_object(
      'kind', i.kind, 'number', i.number, 'document', i.document, 'totalPaise', i.total_paise,
      'withheldPaise', i.tcs_paise + i.tds_paise
        + case when i.kind = 'job' and i.issuer = 'sevak' then i.cgst_paise + i.sgst_paise + i.igst_paise else 0 end
    ) order by i.kind desc)
    from invoices i where i.work_request_id = ${workRequests.id}), '[]'::json)`,
};

/** An invoice of a booking as its view needs it; `withheldPaise`: TCS, TDS and Sevak's s.9(5) GST. */
export type BookingInvoiceRow = {
  kind: 'job' | 'commission';
  number: string;
  document: 'tax_invoice' | 'bill_of_supply' | 'receipt';
  totalPaise: number;
  withheldPaise: number;
};

/** Work requests with both parties and the review, for the views of /work. */
function selectRequests(db: DbOrTx) {
  return db
    .select(selection)
    .from(workRequests)
    .innerJoin(seekers, eq(seekers.id, workRequests.seekerId))
    .innerJoin(providers, eq(providers.id, workRequests.providerId))
    .leftJoin(reviews, eq(reviews.requestId, workRequests.id));
}

export type WorkRequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['execute']>>[number];

export async function findWorkRequest(db: DbOrTx, id: string): Promise<WorkRequestRow | undefined> {
  const [row] = await selectRequests(db).where(eq(workRequests.id, id));
  return row;
}

/** One box of /work — the requests `memberId` sent or received — newest first, one keyset page on (created_at, id). */
export async function findWorkRequestsOf(db: DbOrTx, memberId: string, box: 'sent' | 'received', page: PageRequest) {
  const party = box === 'sent' ? workRequests.seekerId : workRequests.providerId;
  return db
    .select({
      ...selection,
      /** Messages of the other side (and of support) this member has not read yet: for the page's rows only. */
      unreadMessages: sql<number>`(
        select count(*)::int from ${messages} m
        where m.work_request_id = ${workRequests.id} and m.sender_id is distinct from ${memberId} and m.read_at is null)`,
    })
    .from(workRequests)
    .innerJoin(seekers, eq(seekers.id, workRequests.seekerId))
    .innerJoin(providers, eq(providers.id, workRequests.providerId))
    .leftJoin(reviews, eq(reviews.requestId, workRequests.id))
    .where(and(eq(party, memberId), afterCursor(page, workRequests.createdAt, workRequests.id)))
    .orderBy(desc(workRequests.createdAt), desc(workRequests.id))
    .limit(rowsToRead(page.limit));
}

/** A provider search lists (live, approved, not an admin, offering a category), with their categories. */
export async function findListedProviderCategories(db: DbOrTx, providerId: string) {
  const [provider] = await db
    .select({ id: users.id, businessCategory: users.businessCategory })
    .from(users)
    .where(and(eq(users.id, providerId), listedProvider));
  return provider;
}

/** A new request; the partial unique index work_requests_waiting_key refuses a second one waiting between the same two. */
export async function insertWorkRequest(db: DbOrTx, values: typeof workRequests.$inferInsert) {
  const [row] = await db.insert(workRequests).values(values).returning({ id: workRequests.id });
  return row!;
}

/** The request, locked for the transaction, when `memberId` is one of its parties. */
export async function lockWorkRequestOfParty(tx: DbOrTx, id: string, memberId: string) {
  const [row] = await tx
    .select()
    .from(workRequests)
    .where(and(eq(workRequests.id, id), or(eq(workRequests.seekerId, memberId), eq(workRequests.providerId, memberId))))
    .for('update');
  return row;
}

export async function updateWorkRequest(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof workRequests.$inferInsert> & { status: WorkStatus },
) {
  await tx.update(workRequests).set(values).where(eq(workRequests.id, id));
}

/** The one review of a request; undefined when it already has one. */
export async function insertReview(tx: DbOrTx, values: typeof reviews.$inferInsert) {
  const [review] = await tx
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.requestId })
    .returning({ id: reviews.id });
  return review;
}

/** The provider's one reply to a request's review: false when there is no review or it has a reply. */
export async function setReviewReply(tx: DbOrTx, requestId: string, providerId: string, reply: string) {
  const rows = await tx
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(reviews.requestId, requestId), eq(reviews.providerId, providerId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Whether a request has a review. */
export async function hasReview(db: DbOrTx, requestId: string) {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.requestId, requestId));
  return !!row;
}

/** Adds a rating to the provider's review totals (the card's average). */
export async function addProviderRating(tx: DbOrTx, providerId: string, rating: number) {
  await tx
    .update(users)
    .set({ reviewCount: sql`${users.reviewCount} + 1`, ratingSum: sql`${users.ratingSum} + ${rating}` })
    .where(eq(users.id, providerId));
}

/** Requests still open (sent or accepted) with a member end as cancelled. */
export async function cancelOpenWorkOf(tx: DbOrTx, memberId: string, at: Date) {
  await tx
    .update(workRequests)
    .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
    .where(
      and(
        or(eq(workRequests.seekerId, memberId), eq(workRequests.providerId, memberId)),
        inArray(workRequests.status, ['sent', 'accepted']),
      ),
    );
}

/** Blanks the addresses and phones a member gave as a seeker. */
export async function blankWorkContactsOf(tx: DbOrTx, seekerId: string) {
  await tx
    .update(workRequests)
    .set({ address: { area: '', city: '', state: '', country: '', pincode: '' }, contactPhone: '' })
    .where(eq(workRequests.seekerId, seekerId));
}

/** Whether a request is a booking (it names a service); false for a free request or none. */
/** A request's parties and state. */
export async function findRequestParties(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: workRequests.id,
      seekerId: workRequests.seekerId,
      providerId: workRequests.providerId,
      status: workRequests.status,
      title: sql<string>`coalesce(${workRequests.serviceTitle}, ${workRequests.category})`,
    })
    .from(workRequests)
    .where(eq(workRequests.id, id));
  return row;
}

export async function isBookingRequest(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ serviceId: workRequests.serviceId, slotStart: workRequests.slotStart })
    .from(workRequests)
    .where(eq(workRequests.id, id));
  return !!row?.slotStart;
}
