import {
  conversationMessages,
  decodePhotoMessageFields,
  isUuid,
  maskContacts,
  MESSAGE_PHOTO_SLOTS,
  newPhotoMessageSchema,
  workMessages,
  type Message,
  type MessageSender,
  type NewMessage,
} from '@sevak/shared';
import type { MessageRow } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError, parseOrThrow } from '../../platform/errors.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { decodeForm, type MultipartForm } from '../../platform/multipart.js';
import { consumeOrThrow, type RateLimiter } from '../../platform/rate-limit.js';
import { MissingFileError, type Storage } from '../../platform/storage.js';
import { recordAudit } from '../audit/index.js';
import { removeStoredFiles, requireFiles, storeImages } from '../documents/index.js';
import { announceMessage } from '../notifications/index.js';
import { queueText } from '../texts/index.js';
import { conversationOf } from '../work/index.js';
import {
  countUnread,
  findAround,
  findMessage,
  findMessageByClientId,
  findMessages,
  findReports,
  insertMessage,
  insertReport,
  isReported,
  markRead,
} from './conversations.repo.js';

/*
 * The conversation of a request or booking (docs/contract.md §5c "messages", docs/decisions/038).
 * Its two parties read and write; an admin reads and writes only while the booking is disputed,
 * and each read is audited. Anyone else gets 404, as for the request itself. Words are kept as
 * written and masked when read until the contacts are shared (a booking paid, a free request
 * accepted), so nothing leaks before and nothing is lost after.
 */

export type ConversationDeps = { db: Db; storage: Storage; sendLimit: RateLimiter; photoLimit: RateLimiter };
type Viewer = { id: string; role: string; name: string };
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
    photo:
      m.photoKey && m.photoWidth !== null && m.photoHeight !== null
        ? {
            url: `/api/messages/${m.id}/photo`,
            thumbUrl: `/api/messages/${m.id}/photo?size=thumb`,
            width: m.photoWidth,
            height: m.photoHeight,
          }
        : null,
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

/** How long a message may wait unread before its reader is told by SMS or WhatsApp. */
const MESSAGE_WAITING_AFTER_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

/**
 * A text to a party who has not read a new message within five minutes (they are away from the
 * app): at most one an hour per member, whichever conversations the messages are in (its dedupe
 * key names the hour), and skipped when it is due if the message was read by then
 * (`stillUnread`, wired to the texts' job by the composition root).
 */
async function tellByText(tx: DbOrTx, party: string, c: Conversation, from: string) {
  const due = new Date(Date.now() + MESSAGE_WAITING_AFTER_MS);
  await queueText(tx, {
    userId: party,
    template: 'messageWaiting',
    vars: { member: from, service: c.title, workRequestId: c.id },
    dedupeKey: `message-waiting:${party}:${Math.floor(due.getTime() / HOUR_MS)}`,
    notBefore: due,
  });
}

/** Whether `userId` still has unread messages of another in this conversation (a waiting text's check). */
export async function stillUnread(db: Db, row: { userId: string | null; vars: Record<string, string> }) {
  const id = row.vars.workRequestId;
  return row.userId !== null && id !== undefined && isUuid(id) && (await countUnread(db, id, row.userId)) > 0;
}

/** A photo's stored files and size, as the message row holds them. */
type StoredPhoto = Pick<MessageRow, 'photoKey' | 'photoThumbKey' | 'photoWidth' | 'photoHeight'>;

/** The message this sender already sent with this client id in this conversation (a repeat), if any. */
async function repeatOf(db: Db, viewer: Viewer, id: string, clientId: string) {
  const existing = isUuid(id) ? await findMessageByClientId(db, viewer.id, clientId) : undefined;
  if (existing?.workRequestId !== id) return undefined;
  const { c, as } = await enter(db, id, viewer);
  return { message: toView(existing, viewer.id, c.contactsShared || as === 'admin') };
}

/** Keeps a message (with its photo, if any) and announces it to both parties' open streams when it commits. */
async function keep(db: Db, viewer: Viewer, id: string, input: NewMessage, photo?: StoredPhoto) {
  return db.transaction(async (tx) => {
    const { c, as } = await enter(tx, id, viewer);
    const kept = await insertMessage(tx, {
      workRequestId: c.id,
      senderId: viewer.id,
      senderRole: as,
      clientId: input.clientId,
      text: input.text,
      ...photo,
    });
    const row = kept ?? (await findMessageByClientId(tx, viewer.id, input.clientId))!;
    if (kept) {
      for (const party of [c.seekerId, c.providerId]) {
        await announceMessage(tx, party, {
          workRequestId: c.id,
          messageId: row.id,
          message: toView(row, party, c.contactsShared),
        });
        if (party !== viewer.id) await tellByText(tx, party, c, as === 'admin' ? 'Sevak support' : viewer.name);
      }
    }
    return { row, kept: kept !== undefined, view: toView(row, viewer.id, c.contactsShared || as === 'admin') };
  });
}

/**
 * POST /work/requests/{id}/messages: kept once per sender and client id (the same answer for a
 * repeat), and announced to both parties' open streams when it commits.
 */
export async function sendMessage(deps: ConversationDeps, viewer: Viewer, id: string, input: NewMessage) {
  const repeat = await repeatOf(deps.db, viewer, id, input.clientId);
  if (repeat) return repeat;
  await consumeOrThrow(deps.sendLimit, viewer.id);
  return { message: (await keep(deps.db, viewer, id, input)).view };
}

/**
 * POST /work/requests/{id}/messages/photo: a photo (and words, which may be empty) through the
 * image pipeline — its kind judged by its bytes, re-encoded as JPEG without EXIF or GPS, at most
 * 2000 px — stored encrypted beside the identity documents but never among them: only
 * GET /messages/{id}/photo serves it, to the conversation's parties. Kept once per client id, as words are.
 */
export async function sendPhotoMessage(deps: ConversationDeps, viewer: Viewer, id: string, form: MultipartForm) {
  const input = parseOrThrow(newPhotoMessageSchema, decodeForm(form, decodePhotoMessageFields));
  const repeat = await repeatOf(deps.db, viewer, id, input.clientId);
  if (repeat) return repeat;
  const { photo } = requireFiles(
    form.files,
    MESSAGE_PHOTO_SLOTS,
    'MESSAGE_PHOTO_REQUIRED',
    conversationMessages.photoRequired,
  );
  // Strangers are turned away before any image work.
  await enter(deps.db, id, viewer);
  await consumeOrThrow(deps.sendLimit, viewer.id);
  await consumeOrThrow(deps.photoLimit, viewer.id);
  const [image] = await storeImages(deps.storage, { photo });
  const files = [{ storageKey: image!.storageKey, thumbKey: image!.thumbKey }];
  const stored = {
    photoKey: image!.storageKey,
    photoThumbKey: image!.thumbKey,
    photoWidth: image!.width,
    photoHeight: image!.height,
  };
  let answer;
  try {
    answer = await keep(deps.db, viewer, id, input, stored);
  } catch (err) {
    await removeStoredFiles(deps.storage, files);
    throw err;
  }
  // The same client id kept meanwhile by a parallel send: this copy's files are not used.
  if (!answer.kept) await removeStoredFiles(deps.storage, files).catch(() => undefined);
  return { message: answer.view };
}

/**
 * GET /messages/{id}/photo: a message's photo (or its 320 px thumbnail) to the conversation's
 * parties, and to an admin while it is disputed or once a message of it was reported (audited);
 * anyone else 404.
 */
export async function readMessagePhoto(
  deps: { db: Db; storage: Storage },
  viewer: Viewer,
  messageId: string,
  size: 'full' | 'thumb',
) {
  const m = isUuid(messageId) ? await findMessage(deps.db, messageId) : undefined;
  const gone = () => new AppError('MESSAGE_NOT_FOUND', conversationMessages.notFound);
  if (!m?.photoKey || !m.photoThumbKey) throw gone();
  const as = await enter(deps.db, m.workRequestId, viewer).then(
    (entered) => entered.as,
    async (err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'WORK_REQUEST_NOT_FOUND') throw gone();
      // The photos around a report are shown to admins with it, as the words are.
      if (err.code === 'ADMIN_ONLY_IN_DISPUTE' && (await isReported(deps.db, m.workRequestId))) return 'admin' as const;
      throw err;
    },
  );
  if (as === 'admin') {
    await recordAudit(deps.db, {
      actorId: viewer.id,
      action: 'read_conversation',
      targetType: 'work_request',
      targetId: m.workRequestId,
      after: { photo: m.id },
    });
  }
  const bytes = await deps.storage.get(size === 'thumb' ? m.photoThumbKey : m.photoKey).catch((err: unknown) => {
    throw err instanceof MissingFileError ? gone() : err;
  });
  return { bytes, fileName: `photo${size === 'thumb' ? '-thumb' : ''}.jpg` };
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
  for (const { report, message, reporter, sender } of items) {
    const context = await findAround(db, message, 3);
    reports.push({
      _id: report.id,
      reason: report.reason,
      createdAt: report.createdAt.toISOString(),
      reporter: { _id: reporter.id, name: reporter.name },
      sender: sender ? { _id: sender.id, name: sender.name } : null,
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
