import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { AADHAAR_SLOTS, type DocumentState } from '@sevak/shared';
import { dataExports, documents, messages, users, type DocumentRow } from '../../db/schema/index.js';
import type { DbOrTx, Tx } from '../../platform/db.js';

export type NewDocument = Omit<DocumentRow, 'id' | 'createdAt' | 'state' | 'ekycId'> & {
  state?: DocumentState;
  /** An e-KYC image's submission (null: a member slot). */
  ekycId?: string | null;
};

export async function findDocumentById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function findDocumentsOfUsers(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: documents.id,
      userId: documents.userId,
      slot: documents.slot,
      state: documents.state,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(inArray(documents.userId, userIds));
}

export async function findDocumentsOfUser(
  db: DbOrTx,
  userId: string,
  slots: readonly string[],
  state: DocumentState = 'current',
) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, userId), inArray(documents.slot, [...slots]), eq(documents.state, state)));
}

/**
 * Which of these storage keys a row still references: a document (current or pending), a "My data"
 * export or a message's photo. Every table that names a stored file is read here, so the orphan sweep never removes a
 * file in use; a new table holding storage keys joins this query.
 */
export async function findReferencedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [files, exports, photos] = await Promise.all([
    db
      .select({ storageKey: documents.storageKey, thumbKey: documents.thumbKey })
      .from(documents)
      .where(or(inArray(documents.storageKey, keys), inArray(documents.thumbKey, keys))),
    db.select({ fileKey: dataExports.fileKey }).from(dataExports).where(inArray(dataExports.fileKey, keys)),
    db
      .select({ photoKey: messages.photoKey, thumbKey: messages.photoThumbKey })
      .from(messages)
      .where(or(inArray(messages.photoKey, keys), inArray(messages.photoThumbKey, keys))),
  ]);
  return new Set([
    ...files.flatMap((r) => [r.storageKey, r.thumbKey]),
    ...exports.flatMap((r) => (r.fileKey ? [r.fileKey] : [])),
    ...photos.flatMap((r) => (r.photoKey && r.thumbKey ? [r.photoKey, r.thumbKey] : [])),
  ]);
}

export async function insertDocuments(db: DbOrTx, rows: NewDocument[]) {
  if (rows.length === 0) return [];
  return db.insert(documents).values(rows).returning();
}

export async function deleteDocuments(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(documents).where(inArray(documents.id, ids));
}

/** A member's erasure: every document of theirs goes; the rows, whose files are then removed. */
export async function deleteDocumentsOfUser(tx: DbOrTx, userId: string) {
  return tx.delete(documents).where(eq(documents.userId, userId)).returning();
}

/** A member's images waiting for review go; their rows (for the files to remove). */
export async function deletePendingDocuments(tx: DbOrTx, userId: string) {
  return tx
    .delete(documents)
    .where(and(eq(documents.userId, userId), eq(documents.state, 'pending')))
    .returning({ slot: documents.slot, storageKey: documents.storageKey, thumbKey: documents.thumbKey });
}

export async function findPendingDocuments(tx: DbOrTx, userId: string) {
  return tx
    .select({ id: documents.id, slot: documents.slot })
    .from(documents)
    .where(and(eq(documents.userId, userId), eq(documents.state, 'pending')));
}

/** A member's current documents of these slots go; their files' keys. */
export async function deleteCurrentDocumentsInSlots(tx: DbOrTx, userId: string, slots: string[]) {
  return tx
    .delete(documents)
    .where(and(eq(documents.userId, userId), eq(documents.state, 'current'), inArray(documents.slot, slots)))
    .returning({ storageKey: documents.storageKey, thumbKey: documents.thumbKey });
}

/** Waiting documents become current. */
export async function makeDocumentsCurrent(tx: DbOrTx, ids: string[]) {
  await tx.update(documents).set({ state: 'current' }).where(inArray(documents.id, ids));
}

/** The current Aadhaar images of these members go; their rows (for the files to remove and the audit). */
export async function deleteCurrentAadhaarOf(tx: DbOrTx, userIds: string[]) {
  return tx
    .delete(documents)
    .where(
      and(
        inArray(documents.userId, userIds),
        inArray(documents.slot, [...AADHAAR_SLOTS]),
        eq(documents.state, 'current'),
      ),
    )
    .returning({ userId: documents.userId, storageKey: documents.storageKey, thumbKey: documents.thumbKey });
}

/** The live member's row, locked for the rest of the transaction (every step of a review takes it first). */
export async function lockLiveMember(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, isAdminApproved: users.isAdminApproved })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row;
}

/**
 * The member's Aadhaar images are verified now: their retention period starts, and the record no
 * longer says they were purged. `onlyIfApproved`: only for an approved member (images an admin
 * replaced directly count as verified only then).
 */
export async function markAadhaarVerified(tx: DbOrTx, userId: string, { onlyIfApproved }: { onlyIfApproved: boolean }) {
  if (onlyIfApproved) {
    await tx
      .update(users)
      .set({ aadhaarVerifiedAt: new Date(), aadhaarPurgedAt: null })
      .where(and(eq(users.id, userId), eq(users.isAdminApproved, true)));
  } else {
    await tx
      .update(users)
      .set({ aadhaarVerifiedAt: new Date(), aadhaarPurgedAt: null, updatedAt: new Date() })
      .where(eq(users.id, userId));
  }
}

/** Members whose Aadhaar images were verified before `cutoff` and not purged yet, oldest first, locked (skipping those another run holds). */
export async function lockMembersDueForPurge(tx: DbOrTx, cutoff: Date, limit: number) {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(lt(users.aadhaarVerifiedAt, cutoff), isNull(users.aadhaarPurgedAt)))
    .orderBy(asc(users.aadhaarVerifiedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markAadhaarPurged(tx: DbOrTx, userIds: string[], at: Date) {
  await tx.update(users).set({ aadhaarPurgedAt: at }).where(inArray(users.id, userIds));
}
