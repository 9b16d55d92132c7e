import { recordAudit } from '../audit/index.js';
import { AADHAAR_SLOTS, isUuid, messages, type DocumentSlot, type EkycSlot, type ErrorCode } from '@sevak/shared';
import type { Db, DbOrTx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { MissingFileError, type Storage } from '../../platform/storage.js';
import {
  deleteDocuments,
  findDocumentById,
  findDocumentsOfUser,
  insertDocuments,
  markAadhaarVerified,
  type NewDocument,
} from './documents.repo.js';
import { processImage } from './images.js';

export type StoredImage = Omit<NewDocument, 'userId' | 'ekycId'>;

/**
 * Checks and re-encodes each image (a member's documents, or a message's photo), then stores image
 * and thumbnail encrypted. All or nothing: if anything fails, what was stored is removed before
 * the error goes on.
 */
export async function storeImages(
  storage: Storage,
  files: Partial<Record<DocumentSlot | EkycSlot | 'photo', Buffer>>,
): Promise<StoredImage[]> {
  // One image at a time: each already uses every core, and memory stays flat (docs/contract.md §10).
  const processed = [];
  for (const [slot, bytes] of Object.entries(files) as [string, Buffer][]) {
    processed.push({ slot, ...(await processImage(bytes)) });
  }
  const written: string[] = [];
  const put = async (bytes: Buffer) => {
    const key = await storage.put(bytes);
    written.push(key);
    return key;
  };
  try {
    const stored: StoredImage[] = [];
    for (const { slot, image, thumb, contentType, width, height } of processed) {
      stored.push({
        slot,
        storageKey: await put(image),
        thumbKey: await put(thumb),
        contentType,
        bytes: image.length,
        width,
        height,
      });
    }
    return stored;
  } catch (err) {
    await Promise.all(written.map((key) => storage.remove(key)));
    throw err;
  }
}

/** Removes the files of stored images (after a failed write, or once replaced documents are gone). */
export async function removeStoredFiles(storage: Storage, images: { storageKey: string; thumbKey: string }[]) {
  await Promise.all(images.flatMap((img) => [storage.remove(img.storageKey), storage.remove(img.thumbKey)]));
}

type StoredFile = { storageKey: string; thumbKey: string };

/**
 * New images on their way to a member's record: checked, re-encoded and their files stored, before
 * any transaction (image work is slow; and a file is written before its row, so the orphan sweeper
 * never judges one whose row may still come: orphan-sweeper.service.ts).
 */
export type PreparedImages = { readonly images: StoredImage[]; readonly replaced: StoredFile[] };

/** The first step of an upload, outside the transaction: see `storeDocuments` and `settleImages`. */
export async function prepareImages(
  storage: Storage,
  files: Partial<Record<DocumentSlot, Buffer>>,
): Promise<PreparedImages> {
  return { images: await storeImages(storage, files), replaced: [] };
}

/**
 * Records prepared images as the member's documents, in the caller's transaction, in place of the
 * current ones of the same slots; the files of those go once it commits (`settleImages`).
 */
export async function storeDocuments(tx: DbOrTx, userId: string, prepared: PreparedImages): Promise<void> {
  const { images } = prepared;
  if (images.length === 0) return;
  const replaced = await findDocumentsOfUser(
    tx,
    userId,
    images.map((i) => i.slot),
  );
  await deleteDocuments(
    tx,
    replaced.map((d) => d.id),
  );
  await insertDocuments(
    tx,
    images.map((i) => ({ ...i, userId })),
  );
  if (images.some((i) => (AADHAAR_SLOTS as readonly string[]).includes(i.slot))) {
    // An approved member's Aadhaar images replaced directly (by an admin) count as verified now:
    // their retention period starts, and the record no longer says they were purged.
    await markAadhaarVerified(tx, userId, { onlyIfApproved: true });
  }
  prepared.replaced.push(...replaced);
}

/**
 * Waits for the transaction that recorded prepared images (`storeDocuments`), and tidies the files
 * up after it: committed, the replaced files are removed; failed, the new ones are, and the error
 * goes on (no file remains without its row, docs/decisions/007).
 */
export async function settleImages<T>(storage: Storage, prepared: PreparedImages, transaction: Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await transaction;
  } catch (err) {
    await removeStoredFiles(storage, prepared.images);
    throw err;
  }
  // Committed: the new files are in use and stay. A replaced file that cannot be removed now is an
  // orphan, which the orphan sweeper removes later.
  await removeStoredFiles(storage, prepared.replaced).catch(() => undefined);
  return result;
}

/** The files of `slots`, all present; otherwise a 400 naming each missing one with `message`. */
export function requireFiles<S extends string>(
  files: Partial<Record<string, Buffer>>,
  slots: readonly S[],
  code: ErrorCode,
  message: string,
): Record<S, Buffer> {
  const missing = slots.filter((slot) => !files[slot]);
  if (missing.length > 0)
    throw new AppError(code, message, { errors: missing.map((slot) => ({ path: slot, msg: message, code })) });
  return files as Record<S, Buffer>;
}

/** The URL of a document for API records (docs/contract.md §5): the authorised endpoint, never a path. */
export function documentUrl(id: string): string {
  return `/api/files/${id}`;
}

/** File names people see when they save a document (docs/product-spec.md §9: named after the slot). */
const FILE_NAMES: Record<string, string> = {
  frontAadhar: 'frontAadhar',
  backAadhar: 'backAadhar',
  profilePic: 'profile',
};

/**
 * GET /files/{id}: an identity image (or its 320 px thumbnail), to its owner and to admins only
 * (docs/contract.md §9: never public). A malformed id names no document: 404, like an unknown one.
 */
export async function readDocumentFile(
  deps: { db: Db; storage: Storage },
  viewer: { id: string; role: string },
  id: string,
  size: 'full' | 'thumb',
): Promise<{ contentType: string; fileName: string; bytes: Buffer }> {
  const doc = isUuid(id) ? await findDocumentById(deps.db, id) : undefined;
  if (!doc) throw new AppError('NOT_FOUND', messages.common.notFound);
  if (doc.userId !== viewer.id && viewer.role !== 'Admin') throw new AppError('FORBIDDEN', messages.common.forbidden);
  const thumb = size === 'thumb';
  // Every look at another member's identity image is in the access log (who saw whose
  // documents, should they ever leak), before the bytes leave.
  if (doc.userId !== viewer.id) {
    await recordAudit(deps.db, {
      actorId: viewer.id,
      action: 'view_document',
      targetType: 'user',
      targetId: doc.userId,
      after: { document: doc.slot, size },
    });
  }
  // Replaced or purged since the row was read (its file removed after the commit): gone, as asked.
  const bytes = await deps.storage.get(thumb ? doc.thumbKey : doc.storageKey).catch((err: unknown) => {
    throw err instanceof MissingFileError ? new AppError('NOT_FOUND', messages.common.notFound) : err;
  });
  return {
    contentType: doc.contentType,
    fileName: `${FILE_NAMES[doc.slot] ?? doc.slot}${thumb ? '-thumb' : ''}.jpg`,
    bytes,
  };
}
