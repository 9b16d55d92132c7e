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
 * Checks and re-encodes each image, then stores image and thumbnail encrypted. All or nothing:
 * if anything fails, what was stored is removed before the error goes on.
 */
export async function storeImages(
  storage: Storage,
  files: Partial<Record<DocumentSlot | EkycSlot, Buffer>>,
): Promise<StoredImage[]> {
  // One image at a time: each already uses every core, and memory stays flat (DESIGN §10).
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

/**
 * Puts new documents in place of a member's current ones for the same slots, inside the caller's
 * transaction. Returns the replaced rows: their files are removed once the transaction commits.
 */
export async function replaceDocuments(tx: DbOrTx, userId: string, images: StoredImage[]) {
  const replaced = await findDocumentsOfUser(
    tx,
    userId,
    images.map((i) => i.slot),
  );
  await deleteDocuments(
    tx,
    replaced.map((d) => d.id),
  );
  const inserted = await insertDocuments(
    tx,
    images.map((i) => ({ ...i, userId })),
  );
  if (images.some((i) => (AADHAAR_SLOTS as readonly string[]).includes(i.slot))) {
    // An approved member's Aadhaar images replaced directly (by an admin) count as verified now:
    // their retention period starts, and the record no longer says they were purged.
    await markAadhaarVerified(tx, userId, { onlyIfApproved: true });
  }
  return { inserted, replaced };
}

/**
 * Stores images and records them as a member's documents in one transaction (`write` may add
 * more work to it). On any failure no row and no file remain; replaced files go after commit.
 */
export async function saveDocumentsWith<T>(
  deps: { db: Db; storage: Storage },
  files: Partial<Record<DocumentSlot, Buffer>>,
  write: (tx: DbOrTx, images: StoredImage[]) => Promise<{ userId: string; result: T }>,
): Promise<T> {
  const images = await storeImages(deps.storage, files);
  let replacedFiles: { storageKey: string; thumbKey: string }[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      const { userId, result } = await write(tx, images);
      if (images.length > 0) replacedFiles = (await replaceDocuments(tx, userId, images)).replaced;
      return result;
    });
    await removeStoredFiles(deps.storage, replacedFiles);
    return result;
  } catch (err) {
    await removeStoredFiles(deps.storage, images);
    throw err;
  }
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

/** The URL of a document for API records (DESIGN §5): the authorised endpoint, never a path. */
export function documentUrl(id: string): string {
  return `/api/files/${id}`;
}

/** File names people see when they save a document (spec §9: named after the slot). */
const FILE_NAMES: Record<string, string> = {
  frontAadhar: 'frontAadhar',
  backAadhar: 'backAadhar',
  profilePic: 'profile',
};

/**
 * GET /files/{id}: an identity image (or its 320 px thumbnail), to its owner and to admins only
 * (DESIGN §9: never public). A malformed id names no document: 404, like an unknown one.
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
  // Every look at another member's identity image is in the access log (issue 21: who saw whose
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
