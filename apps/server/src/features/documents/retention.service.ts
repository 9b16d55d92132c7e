import type { Db } from '../../platform/db.js';
import type { Storage } from '../../platform/storage.js';
import { recordAudit } from '../audit/index.js';
import { deleteCurrentAadhaarOf, lockMembersDueForPurge, markAadhaarPurged } from './documents.repo.js';
import { removeStoredFiles } from './documents.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * docs/contract.md §9 and UIDAI's advice: Aadhaar images are kept only while the review needs them.
 * `retentionDays` after they were verified (approval, or an admin accepting new ones), the front
 * and back images are deleted, rows and files, and the member's record says when
 * (`aadhaar_purged_at`). The selfie stays: it is the member's profile picture (docs/decisions/007).
 *
 * Safe to repeat and to run twice at once: each batch locks its members (`FOR UPDATE SKIP
 * LOCKED`, so two runs split the work), deletes and marks in one transaction, and removes the
 * files after the commit; a crash before that leaves orphans for the sweeper.
 */
export async function purgeVerifiedAadhaar(
  deps: { db: Db; storage: Storage },
  retentionDays: number,
  now = new Date(),
) {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let members = 0;
  let images = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await lockMembersDueForPurge(tx, cutoff, BATCH);
      if (due.length === 0) return { due: 0, removed: [] };
      const ids = due.map((d) => d.id);
      const removed = await deleteCurrentAadhaarOf(tx, ids);
      await markAadhaarPurged(tx, ids, now);
      for (const userId of new Set(removed.map((r) => r.userId))) {
        await recordAudit(tx, {
          actorId: null,
          action: 'purge_aadhaar',
          targetType: 'user',
          targetId: userId,
          after: { retentionDays },
        });
      }
      return { due: ids.length, removed };
    });
    await removeStoredFiles(deps.storage, batch.removed);
    members += batch.due;
    images += batch.removed.length;
    if (batch.due < BATCH) break;
  }
  return { members, images };
}
