import {
  conversationMessages,
  isUuid,
  maskContacts,
  workMessages,
  type Message,
  type MessageSender,
  type NewMessage,
} from '@sevak/shared';
import type { MessageRow } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { consumeOrThrow, type RateLimiter } from '../../platform/rate-limit.js';
import { recordAudit } from '../audit/index.js';
import { announceMessage } from '../notifications/index.js';
import { conversationOf } from '../work/index.js';
import {
  findAround,
  findMessage,
  findMessageByClientId,
  findMessages,
  findReports,
  insertMessage,
  insertReport,
  markRead,
} from './conversations.repo.js';

/*
 * The conversation of a request or booking (docs/contract.md §5c "messages", docs/decisions/038).
 * Its two parties read and write; an admin reads and writes only while the booking is disputed,
 * and each read is audited. Anyone else gets 404, as for the request itself. Words are kept as
 * written and masked when read until the contacts are shared (a booking paid, a free request
 * accepted), so nothing leaks before and nothing is lost after.
 */

export type ConversationDeps = { db: Db; sendLimit: RateLimiter };
type Viewer = { id: string; role: string };
type Conversation = NonNullable<Awaited<ReturnType<typeof conversationOf>>>;

const notFound = () => new AppError('WORK_REQUEST_NOT_FOUND', workMessages.notFound);

/** Who the viewer is in this conversation, or the refusal: 404 for strangers, 403 for an admin outside a dispute. */
async function enter(db: DbOrTx, id: string, viewer: Viewer): Promise<{ c: Conversation; as: MessageSender }> {
  const c = await conversationOf(db, id);
  if (!c) throw notFound();
  if (c.seekerId === viewer.id) return { c, as: 'seeker' };
  if (c.providerId === viewer.id) return { c, as: 'provider' };
  if (viewer.role === 'Admin') {
    if (c.status !== 'disputed') throw new AppError('ADMIN_ONLY_IN_DISPUTE', conversationMessages.adminOnlyInDispute);
    return { c, as: 'admin' };
  }
  throw notFound();
}

/** A message as `viewerId` sees it: contacts masked until they are shared (the sender and admins see the words as written). */
function toView(m: MessageRow, viewerId: string, unmasked: boolean): Message {
  const mine = m.senderId === viewerId;
  return {
    _id: m.id,
    from: m.senderRole,
    mine,
    text: unmasked || mine ? m.text : maskContacts(m.text),
    createdAt: m.createdAt.toISOString(),
    readAt: mine ? (m.readAt?.toISOString() ?? null) : null,
    clientId: mine ? m.clientId : '',
  };
}

/** GET /work/requests/{id}/messages: the newest page, oldest first; `cursor` for older ones. */
export async function listMessages(
  db: Db,
  viewer: Viewer,
  id: string,
  q: { cursor?: string | undefined; limit: number },
) {
  const { c, as } = await enter(db, id, viewer);
  if (as === 'admin') {
    await recordAudit(db, {
      actorId: viewer.id,
      action: 'read_conversation',
      targetType: 'work_request',
      targetId: c.id,
    });
  }
  const rows = await findMessages(db, c.id, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.at, id: row.message.id }));
  const unmasked = c.contactsShared || as === 'admin';
  return { messages: items.reverse().map((row) => toView(row.message, viewer.id, unmasked)), nextCursor };
}

/**
 * POST /work/requests/{id}/messages: kept once per sender and client id (the same answer for a
 * repeat), and announced to both parties' open streams when it commits.
 */
export async function sendMessage(deps: ConversationDeps, viewer: Viewer, id: string, input: NewMessage) {
  const existing = isUuid(id) ? await findMessageByClientId(deps.db, viewer.id, input.clientId) : undefined;
  if (existing?.workRequestId === id) {
    const { c, as } = await enter(deps.db, id, viewer);
    return { message: toView(existing, viewer.id, c.contactsShared || as === 'admin') };
  }
  await consumeOrThrow(deps.sendLimit, viewer.id);
  return deps.db.transaction(async (tx) => {
    const { c, as } = await enter(tx, id, viewer);
    const row =
      (await insertMessage(tx, {
        workRequestId: c.id,
        senderId: viewer.id,
        senderRole: as,
        clientId: input.clientId,
        text: input.text,
      })) ?? (await findMessageByClientId(tx, viewer.id, input.clientId))!;
    const unmasked = c.contactsShared || as === 'admin';
    for (const party of [c.seekerId, c.providerId]) {
      await announceMessage(tx, party, {
        workRequestId: c.id,
        messageId: row.id,
        message: toView(row, party, c.contactsShared),
      });
    }
    return { message: toView(row, viewer.id, unmasked) };
  });
}

/** POST /work/requests/{id}/messages/read: the other side's messages so far are read. */
export async function readMessages(db: Db, viewer: Viewer, id: string) {
  const { c, as } = await enter(db, id, viewer);
  // An admin's reading leaves the parties' marks alone.
  const marked = as === 'admin' ? 0 : await markRead(db, c.id, viewer.id, new Date());
  return { marked };
}

/** POST /messages/{id}/report: a party reports a message of the other side, once. */
export async function reportMessage(db: Db, viewer: Viewer, messageId: string, reason: string) {
  const m = isUuid(messageId) ? await findMessage(db, messageId) : undefined;
  if (!m) throw new AppError('MESSAGE_NOT_FOUND', conversationMessages.notFound);
  const c = await conversationOf(db, m.workRequestId);
  if (!c || (c.seekerId !== viewer.id && c.providerId !== viewer.id) || m.senderId === viewer.id) {
    throw new AppError('MESSAGE_NOT_FOUND', conversationMessages.notFound);
  }
  if (!(await insertReport(db, { messageId: m.id, reporterId: viewer.id, reason }))) {
    throw new AppError('MESSAGE_ALREADY_REPORTED', conversationMessages.alreadyReported);
  }
  return { message: conversationMessages.reported };
}

/** GET /admin/message-reports: newest first, each with three messages either side (audited, as reading a conversation is). */
export async function listReports(db: Db, admin: { id: string }, q: { cursor?: string | undefined; limit: number }) {
  const rows = await findReports(db, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.at, id: row.report.id }));
  const reports = [];
  for (const { report, message, reporter } of items) {
    const context = await findAround(db, message, 3);
    reports.push({
      _id: report.id,
      reason: report.reason,
      createdAt: report.createdAt.toISOString(),
      reporter: { _id: reporter.id, name: reporter.name },
      workRequestId: message.workRequestId,
      messageId: message.id,
      context: context.map((m) => toView(m, admin.id, true)),
    });
  }
  if (items.length > 0) {
    await recordAudit(db, {
      actorId: admin.id,
      action: 'read_message_reports',
      targetType: 'message_report',
      targetId: items[0]!.report.id,
      after: { reports: items.map((i) => i.report.id) },
    });
  }
  return { reports, nextCursor };
}
