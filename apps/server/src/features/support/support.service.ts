import {
  DATA_REQUEST_TOPIC_LABELS,
  paths,
  supportMessages,
  type AdminTicket,
  type DataRequestTopic,
  type Ticket,
  type TicketKind,
  type ticketQuerySchema,
} from '@sevak/shared';
import type { z } from 'zod';
import { isUniqueViolation, type Db, type DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { recordAudit } from '../audit/index.js';
import { notices, notify, notifyAdmins } from '../notifications/index.js';
import {
  acknowledgePendingTicket,
  deleteTicketRow,
  findActiveTicket,
  findTicket,
  findTickets,
  findTicketsOfUser,
  insertTicket,
  lockTicket,
  resolvePendingTicket,
  type TicketRow,
} from './support.repo.js';
import { formatTicketNumber, parseTicketNumber, ticketDueTimes } from './ticket-terms.js';

/** What a deployment promises on its tickets: a data request's days (GRIEVANCE_RESPONSE_DAYS). */
export type TicketTerms = { dataRequestDays: number };

export function toTicketView(row: TicketRow): Ticket {
  return {
    _id: row.id,
    kind: row.kind,
    bookingId: row.workRequestId,
    issue: row.issue,
    description: row.description,
    status: row.status,
    resolutionMessage: row.resolutionMessage,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    ticketNumber: formatTicketNumber(row.number),
    acknowledgementDueAt: row.acknowledgementDueAt.toISOString(),
    resolutionDueAt: row.resolutionDueAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
  };
}

/** A new ticket's row: opened now, its due times counted from then. */
function newTicketValues(kind: TicketKind, terms: TicketTerms | undefined) {
  const createdAt = new Date();
  return { createdAt, ...ticketDueTimes(kind, createdAt, terms?.dataRequestDays) };
}

/** The member's Pending ticket of a kind (a support ticket unless said), or null. */
export async function activeTicketOf(db: DbOrTx, userId: string, kind: TicketKind = 'support') {
  const row = await findActiveTicket(db, userId, kind);
  return row ? toTicketView(row) : null;
}

/** The member's tickets, newest first: every kind, or one. */
export async function ticketsOf(db: DbOrTx, userId: string, kind?: TicketKind) {
  return (await findTicketsOfUser(db, userId, kind)).map(toTicketView);
}

/** What each kind says when one of it is already Pending, and where the admins' notice leads. */
const KINDS: Record<TicketKind, { alreadyOpen: string; adminLink: string }> = {
  support: { alreadyOpen: supportMessages.activeExists, adminLink: paths.admin.support },
  data_request: {
    alreadyOpen: supportMessages.dataRequestExists,
    adminLink: `${paths.admin.support}?kind=data_request`,
  },
  // One per booking (the booking's state refuses a second): never "already open".
  dispute: { alreadyOpen: supportMessages.activeExists, adminLink: `${paths.admin.support}?kind=dispute` },
};

/**
 * A booking's dispute (docs/contract.md §5c): a ticket of kind `dispute`, one per booking, opened
 * in the caller's transaction (the booking turns disputed with it). Admins see disputes apart.
 */
export async function openDisputeTicket(
  tx: DbOrTx,
  member: { id: string; name: string },
  input: { workRequestId: string; issue: string; description: string },
) {
  await insertTicket(tx, { userId: member.id, kind: 'dispute', ...input, ...newTicketValues('dispute', undefined) });
  await notifyAdmins(tx, { notice: notices.adminTicket(member.name, input.issue), link: KINDS.dispute.adminLink });
}

/**
 * A new ticket of a kind; while one of that kind is Pending the member gets 409
 * TICKET_ALREADY_OPEN with that kind's words (the partial unique index on member and kind decides
 * races: docs/decisions/024).
 */
export async function openTicket(
  db: Db,
  terms: TicketTerms,
  member: { id: string; name: string },
  input: { kind?: TicketKind; issue: string; description: string },
) {
  const kind = input.kind ?? 'support';
  try {
    return await db.transaction(async (tx) => {
      const ticket = toTicketView(
        await insertTicket(tx, {
          userId: member.id,
          kind,
          issue: input.issue,
          description: input.description,
          ...newTicketValues(kind, terms),
        }),
      );
      await notifyAdmins(tx, { notice: notices.adminTicket(member.name, input.issue), link: KINDS[kind].adminLink });
      return ticket;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('TICKET_ALREADY_OPEN', KINDS[kind].alreadyOpen);
    throw err;
  }
}

/** A data request: a ticket of its own kind, its issue the topic's words. */
export async function openDataRequest(
  db: Db,
  terms: TicketTerms,
  member: { id: string; name: string },
  input: { topic: DataRequestTopic; description: string },
) {
  return openTicket(db, terms, member, {
    kind: 'data_request',
    issue: DATA_REQUEST_TOPIC_LABELS[input.topic],
    description: input.description,
  });
}

/**
 * Admin list: the overdue first (the longest overdue first), then newest first; by status, kind,
 * overdue or not, and member (name, email or phone) or ticket number; keyset-paged.
 */
export async function listTickets(
  db: DbOrTx,
  q: z.output<typeof ticketQuerySchema>,
  now = new Date(),
): Promise<{ tickets: AdminTicket[]; nextCursor: string | null }> {
  const filters = {
    status: q.status,
    kind: q.kind,
    overdue: q.overdue === undefined ? undefined : q.overdue === 'true',
    search: q.search,
    number: q.search ? parseTicketNumber(q.search) : undefined,
  };
  const rows = await findTickets(db, filters, pageRequest(q, 'float8'), now);
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.at, id: row.ticket.id }));
  return {
    tickets: items.map(({ ticket, user, acknowledgementOverdue, resolutionOverdue }) => ({
      ...toTicketView(ticket),
      userId: user.deletedAt ? null : { _id: user.id, name: user.name, phone: user.phone, email: user.email },
      acknowledgementOverdue,
      resolutionOverdue,
    })),
    nextCursor,
  };
}

/**
 * An admin acknowledges a Pending ticket (Rule 4(5): within 48 hours): the first time only, the
 * member is told its number and when we aim to resolve it, in the same transaction. Acknowledged
 * already, or resolved (which acknowledges it): the ticket as it is, nothing changes.
 */
export async function acknowledgeTicket(db: Db, actorId: string, id: string) {
  return db.transaction(async (tx) => {
    const row = await acknowledgePendingTicket(tx, id, new Date());
    if (!row) {
      const found = await findTicket(tx, id);
      if (!found) throw new AppError('TICKET_NOT_FOUND', supportMessages.notFound);
      return toTicketView(found);
    }
    await recordAudit(tx, {
      actorId,
      action: 'acknowledge_ticket',
      targetType: 'ticket',
      targetId: id,
      before: { acknowledgedAt: null },
      after: { acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null },
    });
    await notify(tx, row.userId, {
      notice: notices.ticketAcknowledged(formatTicketNumber(row.number), row.issue, row.resolutionDueAt),
      link: paths.tickets,
    });
    return toTicketView(row);
  });
}

/**
 * Pending → Resolved with the admin's message, acknowledging it if no admin had; the member is
 * notified in the same transaction.
 */
export async function resolveTicket(db: Db, actorId: string, id: string, resolutionMessage: string) {
  return db.transaction(async (tx) => {
    const row = await resolvePendingTicket(tx, id, { resolutionMessage, resolvedBy: actorId }, new Date());
    if (!row) {
      // Resolved already (a double click, or another admin): it stays as it was resolved, and the
      // answer is the first one's.
      const resolved = await findTicket(tx, id);
      if (!resolved) throw new AppError('TICKET_NOT_FOUND', supportMessages.notFound);
      return toTicketView(resolved);
    }
    await recordAudit(tx, {
      actorId,
      action: 'resolve_ticket',
      targetType: 'ticket',
      targetId: id,
      before: { status: 'Pending' },
      after: { status: 'Resolved' },
    });
    await notify(tx, row.userId, {
      notice: notices.ticketResolved(row.issue, resolutionMessage),
      link: '/ViewTickits',
    });
    return toTicketView(row);
  });
}

/** Only a Resolved ticket can be deleted (409 while Pending). */
export async function deleteTicket(db: Db, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockTicket(tx, id);
    if (!row) throw new AppError('TICKET_NOT_FOUND', supportMessages.notFound);
    if (row.status === 'Pending') throw new AppError('TICKET_STILL_PENDING', supportMessages.stillPending);
    await deleteTicketRow(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'delete_ticket',
      targetType: 'ticket',
      targetId: id,
      before: { status: row.status },
    });
  });
}
