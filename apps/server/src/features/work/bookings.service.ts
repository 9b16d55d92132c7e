import { randomInt } from 'node:crypto';
import {
  bookingMessages,
  cancellationTerms,
  commissionOf,
  formatDateTime,
  formatRupees,
  isUuid,
  paiseToRupees,
  paths,
  QUOTE_VALID_HOURS,
  rupeesToPaise,
  START_CODE_LOCK_MINUTES,
  START_CODE_TRIES,
  workMessages,
  type MarketplaceRules,
  type NewBooking,
  type QuoteInput,
  type AdminBooking,
  type Language,
  type WorkStatus,
  type WorkStatusUpdate,
} from '@sevak/shared';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import type { PaymentRow } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { consumeOrThrow } from '../../platform/rate-limit.js';
import { bookableSlot } from '../availability/index.js';
import { notices, notify } from '../notifications/index.js';
import {
  askRefund,
  createBookingOrder,
  findBookingPayment,
  refundPayment,
  type BookingCaptureHook,
  type RefundDeps,
} from '../payments/index.js';
import { routeProviderShare, settleShare } from '../settlements/index.js';
import { openDisputeTicket } from '../support/index.js';
import { queueText } from '../texts/index.js';
import { invoicesOfBooking, renderInvoice, splitOfRelease, type Taxation } from '../invoices/index.js';
import { compensateSeeker, holdInEscrow, payProvider, refundFromEscrow, type ReleaseTerms } from './bookings.money.js';
import {
  deleteHolds,
  expireLapsedHolds,
  findBookings,
  findDueReleases,
  findJobsToRemind,
  findOpenBookingsOf,
  insertHold,
  lockBooking,
  promoteReschedule,
  updateBooking,
  type BookingRow,
} from './bookings.repo.js';
import {
  blankWorkContactsOf,
  cancelOpenWorkOf,
  findWorkRequest,
  insertWorkRequest,
  isBookingRequest,
} from './work.repo.js';
import { changeWorkStatus, conversationOf, requestFor, type WorkDeps } from './work.service.js';
import { isUniqueViolation } from '../../platform/db.js';

/*
 * Bookings (docs/contract.md §5c, docs/decisions/036): sent → quoted | declined → pending_payment
 * → confirmed → started → completed → released | disputed → resolved; cancelled or expired on the
 * way. Every step locks the booking's row and checks its state inside one transaction, so steps
 * racing on one booking give one outcome; the time is kept by booking_holds' exclusion
 * constraint; money moves on the ledger by keys of the booking (bookings.money.ts).
 */

/** settleSoon: asks the job queue to settle Route transfers now (a refund may wait for one). */
export type BookingDeps = WorkDeps & { payments: RefundDeps; settleSoon: () => Promise<unknown>; taxation: Taxation };

/** The terms a release pays by: the booking rules, the tax rates and the operator. */
const termsOf = (deps: Pick<BookingDeps, 'rules' | 'taxation'>): ReleaseTerms => ({
  rules: deps.rules,
  ...deps.taxation,
});

/** Where each party's notification opens: the booking's page. */
const bookingLink = (id: string) => `${paths.booking}?id=${id}`;
const LINK = { seeker: bookingLink, provider: bookingLink };
const HOUR_MS = 3_600_000;

/** What a notice says of a booking: its service and time. */
const about = (b: BookingRow) => ({ service: b.serviceTitle ?? b.category, when: b.slotStart ?? b.preferredAt });
/** The same for an SMS or WhatsApp message: the time written out, in India. */
const textAbout = (b: BookingRow) => ({
  service: b.serviceTitle ?? b.category,
  when: formatDateTime(b.slotStart ?? b.preferredAt),
});

function stepInvalid(message: string): AppError {
  return new AppError('BOOKING_STEP_INVALID', message);
}

/** The booking locked for one of its parties (404 for anyone else, a free request included). */
async function lockForParty(tx: DbOrTx, id: string, memberId: string) {
  if (!isUuid(id)) throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
  const row = await lockBooking(tx, id);
  if (!row || (row.seekerId !== memberId && row.providerId !== memberId))
    throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
  return { row, role: row.seekerId === memberId ? ('seeker' as const) : ('provider' as const) };
}

function onlySeeker(role: 'seeker' | 'provider') {
  if (role !== 'seeker') throw new AppError('ONLY_SEEKER', workMessages.onlySeeker);
}
function onlyProvider(role: 'seeker' | 'provider') {
  if (role !== 'provider') throw new AppError('ONLY_PROVIDER', workMessages.onlyProvider);
}

/** The amount of a service at its list price: fixed, or the hourly rate for its duration; null on quote. */
function listPricePaise(service: { priceType: string; pricePaise: number | null; durationMinutes: number }) {
  if (service.priceType === 'quote' || service.pricePaise === null) return null;
  return service.priceType === 'hourly'
    ? Math.round((service.pricePaise * service.durationMinutes) / 60)
    : service.pricePaise;
}

/**
 * POST /work/requests with a service and a free time. With instant booking (and a price), the
 * time is held for `holdMinutes` while the seeker pays (`pending_payment`); otherwise the provider
 * gets a request to accept or price (`sent`).
 */
export async function createBooking(deps: BookingDeps, seeker: { id: string; name: string }, input: NewBooking) {
  await consumeOrThrow(deps.sendLimit, seeker.id);
  if (input.providerId === seeker.id) throw new AppError('SELF_REQUEST', workMessages.selfRequest);
  const now = new Date();
  const start = new Date(input.slotStart);
  return deps.db.transaction(async (tx) => {
    const providerId = input.providerId;
    const { service, slot, bufferMinutes, instantBooking, providerLanguage } = await bookableSlot(tx as Db, {
      providerId,
      serviceId: input.serviceId,
      start,
      now,
      providerField: 'providerId',
    });
    // Lapsed holds are no one's time (the busy times leave them out); swept before a new hold goes in.
    await expireLapsedHolds(tx, now, providerId);
    const amountPaise = listPricePaise(service);
    const instant = instantBooking && amountPaise !== null;
    let id: string;
    try {
      ({ id } = await insertWorkRequest(tx, {
        seekerId: seeker.id,
        providerId,
        category: service.category,
        description: input.description,
        preferredAt: slot.start,
        address: input.address,
        contactPhone: input.contactPhone,
        status: instant ? 'pending_payment' : 'sent',
        serviceId: service.id,
        serviceTitle: service.title,
        priceType: service.priceType,
        slotStart: slot.start,
        slotEnd: slot.end,
        amountPaise,
        holdExpiresAt: instant ? new Date(now.getTime() + deps.rules.holdMinutes * 60_000) : null,
      }));
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('REQUEST_ALREADY_WAITING', workMessages.alreadyWaiting);
      throw err;
    }
    if (instant) {
      await insertHold(tx, { providerId, workRequestId: id, kind: 'slot', ...slot, bufferMinutes });
    }
    await notify(
      tx,
      providerId,
      {
        notice: notices.booking(instant ? 'Held' : 'Requested', {
          service: service.title,
          when: slot.start,
          member: seeker.name,
        }),
        link: LINK.provider(id),
      },
      providerLanguage,
    );
    return {
      message: instant ? bookingMessages.booked : bookingMessages.requested,
      request: await requestFor(tx, id, seeker.id, deps.rules),
    };
  });
}

/**
 * PUT /work/requests/{id}/status: a booking's steps go to this file's functions, a free request's
 * to work.service (its old steps); a decline is the same for both.
 */
export async function changeStatus(
  deps: BookingDeps,
  member: { id: string; name: string },
  id: string,
  update: WorkStatusUpdate,
) {
  // Whether a request is a booking is fixed when it is made, so reading it before the step locks
  // the row decides nothing a concurrent step could change.
  const booking = isUuid(id) && (await isBookingRequest(deps.db, id));
  if (!booking) {
    if (update.status === 'started') throw stepInvalid(bookingMessages.notBooking);
    return changeWorkStatus(deps, member, id, update);
  }
  switch (update.status) {
    case 'accepted':
      return answerBooking(deps, member, id, null);
    case 'declined':
      return changeWorkStatus(deps, member, id, update);
    case 'started':
      return startJob(deps, member, id, update.code);
    case 'completed':
      return completeJob(deps, member, id);
    case 'cancelled':
      return cancelBooking(deps, member, id, update.reason ?? '');
  }
}

/**
 * The provider's buffer for holding an answered request's time; the time is checked again on the
 * way (hours changed since the request: 400 SLOT_NOT_FREE, and nothing is answered).
 */
async function bufferOf(tx: DbOrTx, b: BookingRow, now: Date) {
  const { bufferMinutes } = await bookableSlot(tx as Db, {
    providerId: b.providerId,
    serviceId: b.serviceId!,
    start: b.slotStart!,
    now,
    except: b.id,
  });
  return bufferMinutes;
}

/**
 * The provider answers a booking request (`sent`) with a price: `quote` (any amount, with a note)
 * or accepting the list price (`amount` null; not for a service on quote). The time is then held
 * for the seeker's payment for 48 hours (never past the start).
 */
export async function answerBooking(
  deps: BookingDeps,
  provider: { id: string; name: string },
  id: string,
  quote: QuoteInput | null,
) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, provider.id);
    onlyProvider(role);
    if (!row.serviceId || !row.slotStart || !row.slotEnd) throw stepInvalid(bookingMessages.notBooking);
    if (row.status !== 'sent') throw new AppError('REQUEST_ALREADY_ANSWERED', workMessages.notSent);
    const amountPaise = quote ? rupeesToPaise(quote.amount) : row.amountPaise;
    if (amountPaise === null) throw new AppError('QUOTE_REQUIRED', bookingMessages.quoteOnly);
    await expireLapsedHolds(tx, now, row.providerId);
    const bufferMinutes = await bufferOf(tx, row, now);
    await insertHold(tx, {
      providerId: row.providerId,
      workRequestId: row.id,
      kind: 'slot',
      start: row.slotStart,
      end: row.slotEnd,
      bufferMinutes,
    });
    const holdUntil = Math.min(now.getTime() + QUOTE_VALID_HOURS * HOUR_MS, row.slotStart.getTime());
    await updateBooking(tx, row.id, {
      status: quote ? 'quoted' : 'pending_payment',
      amountPaise,
      quoteNote: quote?.note || null,
      holdExpiresAt: new Date(holdUntil),
      acceptedAt: now,
    });
    await notify(tx, row.seekerId, {
      notice: notices.booking('Quoted', {
        ...about(row),
        member: provider.name,
        amount: formatRupees(paiseToRupees(amountPaise)),
      }),
      link: LINK.seeker(row.id),
    });
    await queueText(tx, {
      userId: row.seekerId,
      template: 'quoteReceived',
      vars: { ...textAbout(row), member: provider.name, amount: formatRupees(paiseToRupees(amountPaise)) },
      dedupeKey: `booking:${row.id}:priced`,
    });
    return {
      message: quote ? bookingMessages.quoted : bookingMessages.acceptedToPay,
      request: await requestFor(tx, row.id, provider.id, deps.rules),
    };
  });
}

/**
 * POST /work/requests/{id}/pay: the seeker's order for the booking's amount (the server's, never
 * the client's). A hold that has run out answers 409 HOLD_EXPIRED and the booking ends expired.
 */
export async function payBooking(
  deps: BookingDeps,
  seeker: { id: string; name: string; email: string; phone: string },
  id: string,
) {
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, seeker.id);
    onlySeeker(role);
    if (row.status !== 'pending_payment' && row.status !== 'quoted') throw stepInvalid(bookingMessages.notToPay);
    if (row.holdExpiresAt && row.holdExpiresAt <= now) return null;
    return row;
  });
  if (!row) {
    await deps.db.transaction((tx) => expireLapsedHolds(tx, now, undefined));
    throw new AppError('HOLD_EXPIRED', bookingMessages.holdExpired);
  }
  const payment = await createBookingOrder(deps.payments, {
    seekerId: seeker.id,
    workRequestId: row.id,
    amountPaise: row.amountPaise!,
  });
  return {
    order: {
      provider: deps.payments.provider.name,
      keyId: deps.payments.provider.keyId,
      orderId: payment.providerOrderId,
      receipt: payment.receipt,
      amount: paiseToRupees(payment.amountPaise),
      currency: payment.currency,
      prefill: { name: seeker.name, email: seeker.email, contact: seeker.phone },
    },
  };
}

/** GET /admin/bookings: the admins' list of bookings (docs/contract.md §5c), newest first. */
export async function listBookings(
  db: DbOrTx,
  q: { status?: WorkStatus | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await findBookings(db, q.status, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.at, id: row.booking.id }));
  const party = (p: { id: string; name: string; phone: string; deletedAt: Date | null }) =>
    p.deletedAt ? { _id: p.id, name: 'Former member', phone: '' } : { _id: p.id, name: p.name, phone: p.phone };
  return {
    bookings: items.map(({ booking: b, seeker, provider, paymentStatus, routeTransfer }): AdminBooking => ({
      _id: b.id,
      service: b.serviceTitle ?? b.category,
      seeker: party(seeker),
      provider: party(provider),
      slotStart: b.slotStart!.toISOString(),
      amount: b.amountPaise === null ? null : paiseToRupees(b.amountPaise),
      status: b.status,
      paymentStatus,
      routeTransfer,
      createdAt: b.createdAt.toISOString(),
    })),
    nextCursor,
  };
}

/** A 4-digit code the seeker shows on the day (1000–9999, so it always reads as four digits). */
function newStartCode(): string {
  return String(randomInt(1000, 10_000));
}

/**
 * What a capture of a booking's payment does (wired into payments by the composition root):
 * a booking still waiting for its money is confirmed and the money held in escrow; a booking
 * that ended first (expired, cancelled) gets its money back in full. With Razorpay Route on
 * (`route`), the provider's share (less the commission of `rules` and the taxes of `taxation`) is to be transferred to their
 * linked account (settlements).
 */
export function createBookingCaptureHook({
  route,
  rules,
  taxation,
}: {
  route: boolean;
  rules: MarketplaceRules;
  taxation: Taxation;
}): BookingCaptureHook {
  return {
    async lock(tx, workRequestId) {
      await lockBooking(tx, workRequestId);
    },
    async captured(tx, payment: PaymentRow) {
      const row = (await lockBooking(tx, payment.workRequestId!))!;
      await holdInEscrow(tx, row, payment.amountPaise);
      if (row.status !== 'pending_payment' && row.status !== 'quoted') {
        await refundFromEscrow(tx, row, payment.amountPaise);
        return { refundPaise: payment.amountPaise };
      }
      const now = new Date();
      await updateBooking(tx, row.id, {
        status: 'confirmed',
        paidAt: now,
        holdExpiresAt: null,
        startCode: newStartCode(),
      });
      if (route) {
        await routeProviderShare(tx, {
          bookingId: row.id,
          paymentId: payment.id,
          providerId: row.providerId,
          // What the release will leave them: less the commission, TCS, TDS and any s.9(5) GST.
          sharePaise: (
            await splitOfRelease(
              tx,
              {
                workRequestId: row.id,
                amountPaise: payment.amountPaise,
                commissionPaise: commissionOf(payment.amountPaise, rules),
              },
              taxation,
            )
          ).split.earningPaise,
        });
      }
      // Each is told the other's name ("… with Asha Rao is paid").
      const parties = (await findWorkRequest(tx, row.id))!;
      await notify(tx, row.providerId, {
        notice: notices.booking('Confirmed', { ...about(row), member: parties.seeker.name }),
        link: LINK.provider(row.id),
      });
      await notify(tx, row.seekerId, {
        notice: notices.booking('Confirmed', { ...about(row), member: parties.provider.name }),
        link: LINK.seeker(row.id),
      });
      for (const [to, other] of [
        [row.seekerId, parties.provider.name],
        [row.providerId, parties.seeker.name],
      ] as const) {
        await queueText(tx, {
          userId: to,
          template: 'bookingConfirmed',
          vars: { ...textAbout(row), member: other },
          dedupeKey: `booking:${row.id}:confirmed:${to}`,
        });
      }
      return { refundPaise: 0 };
    },
  };
}

/** Start (with the seeker's code) and complete: the provider's steps on the day. */
export async function startJob(deps: BookingDeps, provider: { id: string; name: string }, id: string, code: string) {
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, provider.id);
    onlyProvider(role);
    if (row.status !== 'confirmed') throw stepInvalid(bookingMessages.notConfirmed);
    if (row.startLockedUntil && row.startLockedUntil > now) return { locked: row.startLockedUntil };
    if (code !== row.startCode) {
      // The wrong try is kept (this transaction commits), then refused.
      const tries = row.startTries + 1;
      const lock = tries >= START_CODE_TRIES;
      await updateBooking(tx, row.id, {
        startTries: lock ? 0 : tries,
        startLockedUntil: lock ? new Date(now.getTime() + START_CODE_LOCK_MINUTES * 60_000) : row.startLockedUntil,
      });
      return lock ? { locked: new Date(now.getTime() + START_CODE_LOCK_MINUTES * 60_000) } : { wrong: true };
    }
    await updateBooking(tx, row.id, { status: 'started', startedAt: now, startTries: 0, startLockedUntil: null });
    await notify(tx, row.seekerId, {
      notice: notices.booking('Started', { ...about(row), member: provider.name }),
      link: LINK.seeker(row.id),
    });
    return { request: await requestFor(tx, row.id, provider.id, deps.rules) };
  });
  if ('locked' in outcome) {
    const minutes = Math.max(1, Math.ceil((outcome.locked!.getTime() - now.getTime()) / 60_000));
    throw new AppError('START_LOCKED', `Too many wrong codes. Try again in ${minutes} minutes.`, {
      retryAfterSeconds: minutes * 60,
    });
  }
  if ('wrong' in outcome) throw AppError.onField('START_CODE_WRONG', 'code', bookingMessages.startCodeWrong);
  return { message: bookingMessages.started, request: outcome.request! };
}

/** From when before the job a provider may say they are on the way. */
const ON_THE_WAY_FROM_HOURS = 3;

/**
 * POST /work/requests/{id}/on-the-way: the provider is coming (a confirmed booking, from three
 * hours before its time until its end). The seeker is told in the app and by SMS or WhatsApp,
 * once: pressing again answers the same and sends nothing more.
 */
export async function sayOnTheWay(deps: BookingDeps, provider: { id: string; name: string }, id: string) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, provider.id);
    onlyProvider(role);
    if (row.status !== 'confirmed' || !row.slotStart || !row.slotEnd || row.slotEnd <= now) {
      throw stepInvalid(bookingMessages.notConfirmed);
    }
    if (row.slotStart.getTime() - now.getTime() > ON_THE_WAY_FROM_HOURS * HOUR_MS) {
      throw stepInvalid(bookingMessages.onTheWayTooEarly);
    }
    if (!row.onTheWayAt) {
      await updateBooking(tx, row.id, { onTheWayAt: now });
      await notify(tx, row.seekerId, {
        notice: notices.booking('OnTheWay', { ...about(row), member: provider.name }),
        link: LINK.seeker(row.id),
      });
      await queueText(tx, {
        userId: row.seekerId,
        template: 'providerOnTheWay',
        vars: { ...textAbout(row), member: provider.name },
        dedupeKey: `booking:${row.id}:on-the-way`,
      });
    }
    return { message: bookingMessages.onTheWay, request: await requestFor(tx, row.id, provider.id, deps.rules) };
  });
}

/** The reminders before a confirmed job, soonest last: each goes to both parties once (docs/decisions/039). */
const REMINDERS = [
  { name: '24h', hours: 24 },
  { name: '1h', hours: 1 },
] as const;

/**
 * The job queue's sweep (every five minutes): confirmed jobs whose reminder time has come get it,
 * to the seeker and the provider. A job paid less than that ahead gets none (it was just booked);
 * one the night would hold past its start is not sent. Each is queued once per booking, time and
 * member (its dedupe key), so two workers, or a sweep run twice, send one; a job moved to a new
 * time is reminded of the new one.
 */
export async function queueReminders(db: Db, now = new Date()): Promise<number> {
  let queued = 0;
  for (const [i, reminder] of REMINDERS.entries()) {
    const sooner = REMINDERS[i + 1]?.hours ?? 0;
    const due = await findJobsToRemind(db, {
      after: new Date(now.getTime() + sooner * HOUR_MS),
      until: new Date(now.getTime() + reminder.hours * HOUR_MS),
      aheadHours: reminder.hours,
    });
    for (const job of due) {
      await db.transaction(async (tx) => {
        for (const [party, other] of [
          [job.row.seekerId, job.providerName],
          [job.row.providerId, job.seekerName],
        ] as const) {
          const kept = await queueText(
            tx,
            {
              userId: party,
              template: 'bookingReminder',
              vars: { ...textAbout(job.row), member: other },
              dedupeKey: `booking:${job.row.id}:remind:${reminder.name}:${job.row.slotStart!.toISOString()}:${party}`,
              sendBefore: job.row.slotStart!,
            },
            now,
          );
          if (kept) queued += 1;
        }
      });
    }
  }
  return queued;
}

export async function completeJob(deps: BookingDeps, provider: { id: string; name: string }, id: string) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, provider.id);
    onlyProvider(role);
    if (row.status !== 'started') throw stepInvalid(bookingMessages.notStarted);
    await updateBooking(tx, row.id, {
      status: 'completed',
      completedAt: now,
      releaseAt: new Date(now.getTime() + deps.rules.releaseAfterHours * HOUR_MS),
    });
    await notify(tx, row.seekerId, {
      notice: notices.booking('Completed', { ...about(row), member: provider.name }),
      link: LINK.seeker(row.id),
    });
    return {
      message: bookingMessages.completedBooking,
      request: await requestFor(tx, row.id, provider.id, deps.rules),
    };
  });
}

/** Releases a completed job's money to the provider (the seeker's confirm, or the sweep). */
async function release(tx: DbOrTx, row: BookingRow, terms: ReleaseTerms, now: Date) {
  const paid = await payProvider(tx, row, row.amountPaise!, terms, 'Earning');
  await updateBooking(tx, row.id, { status: 'released', releasedAt: now, releaseAt: null });
  await notify(tx, row.providerId, {
    notice: notices.booking('Released', { ...about(row), amount: formatRupees(paiseToRupees(paid.earningPaise)) }),
    link: LINK.provider(row.id),
  });
  return paid;
}

/** POST /work/requests/{id}/confirm: the seeker says the job is done; the money goes to the provider now. */
export async function confirmJob(deps: BookingDeps, seeker: { id: string }, id: string) {
  const now = new Date();
  const { routed, request } = await deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, seeker.id);
    onlySeeker(role);
    if (row.status !== 'completed') throw stepInvalid(bookingMessages.notCompleted);
    const paid = await release(tx, row, termsOf(deps), now);
    return { routed: paid.routed, request: await requestFor(tx, row.id, seeker.id, deps.rules) };
  });
  if (routed) await deps.settleSoon().catch(() => undefined);
  return { message: bookingMessages.released, request };
}

/** The job queue's sweep: completed jobs nobody disputed within RELEASE_AFTER_HOURS are released. */
export async function releaseDueJobs(db: Db, terms: ReleaseTerms, now = new Date()): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await findDueReleases(db, now, 50);
    if (due.length === 0) return released;
    for (const { id } of due) {
      await db.transaction(async (tx) => {
        const row = await lockBooking(tx, id);
        // Confirmed or disputed meanwhile: the row's state says so, and nothing happens.
        if (row?.status !== 'completed' || !row.releaseAt || row.releaseAt > now) return;
        await release(tx, row, terms, now);
        released += 1;
      });
    }
  }
}

/** The job queue's sweep: unpaid holds that ran out end expired, and both sides are told. */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await expireLapsedHolds(tx, now);
    for (const row of expired) {
      await notify(tx, row.seekerId, { notice: notices.booking('Expired', about(row)), link: LINK.seeker(row.id) });
    }
    return expired.length;
  });
}

/** POST /work/requests/{id}/dispute: the seeker, while completed; a support ticket of kind dispute for admins. */
export async function disputeJob(deps: BookingDeps, seeker: { id: string; name: string }, id: string, reason: string) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, seeker.id);
    onlySeeker(role);
    if (row.status !== 'completed') throw stepInvalid(bookingMessages.notCompleted);
    await updateBooking(tx, row.id, { status: 'disputed', disputeReason: reason, disputedAt: now, releaseAt: null });
    await openDisputeTicket(tx, seeker, {
      workRequestId: row.id,
      issue: `Dispute: ${row.serviceTitle ?? row.category}`,
      description: reason,
    });
    await notify(tx, row.providerId, {
      notice: notices.booking('Disputed', { ...about(row), member: seeker.name }),
      link: LINK.provider(row.id),
    });
    return { message: bookingMessages.disputed, request: await requestFor(tx, row.id, seeker.id, deps.rules) };
  });
}

/** After a transaction that asked for a refund: the payment provider is asked (again later if it fails). */
async function askProviderToRefund(deps: BookingDeps, paymentId: string | undefined) {
  if (!paymentId) return;
  try {
    await refundPayment(deps.payments, paymentId);
  } catch {
    // Left pending: the hourly refund job asks again.
  }
}

/**
 * Refunds `refundPaise` of a booking's captured payment: the ledger now, the provider after
 * commit. When Razorpay Route carries the booking, the refund waits until the provider's share
 * is reversed (`routed`: the caller asks for the settlement after commit).
 */
async function refund(
  tx: DbOrTx,
  row: BookingRow,
  refundPaise: number,
): Promise<{ paymentId?: string; routed: boolean }> {
  if (refundPaise <= 0) return { routed: false };
  const payment = await findBookingPayment(tx, row.id);
  if (payment?.status !== 'captured') return { routed: false };
  await refundFromEscrow(tx, row, refundPaise);
  const routed = await settleShare(tx, row, 0);
  await askRefund(tx, payment.id, refundPaise, { held: routed });
  return { paymentId: payment.id, routed };
}

/** After the transaction: the refund asked of the payment provider, or the Route settlement it waits for. */
async function afterRefund(deps: BookingDeps, asked: { paymentId?: string; routed: boolean }) {
  if (asked.routed) await deps.settleSoon().catch(() => undefined);
  else await askProviderToRefund(deps, asked.paymentId);
}

/** POST /work/requests/{id}/resolve (admin): refund part or all; the rest is released to the provider. */
export async function resolveDispute(deps: BookingDeps, id: string, input: { refundAmount: number; note: string }) {
  const now = new Date();
  const refundPaise = rupeesToPaise(input.refundAmount);
  const { asked, seekerId } = await deps.db.transaction(async (tx) => {
    if (!isUuid(id)) throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
    const row = await lockBooking(tx, id);
    if (!row) throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
    if (row.status !== 'disputed') throw stepInvalid(bookingMessages.notDisputed);
    if (refundPaise > row.amountPaise!)
      throw AppError.onField('REFUND_TOO_MUCH', 'refundAmount', bookingMessages.refundTooMuch);
    const asked = await refund(tx, row, refundPaise);
    const rest = row.amountPaise! - refundPaise;
    if (rest > 0 && (await payProvider(tx, row, rest, termsOf(deps), 'Earning after a dispute')).routed)
      asked.routed = true;
    await updateBooking(tx, row.id, { status: 'resolved', resolution: input.note, refundPaise, releasedAt: now });
    for (const party of [row.seekerId, row.providerId]) {
      await notify(tx, party, {
        notice: notices.booking('Resolved', { ...about(row), resolution: input.note }),
        link: LINK.seeker(row.id),
      });
    }
    return { asked, seekerId: row.seekerId };
  });
  await afterRefund(deps, asked);
  return { message: bookingMessages.resolved, request: await requestFor(deps.db, id, seekerId, deps.rules) };
}

/**
 * PUT /work/requests/{id}/status {status: 'cancelled'} on a booking, by either party, with the
 * rules of docs/contract.md §5c (cancellationTerms): the money moves in the same transaction, the
 * payment provider's refund after it.
 */
export async function cancelBooking(
  deps: BookingDeps,
  member: { id: string; name: string },
  id: string,
  reason: string,
) {
  const now = new Date();
  const { asked, request } = await deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, member.id);
    if (!['sent', 'quoted', 'pending_payment', 'confirmed'].includes(row.status))
      throw new AppError('REQUEST_NOT_CANCELLABLE', bookingMessages.notCancellable);
    const paid = row.status === 'confirmed';
    const terms = cancellationTerms({
      by: role,
      paid,
      amountPaise: row.amountPaise ?? 0,
      slotStart: row.slotStart!,
      now,
      rules: deps.rules,
    });
    const asked = await refund(tx, row, terms.refundPaise);
    if (
      terms.feePaise > 0 &&
      (await payProvider(tx, row, terms.feePaise, termsOf(deps), 'Late cancellation fee')).routed
    )
      asked.routed = true;
    await compensateSeeker(tx, row, terms.compensationPaise);
    await deleteHolds(tx, row.id);
    await updateBooking(tx, row.id, {
      status: 'cancelled',
      cancelledAt: now,
      holdExpiresAt: null,
      cancellation: { ...terms, by: role, reason },
      refundPaise: terms.refundPaise || null,
      rescheduleStart: null,
      rescheduleEnd: null,
      rescheduleBy: null,
    });
    await notify(tx, role === 'seeker' ? row.providerId : row.seekerId, {
      notice: notices.booking('Cancelled', { ...about(row), member: member.name }),
      link: LINK.seeker(row.id),
    });
    await queueText(tx, {
      userId: role === 'seeker' ? row.providerId : row.seekerId,
      template: 'bookingCancelled',
      vars: { ...textAbout(row), member: member.name, refund: formatRupees(paiseToRupees(terms.refundPaise)) },
      dedupeKey: `booking:${row.id}:cancelled`,
    });
    return { asked, request: await requestFor(tx, row.id, member.id, deps.rules) };
  });
  await afterRefund(deps, asked);
  return { message: bookingMessages.cancelledBooking, request };
}

/**
 * A member's erasure (admin delete): requests still open with them end as cancelled, and the
 * addresses and phones they gave are blanked; reviews they wrote stay, under 'Former member'.
 * Their bookings that have not started end cancelled by the system, a paid one refunded in full
 * (the hourly refund job asks the payment provider, as for any refund); started, completed and
 * disputed jobs are left for admins, as any dispute.
 */
export async function eraseWorkOf(tx: DbOrTx, memberId: string) {
  await cancelBookingsOfErased(tx, memberId);
  await cancelOpenWorkOf(tx, memberId, new Date());
  await blankWorkContactsOf(tx, memberId);
}

async function cancelBookingsOfErased(tx: DbOrTx, memberId: string) {
  const open = await findOpenBookingsOf(tx, memberId);
  const now = new Date();
  for (const { id } of open) {
    const row = (await lockBooking(tx, id))!;
    if (!['sent', 'quoted', 'pending_payment', 'confirmed'].includes(row.status)) continue;
    const refundPaise = row.status === 'confirmed' ? row.amountPaise! : 0;
    await refund(tx, row, refundPaise);
    await deleteHolds(tx, row.id);
    await updateBooking(tx, row.id, {
      status: 'cancelled',
      cancelledAt: now,
      holdExpiresAt: null,
      cancellation: {
        kind: row.status === 'confirmed' ? 'provider' : 'unpaid',
        feePaise: 0,
        refundPaise,
        compensationPaise: 0,
        by: 'system',
        reason: 'The account was closed.',
      },
      refundPaise: refundPaise || null,
    });
  }
}

/** POST …/reschedule: either party proposes a new free time for a confirmed booking; it is held until answered. */
export async function proposeReschedule(
  deps: BookingDeps,
  member: { id: string; name: string },
  id: string,
  slotStart: string,
) {
  const now = new Date();
  return deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, member.id);
    if (row.status !== 'confirmed' || !row.serviceId) throw stepInvalid(bookingMessages.notReschedulable);
    if (row.rescheduleStart) throw new AppError('RESCHEDULE_INVALID', bookingMessages.pendingReschedule);
    await expireLapsedHolds(tx, now, row.providerId);
    const { slot, bufferMinutes } = await bookableSlot(tx as Db, {
      providerId: row.providerId,
      serviceId: row.serviceId,
      start: new Date(slotStart),
      now,
      except: row.id,
    });
    await insertHold(tx, {
      providerId: row.providerId,
      workRequestId: row.id,
      kind: 'reschedule',
      ...slot,
      bufferMinutes,
    });
    await updateBooking(tx, row.id, { rescheduleStart: slot.start, rescheduleEnd: slot.end, rescheduleBy: role });
    await notify(tx, role === 'seeker' ? row.providerId : row.seekerId, {
      notice: notices.booking('Reschedule', {
        service: row.serviceTitle ?? row.category,
        when: slot.start,
        member: member.name,
      }),
      link: LINK.seeker(row.id),
    });
    return {
      message: bookingMessages.rescheduleProposed,
      request: await requestFor(tx, row.id, member.id, deps.rules),
    };
  });
}

/** …/reschedule/accept or …/decline: the other party answers the new time. */
export async function answerReschedule(
  deps: BookingDeps,
  member: { id: string; name: string },
  id: string,
  accept: boolean,
) {
  return deps.db.transaction(async (tx) => {
    const { row, role } = await lockForParty(tx, id, member.id);
    if (row.status !== 'confirmed' || !row.rescheduleStart || !row.rescheduleEnd)
      throw new AppError('RESCHEDULE_INVALID', bookingMessages.rescheduleNone);
    if (row.rescheduleBy === role) throw new AppError('RESCHEDULE_INVALID', bookingMessages.rescheduleOwn);
    if (accept) {
      await deleteHolds(tx, row.id, 'slot');
      await promoteReschedule(tx, row.id);
    } else {
      await deleteHolds(tx, row.id, 'reschedule');
    }
    const moved = accept
      ? { slotStart: row.rescheduleStart, slotEnd: row.rescheduleEnd, preferredAt: row.rescheduleStart }
      : {};
    await updateBooking(tx, row.id, { ...moved, rescheduleStart: null, rescheduleEnd: null, rescheduleBy: null });
    await notify(tx, role === 'seeker' ? row.providerId : row.seekerId, {
      notice: accept
        ? notices.booking('Moved', { service: row.serviceTitle ?? row.category, when: row.rescheduleStart })
        : notices.booking('RescheduleDeclined', about(row)),
      link: LINK.seeker(row.id),
    });
    return {
      message: accept ? bookingMessages.rescheduleAccepted : bookingMessages.rescheduleDeclined,
      request: await requestFor(tx, row.id, member.id, deps.rules),
    };
  });
}

/**
 * GET /work/requests/{id}/invoice: a booking's invoice as a PDF, in `language` (else the viewer's).
 * The job's to both parties, Sevak's commission's to the provider; admins both. Anyone else: 404.
 */
export async function bookingInvoicePdf(
  db: DbOrTx,
  viewer: { id: string; role: string; language: Language },
  id: string,
  query: { kind: 'job' | 'commission'; lang?: Language },
) {
  const parties = await conversationOf(db, id);
  const isAdmin = viewer.role === 'Admin';
  const isProvider = parties?.providerId === viewer.id;
  if (!parties || (!isAdmin && !isProvider && parties.seekerId !== viewer.id))
    throw new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);
  const invoice = (await invoicesOfBooking(db, id)).find((row) => row.kind === query.kind);
  if (!invoice || (query.kind === 'commission' && !isProvider && !isAdmin))
    throw new AppError('INVOICE_NOT_FOUND', bookingMessages.noInvoice);
  const pdf = await renderInvoice(invoice, query.lang ?? viewer.language);
  return { fileName: `Invoice_${invoice.number.replaceAll('/', '-')}.pdf`, pdf };
}
