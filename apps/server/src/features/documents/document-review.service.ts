import { AADHAAR_SLOTS, documentReviewMessages, messages, paths } from '@sevak/shared';
import type { Db, Tx } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { Storage } from '../../platform/storage.js';
import { recordAudit } from '../audit/index.js';
import { notices, notify } from '../notifications/index.js';
import {
  deleteCurrentDocumentsInSlots,
  deletePendingDocuments,
  findPendingDocuments,
  insertDocuments,
  lockLiveMember,
  makeDocumentsCurrent,
  markAadhaarVerified,
} from './documents.repo.js';
import { prepareImages, removeStoredFiles, settleImages, storeDocuments } from './documents.service.js';

/**
 * Aadhaar images after approval (docs/decisions/007). An approved member's new images do not
 * replace the verified ones: they wait as `pending` until an admin accepts (they become current,
 * the old files go) or rejects them (they go). Every step locks the member's row first, so a
 * re-upload, an accept, a reject and the retention purge of one member never interleave, and the
 * same accept sent many times at once replaces once.
 */

type Deps = { db: Db; storage: Storage };

/** Locks the (live) member's row for the rest of the transaction; 404 when there is none. */
async function lockMember(tx: Tx, userId: string) {
  const row = await lockLiveMember(tx, userId);
  if (!row) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
  return row;
}

/**
 * PUT /auth/updateUserProfile: both Aadhaar sides again. Before approval (or from an admin) they
 * replace the current ones at once, as before; from an approved member they wait for review,
 * replacing any earlier images still waiting. Files are stored first; on any failure they go.
 */
export async function submitAadhaarImages(
  deps: Deps,
  actor: { id: string; role: string },
  userId: string,
  files: { frontAadhar: Buffer; backAadhar: Buffer },
): Promise<{ pendingReview: boolean }> {
  const prepared = await prepareImages(deps.storage, files);
  const pendingReview = await settleImages(
    deps.storage,
    prepared,
    deps.db.transaction(async (tx) => {
      const member = await lockMember(tx, userId);
      const isAdmin = actor.role === 'Admin';
      if (member.isAdminApproved && !isAdmin) {
        // Earlier images still awaiting review make way: their files go once this commits.
        prepared.replaced.push(...(await deletePendingDocuments(tx, userId)));
        await insertDocuments(
          tx,
          prepared.images.map((image) => ({ ...image, userId, state: 'pending' as const })),
        );
        return true;
      }
      await storeDocuments(tx, userId, prepared);
      if (isAdmin) {
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'update_user',
          targetType: 'user',
          targetId: userId,
          after: { fields: [...AADHAAR_SLOTS] },
        });
      }
      return false;
    }),
  );
  return { pendingReview };
}

/** POST /admin/documents/{userId}/accept: the waiting images become the member's current ones. */
export async function acceptAadhaarImages(deps: Deps, actorId: string, userId: string) {
  const replaced = await deps.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const pending = await findPendingDocuments(tx, userId);
    if (pending.length === 0) throw new AppError('NOTHING_PENDING', documentReviewMessages.nothingPending);
    const slots = pending.map((d) => d.slot);
    const old = await deleteCurrentDocumentsInSlots(tx, userId, slots);
    await makeDocumentsCurrent(
      tx,
      pending.map((d) => d.id),
    );
    // Newly verified: the retention period starts again.
    await markAadhaarVerified(tx, userId, { onlyIfApproved: false });
    await recordAudit(tx, {
      actorId,
      action: 'accept_documents',
      targetType: 'user',
      targetId: userId,
      after: { slots },
    });
    await notify(tx, userId, { notice: notices.aadhaarAccepted(), link: paths.profile });
    return old;
  });
  await removeStoredFiles(deps.storage, replaced);
}

/** POST /admin/documents/{userId}/reject: the waiting images are discarded; the current ones stay. */
export async function rejectAadhaarImages(deps: Deps, actorId: string, userId: string, reason: string) {
  const discarded = await deps.db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const removed = await deletePendingDocuments(tx, userId);
    if (removed.length === 0) throw new AppError('NOTHING_PENDING', documentReviewMessages.nothingPending);
    await recordAudit(tx, {
      actorId,
      action: 'reject_documents',
      targetType: 'user',
      targetId: userId,
      after: { slots: removed.map((d) => d.slot), reason },
    });
    const sentence = /[.!?]$/.test(reason) ? reason : `${reason}.`;
    await notify(tx, userId, { notice: notices.aadhaarRejected(sentence), link: paths.uploadAadhaar });
    return removed;
  });
  await removeStoredFiles(deps.storage, discarded);
}
