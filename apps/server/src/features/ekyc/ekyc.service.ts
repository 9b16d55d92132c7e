import {
  EKYC_SLOTS,
  decodeEkycFields,
  ekycFieldsSchema,
  ekycMessages,
  paths,
  type Ekyc,
  type EkycAnswer,
  type PendingEkycUser,
} from '@sevak/shared';
import type { EkycRow, MemberRow } from '../../db/schema/index.js';
import type { Cipher } from '../../platform/crypto.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isUniqueViolation } from '../../platform/db.js';
import { AppError, parseOrThrow } from '../../platform/errors.js';
import { decodeForm, type MultipartForm } from '../../platform/multipart.js';
import type { Storage } from '../../platform/storage.js';
import { recordAudit } from '../audit/index.js';
import {
  findDocumentsOfUsers,
  insertDocuments,
  documentUrl,
  removeStoredFiles,
  requireFiles,
  storeImages,
} from '../documents/index.js';
import { notices, notify } from '../notifications/index.js';
import { queueText } from '../texts/index.js';
import {
  decidePendingEkyc,
  deleteEkycDocuments,
  findApprovedEkyc,
  findEkycById,
  findEkycDocuments,
  findLatestEkyc,
  findOtherApproved,
  findPendingEkycs,
  insertEkyc,
} from './ekyc.repo.js';
import { lookupIfsc } from './ifsc.js';

/**
 * e-KYC (docs/contract.md §5b; docs/decisions/015): a member's bank account and PAN, verified by an admin
 * before any withdrawal. Numbers are encrypted at rest and shown masked, except to an admin
 * reviewing them (audited); the images go through the documents pipeline (checked, re-encoded,
 * encrypted, served only to their owner and admins).
 */
export type EkycDeps = { db: Db; storage: Storage; cipher: Cipher };

const masked = (last4: string) => `XXXXXX${last4}`;

type ImageUrls = Pick<Ekyc, 'bankProof' | 'panCardfront' | 'panCardback'>;

/** The images of these submissions as authorised URLs (null where one is gone). */
export async function ekycImageUrls(db: DbOrTx, ekycIds: string[]): Promise<Map<string, ImageUrls>> {
  const docs = await findEkycDocuments(db, ekycIds);
  const byEkyc = new Map<string, ImageUrls>(
    ekycIds.map((id) => [id, { bankProof: null, panCardfront: null, panCardback: null }]),
  );
  for (const doc of docs) {
    const urls = byEkyc.get(doc.ekycId!);
    if (urls && (EKYC_SLOTS as readonly string[]).includes(doc.slot)) {
      urls[doc.slot as keyof ImageUrls] = documentUrl(doc.id);
    }
  }
  return byEkyc;
}

function toEkycView(row: EkycRow, images: ImageUrls): Ekyc {
  return {
    _id: row.id,
    accountHolderName: row.accountHolderName,
    bankAccountNumber: masked(row.bankAccountLast4),
    ifscCode: row.ifscCode,
    bankName: row.bankName,
    panNumber: masked(row.panLast4),
    ...images,
    status: row.status,
    reason: row.reason,
    submittedAt: row.submittedAt.toISOString(),
  };
}

/** The verified account withdrawals go to, masked (for the member's screens). */
export function payoutAccountOf(row: EkycRow) {
  return {
    accountHolderName: row.accountHolderName,
    bankAccountNumber: masked(row.bankAccountLast4),
    ifscCode: row.ifscCode,
    bankName: row.bankName,
  };
}

/** GET /ekyc: the member's latest submission and the verified account. */
export async function ekycOf(db: DbOrTx, userId: string): Promise<EkycAnswer> {
  const [latest, approved] = await Promise.all([findLatestEkyc(db, userId), findApprovedEkyc(db, userId)]);
  const images = latest ? await ekycImageUrls(db, [latest.id]) : new Map<string, ImageUrls>();
  return {
    ekyc: latest ? toEkycView(latest, images.get(latest.id)!) : null,
    payoutAccount: approved ? payoutAccountOf(approved) : null,
  };
}

/** GET /ekyc/ifsc/{code}: the bank of a known IFSC, else 404 with the message the form shows. */
export function bankOfIfsc(code: string) {
  const bank = lookupIfsc(code);
  if (!bank) throw new AppError('NOT_FOUND', ekycMessages.ifscUnknown);
  return bank;
}

/**
 * POST /ekyc: checks every field (the IFSC against the offline directory) and the three images
 * before storing anything; one pending submission at a time (a partial unique index, so two
 * submissions at once store one). On any failure no row and no file remain.
 */
export async function submitEkyc(deps: EkycDeps, user: MemberRow, form: MultipartForm): Promise<Ekyc> {
  const fields = parseOrThrow(ekycFieldsSchema, decodeForm(form, decodeEkycFields));
  const bank = lookupIfsc(fields.ifscCode);
  if (!bank) throw AppError.onField('IFSC_UNKNOWN', 'ifscCode', ekycMessages.ifscUnknown);
  const files = requireFiles(form.files, EKYC_SLOTS, 'EKYC_IMAGES_REQUIRED', ekycMessages.imagesRequired);
  const images = await storeImages(deps.storage, files);
  try {
    return await deps.db.transaction(async (tx) => {
      let row: EkycRow;
      try {
        row = await insertEkyc(tx, {
          userId: user.id,
          accountHolderName: fields.accountHolderName,
          bankAccountEncrypted: deps.cipher.encrypt(Buffer.from(fields.bankAccountNumber)).toString('base64'),
          bankAccountLast4: fields.bankAccountNumber.slice(-4),
          ifscCode: bank.ifscCode,
          bankName: bank.bankName,
          panEncrypted: deps.cipher.encrypt(Buffer.from(fields.panNumber)).toString('base64'),
          panLast4: fields.panNumber.slice(-4),
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError('EKYC_ALREADY_PENDING', ekycMessages.alreadyPending);
        throw err;
      }
      const docs = await insertDocuments(
        tx,
        images.map((image) => ({ ...image, userId: user.id, ekycId: row.id })),
      );
      const urls: ImageUrls = { bankProof: null, panCardfront: null, panCardback: null };
      for (const doc of docs) urls[doc.slot as keyof ImageUrls] = documentUrl(doc.id);
      return toEkycView(row, urls);
    });
  } catch (err) {
    await removeStoredFiles(deps.storage, images);
    throw err;
  }
}

/**
 * GET /auth/ekyc-pending (admin): pending submissions, oldest first, with the full account and PAN
 * numbers and the member's Aadhaar images to compare; each submission shown is audited.
 */
export async function pendingEkycs(deps: EkycDeps, actorId: string): Promise<PendingEkycUser[]> {
  const rows = await findPendingEkycs(deps.db);
  const ids = rows.map((r) => r.ekyc.id);
  const [images, memberDocs] = await Promise.all([
    ekycImageUrls(deps.db, ids),
    findDocumentsOfUsers(
      deps.db,
      rows.map((r) => r.user.id),
    ),
  ]);
  const memberDoc = (userId: string, slot: string) => {
    const doc = memberDocs.find((d) => d.userId === userId && d.slot === slot && d.state === 'current');
    return doc ? documentUrl(doc.id) : null;
  };
  await deps.db.transaction(async (tx) => {
    for (const { ekyc } of rows) {
      await recordAudit(tx, {
        actorId,
        action: 'view_ekyc',
        targetType: 'user',
        targetId: ekyc.userId,
        after: { ekycId: ekyc.id },
      });
    }
  });
  return rows.map(({ ekyc, user }) => ({
    _id: user.id,
    name: user.name,
    phone: user.phone,
    profilePic: memberDoc(user.id, 'profilePic'),
    frontAadhar: memberDoc(user.id, 'frontAadhar'),
    backAadhar: memberDoc(user.id, 'backAadhar'),
    ekyc: {
      _id: ekyc.id,
      accountHolderName: ekyc.accountHolderName,
      bankAccountNumber: reveal(deps.cipher, ekyc.bankAccountEncrypted),
      ifscCode: ekyc.ifscCode,
      bankName: ekyc.bankName,
      panNumber: reveal(deps.cipher, ekyc.panEncrypted),
      ...images.get(ekyc.id)!,
      status: ekyc.status,
      submittedAt: ekyc.submittedAt.toISOString(),
    },
  }));
}

/** Why a decision matched nothing: no such submission (404), or it was decided already (409). */
async function notPending(db: DbOrTx, id: string): Promise<never> {
  if (!(await findEkycById(db, id))) throw new AppError('EKYC_NOT_FOUND', ekycMessages.notFound);
  throw new AppError('EKYC_NOT_PENDING', ekycMessages.notPending);
}

/**
 * POST /withdrawal/verifyKyc (admin): the submission becomes the member's verified account; an
 * earlier verified one is replaced (its images are deleted). Audited and notified, once: verifying
 * it again (a double click) changes nothing and answers as the first did; a rejected one is a 409.
 */
export async function verifyEkyc(deps: EkycDeps, actorId: string, id: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await decidePendingEkyc(tx, id, { status: 'approved', reason: null, reviewedBy: actorId });
    if (!row) {
      if ((await findEkycById(tx, id))?.status === 'approved') return [];
      return notPending(tx, id);
    }
    const replaced = await findOtherApproved(tx, row.userId, row.id);
    const docs = await deleteEkycDocuments(
      tx,
      replaced.map((r) => r.id),
    );
    await recordAudit(tx, {
      actorId,
      action: 'verify_ekyc',
      targetType: 'user',
      targetId: row.userId,
      after: { ekycId: id },
    });
    await notify(tx, row.userId, { notice: notices.ekycApproved(), link: paths.wallet });
    await queueText(tx, {
      userId: row.userId,
      template: 'ekycVerified',
      vars: { last4: row.bankAccountLast4 },
      dedupeKey: `ekyc:${row.id}:verified`,
    });
    return docs;
  });
  await removeStoredFiles(deps.storage, removed);
}

/** POST /withdrawal/rejectKyc (admin): rejected with the reason; its images are deleted; the member may submit again. */
export async function rejectEkyc(deps: EkycDeps, actorId: string, id: string, reason: string): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const row = await decidePendingEkyc(tx, id, { status: 'rejected', reason, reviewedBy: actorId });
    if (!row) return notPending(tx, id);
    const docs = await deleteEkycDocuments(tx, [row.id]);
    await recordAudit(tx, {
      actorId,
      action: 'reject_ekyc',
      targetType: 'user',
      targetId: row.userId,
      after: { ekycId: id, reason },
    });
    await notify(tx, row.userId, { notice: notices.ekycRejected(reason), link: paths.ekyc });
    return docs;
  });
  await removeStoredFiles(deps.storage, removed);
}

/** A number stored encrypted (bank account, PAN), in full: for an admin's review and the payout. */
export function reveal(cipher: Cipher, sealed: string): string {
  return cipher.decrypt(Buffer.from(sealed, 'base64')).toString('utf8');
}

/** The member's verified account (the latest approved submission), if any. */
export function approvedEkycOf(db: DbOrTx, userId: string): Promise<EkycRow | undefined> {
  return findApprovedEkyc(db, userId);
}

/** A submission by id (a withdrawal's account). */
export async function ekycById(db: DbOrTx, id: string): Promise<EkycRow> {
  const row = await findEkycById(db, id);
  if (!row) throw new AppError('EKYC_NOT_FOUND', ekycMessages.notFound);
  return row;
}
