import {
  commissionOf,
  isUuid,
  paiseToRupees,
  workMessages,
  type MarketplaceRules,
  type NewReview,
  type NewWorkRequest,
  type WorkBox,
  type WorkRequest,
  type WorkStatus,
  type WorkStatusUpdate,
  type ErrorCode,
} from '@sevak/shared';
import { isUniqueViolation, type Db, type DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { consumeOrThrow, type RateLimiter } from '../../platform/rate-limit.js';
import { notices, notify } from '../notifications/index.js';
import {
  addProviderRating,
  findListedProviderCategories,
  findRequestParties,
  findWorkRequest,
  findWorkRequestsOf,
  hasReview,
  insertReview,
  insertWorkRequest,
  lockWorkRequestOfParty,
  setReviewReply,
  updateWorkRequest,
  type WorkRequestRow,
} from './work.repo.js';

/**
 * Work requests (docs/contract.md §7): sent → accepted | declined | cancelled; accepted →
 * completed; one review per completed request. Every change runs in one transaction with the row
 * locked, updates the provider's review totals with the review, and notifies the other party.
 * Only the two parties can see a request: anyone else gets 404, as if it did not exist.
 */

/** Where each party's notification opens /work. */
const WORK_LINK = { seeker: '/work?tab=sent', provider: '/work?tab=received' } as const;

/**
 * The provider sees where and whom to call only after accepting a free request, or once a booking
 * is paid; the seeker, the provider's phone likewise (docs/contract.md §5c).
 */
const SHARES_CONTACT: readonly WorkStatus[] = [
  'accepted',
  'completed',
  'confirmed',
  'started',
  'released',
  'disputed',
  'resolved',
];

const iso = (value: Date | null) => value?.toISOString() ?? null;
const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** A booking's own fields as `viewerId` sees them (all null for a free request). */
function bookingView(row: WorkRequestRow, isSeeker: boolean, rules: MarketplaceRules) {
  const r = row.request;
  const c = r.cancellation;
  return {
    service:
      r.serviceId && r.serviceTitle ? { _id: r.serviceId, title: r.serviceTitle, priceType: r.priceType! } : null,
    slotStart: iso(r.slotStart),
    slotEnd: iso(r.slotEnd),
    amount: rupees(r.amountPaise),
    quoteNote: r.quoteNote,
    holdExpiresAt: iso(r.holdExpiresAt),
    payment: row.payment
      ? {
          status: row.payment.status as 'created' | 'captured' | 'failed' | 'duplicate',
          paidAt: row.payment.paidAt ? new Date(row.payment.paidAt).toISOString() : null,
        }
      : null,
    startCode: isSeeker && r.status === 'confirmed' ? r.startCode : null,
    startedAt: iso(r.startedAt),
    onTheWayAt: iso(r.onTheWayAt),
    releaseAt: iso(r.releaseAt),
    releasedAt: iso(r.releasedAt),
    cancellation: c
      ? {
          by: c.by,
          reason: c.reason,
          kind: c.kind,
          fee: paiseToRupees(c.feePaise),
          refund: paiseToRupees(c.refundPaise),
          compensation: paiseToRupees(c.compensationPaise),
        }
      : null,
    refund:
      r.refundPaise && row.payment?.refundStatus
        ? {
            amount: paiseToRupees(r.refundPaise),
            status: row.payment.refundStatus as 'pending' | 'processed' | 'failed',
          }
        : null,
    earning: isSeeker ? null : earningOf(row, rules),
    invoices: row.invoices
      .filter((invoice) => invoice.kind === 'job' || !isSeeker)
      .map(({ kind, number, document }) => ({ kind, number, document })),
    dispute: r.disputedAt
      ? { reason: r.disputeReason ?? '', openedAt: r.disputedAt.toISOString(), resolution: r.resolution }
      : null,
    reschedule:
      r.rescheduleStart && r.rescheduleEnd && r.rescheduleBy
        ? { slotStart: r.rescheduleStart.toISOString(), slotEnd: r.rescheduleEnd.toISOString(), by: r.rescheduleBy }
        : null,
  };
}

/**
 * The provider's earning in rupees: once released, what reached them (the job's invoice less the
 * commission, TCS, TDS and Sevak's s.9(5) GST); before, the amount less the commission.
 */
function earningOf(row: WorkRequestRow, rules: MarketplaceRules): number | null {
  const job = row.invoices.find((invoice) => invoice.kind === 'job');
  if (job) {
    const commission = row.invoices.find((invoice) => invoice.kind === 'commission')?.totalPaise ?? 0;
    return paiseToRupees(job.totalPaise - commission - job.withheldPaise);
  }
  const amount = row.request.amountPaise;
  return amount === null ? null : paiseToRupees(amount - commissionOf(amount, rules));
}

/** A request as `viewerId` (one of its parties) may see it. */
function toView(row: WorkRequestRow, viewerId: string, rules: MarketplaceRules): WorkRequest {
  const r = row.request;
  const shared = SHARES_CONTACT.includes(r.status);
  const isSeeker = r.seekerId === viewerId;
  return {
    ...bookingView(row, isSeeker, rules),
    _id: r.id,
    category: r.category,
    description: r.description,
    preferredAt: r.preferredAt.toISOString(),
    place: { city: r.address.city, state: r.address.state, pincode: r.address.pincode },
    address: isSeeker || shared ? r.address : null,
    contactPhone: isSeeker || shared ? r.contactPhone : null,
    status: r.status,
    declineReason: r.declineReason,
    createdAt: r.createdAt.toISOString(),
    acceptedAt: iso(r.acceptedAt),
    declinedAt: iso(r.declinedAt),
    cancelledAt: iso(r.cancelledAt),
    completedAt: iso(r.completedAt),
    seeker: { _id: row.seeker.id, name: row.seeker.deletedAt ? 'Former member' : row.seeker.name },
    provider: {
      _id: row.provider.id,
      name: row.provider.deletedAt ? 'Former member' : row.provider.name,
      businessName: row.provider.businessName,
      phone: isSeeker && shared && !row.provider.deletedAt ? row.provider.phone : null,
    },
    review: row.review
      ? {
          rating: row.review.rating,
          comment: row.review.comment,
          createdAt: row.review.createdAt.toISOString(),
          reply: row.review.reply,
        }
      : null,
  };
}

/** The request as `viewerId` sees it (a party, or an admin during a dispute). */
export async function requestFor(
  db: DbOrTx,
  id: string,
  viewerId: string,
  rules: MarketplaceRules,
): Promise<WorkRequest> {
  const row = await findWorkRequest(db, id);
  if (!row) throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
  return toView(row, viewerId, rules);
}

/** The provider a seeker may ask: one search lists (live, approved, not an admin, offering a category). */
async function providerToAsk(db: DbOrTx, providerId: string) {
  const provider = await findListedProviderCategories(db, providerId);
  if (!provider) throw AppError.onField('PROVIDER_NOT_FOUND', 'providerId', workMessages.providerNotFound);
  return provider;
}

/** Sending requests is limited per member (WORK_REQUEST_LIMIT): the limiter counts each attempt. */
export type WorkDeps = { db: Db; sendLimit: RateLimiter; rules: MarketplaceRules };

export async function createWorkRequest(
  deps: WorkDeps,
  seeker: { id: string; name: string },
  input: NewWorkRequest,
): Promise<WorkRequest> {
  await consumeOrThrow(deps.sendLimit, seeker.id);
  if (input.providerId === seeker.id) throw new AppError('SELF_REQUEST', workMessages.selfRequest);
  return deps.db.transaction(async (tx) => {
    const provider = await providerToAsk(tx, input.providerId);
    // The provider's own spelling of the category, whatever case the form sent.
    const category = provider.businessCategory.find((c) => c.toLowerCase() === input.category.toLowerCase());
    if (!category) throw AppError.onField('CATEGORY_NOT_OFFERED', 'category', workMessages.categoryNotOffered);
    let id: string;
    try {
      // The partial unique index work_requests_waiting_key decides two sends at once.
      const row = await insertWorkRequest(tx, {
        seekerId: seeker.id,
        providerId: provider.id,
        category,
        description: input.description,
        preferredAt: new Date(input.preferredAt),
        address: input.address,
        contactPhone: input.contactPhone,
      });
      id = row.id;
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('REQUEST_ALREADY_WAITING', workMessages.alreadyWaiting);
      throw err;
    }
    await notify(tx, provider.id, {
      notice: notices.workRequested(seeker.name, category, new Date(input.preferredAt)),
      link: WORK_LINK.provider,
    });
    return requestFor(tx, id, seeker.id, deps.rules);
  });
}

/** One box of /work, newest first, keyset-paged on (created_at, id). */
export async function listWorkRequests(
  db: DbOrTx,
  viewerId: string,
  q: { box: WorkBox; cursor?: string; limit: number },
  rules: MarketplaceRules,
) {
  const rows = await findWorkRequestsOf(db, viewerId, q.box, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.createdAtText, id: row.request.id }));
  return {
    requests: items.map((row) => ({ ...toView(row, viewerId, rules), unreadMessages: row.unreadMessages })),
    nextCursor,
  };
}

/**
 * GET /work/requests/{id}: the request as its party sees it; an admin reads a booking that has a
 * dispute (as its seeker sees it, with the address). 404 for anyone else.
 */
export async function requestOfParty(
  deps: Pick<WorkDeps, 'db' | 'rules'>,
  viewer: { id: string; role: string },
  id: string,
) {
  const row = isUuid(id) ? await findWorkRequest(deps.db, id) : undefined;
  const party = row && (row.request.seekerId === viewer.id || row.request.providerId === viewer.id);
  const adminOnDispute = row && viewer.role === 'Admin' && row.request.disputedAt !== null;
  if (!row || (!party && !adminOnDispute)) throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
  return toView(row, party ? viewer.id : row.request.seekerId, deps.rules);
}

/**
 * Who may talk on a request and what they may see (conversations): its parties, its state, and
 * whether its contacts are shared yet (SHARES_CONTACT); undefined for no such request.
 */
export async function conversationOf(db: DbOrTx, id: string) {
  const row = isUuid(id) ? await findRequestParties(db, id) : undefined;
  return row && { ...row, contactsShared: SHARES_CONTACT.includes(row.status) };
}

/** The request locked for a change by one of its parties (404 for anyone else). */
async function lockForParty(tx: DbOrTx, id: string, memberId: string) {
  if (!isUuid(id)) throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
  const row = await lockWorkRequestOfParty(tx, id, memberId);
  if (!row) throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
  return row;
}

/** `illegal`: the 409 when the request is not in `from` (its code names which step it was). */
/** The free request's steps (a booking's are bookings.service.ts's). */
export type FreeRequestStatusUpdate = Exclude<WorkStatusUpdate, { status: 'started' }>;

type Transition = {
  from: WorkStatus;
  by: 'seeker' | 'provider';
  illegal: [ErrorCode, string];
  done: string;
};

const TRANSITIONS: Record<FreeRequestStatusUpdate['status'], Transition> = {
  accepted: {
    from: 'sent',
    by: 'provider',
    illegal: ['REQUEST_ALREADY_ANSWERED', workMessages.notSent],
    done: workMessages.accepted,
  },
  declined: {
    from: 'sent',
    by: 'provider',
    illegal: ['REQUEST_ALREADY_ANSWERED', workMessages.notSent],
    done: workMessages.declined,
  },
  completed: {
    from: 'accepted',
    by: 'provider',
    illegal: ['REQUEST_NOT_ACCEPTED', workMessages.completeBeforeAccept],
    done: workMessages.completed,
  },
  cancelled: {
    from: 'sent',
    by: 'seeker',
    illegal: ['REQUEST_NOT_CANCELLABLE', workMessages.cancelNotSent],
    done: workMessages.cancelled,
  },
};

export async function changeWorkStatus(
  deps: Pick<WorkDeps, 'db' | 'rules'>,
  member: { id: string; name: string },
  id: string,
  update: FreeRequestStatusUpdate,
) {
  const db = deps.db;
  const step = TRANSITIONS[update.status];
  return db.transaction(async (tx) => {
    const row = await lockForParty(tx, id, member.id);
    const role = row.seekerId === member.id ? 'seeker' : 'provider';
    if (role !== step.by)
      throw step.by === 'provider'
        ? new AppError('ONLY_PROVIDER', workMessages.onlyProvider)
        : new AppError('ONLY_SEEKER', workMessages.onlySeeker);
    if (row.status !== step.from) throw new AppError(...step.illegal);
    const now = new Date();
    await updateWorkRequest(tx, id, {
      status: update.status,
      updatedAt: now,
      ...(update.status === 'accepted' && { acceptedAt: now }),
      ...(update.status === 'declined' && { declinedAt: now, declineReason: update.reason }),
      ...(update.status === 'completed' && { completedAt: now }),
      ...(update.status === 'cancelled' && { cancelledAt: now }),
    });
    const other = role === 'seeker' ? row.providerId : row.seekerId;
    const work = { category: row.category, when: row.preferredAt, member: member.name };
    await notify(tx, other, {
      notice:
        update.status === 'declined'
          ? notices.workDeclined(work, update.reason)
          : notices.workStep(update.status, work),
      link: role === 'seeker' ? WORK_LINK.provider : WORK_LINK.seeker,
    });
    return { message: step.done, request: await requestFor(tx, id, member.id, deps.rules) };
  });
}

/** The seeker's one review of completed work; the provider's totals change in the same transaction. */
export async function reviewWorkRequest(
  deps: Pick<WorkDeps, 'db' | 'rules'>,
  member: { id: string; name: string },
  id: string,
  input: NewReview,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockForParty(tx, id, member.id);
    if (row.seekerId !== member.id) throw new AppError('ONLY_SEEKER', workMessages.onlySeeker);
    // A free request once completed; a booking once its money is released or its dispute resolved.
    const reviewable = row.serviceId ? ['released', 'resolved'] : ['completed'];
    if (!reviewable.includes(row.status))
      throw new AppError('REVIEW_BEFORE_COMPLETE', workMessages.reviewBeforeComplete);
    const review = await insertReview(tx, {
      requestId: id,
      providerId: row.providerId,
      seekerId: member.id,
      rating: input.rating,
      comment: input.comment,
    });
    if (!review) throw new AppError('ALREADY_REVIEWED', workMessages.reviewedTwice);
    await addProviderRating(tx, row.providerId, input.rating);
    await notify(tx, row.providerId, {
      notice: notices.workReviewed({
        rating: input.rating,
        member: member.name,
        category: row.category,
        comment: input.comment,
      }),
      link: WORK_LINK.provider,
    });
    return requestFor(tx, id, member.id, deps.rules);
  });
}

/** The provider's one reply to the review of their work (shown with it on their page). */
export async function replyToReview(
  deps: Pick<WorkDeps, 'db' | 'rules'>,
  member: { id: string },
  id: string,
  text: string,
) {
  return deps.db.transaction(async (tx) => {
    const row = await lockForParty(tx, id, member.id);
    if (row.providerId !== member.id) throw new AppError('ONLY_PROVIDER', workMessages.onlyProvider);
    if (!(await setReviewReply(tx, id, member.id, text))) {
      throw (await hasReview(tx, id))
        ? new AppError('ALREADY_REVIEWED', workMessages.repliedTwice)
        : new AppError('REVIEW_BEFORE_COMPLETE', workMessages.noReview);
    }
    return requestFor(tx, id, member.id, deps.rules);
  });
}
