import type { Db } from '../../platform/db.js';
import type { Storage } from '../../platform/storage.js';
import { findReferencedKeys } from './documents.repo.js';

/** A stored file younger than this may belong to an upload whose row is not written yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes stored files that no document references (image or thumbnail) and that are older than
 * an hour: what a crash between writing the files and committing the row, or between committing
 * a replacement and removing the old files, leaves behind (docs/decisions/007). Files are written
 * before their row, so a young file is never judged; a referenced one never goes.
 */
export async function sweepOrphanFiles(deps: { db: Db; storage: Storage }, now = Date.now()) {
  let checked = 0;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await findReferencedKeys(deps.db, batch);
    const orphans = batch.filter((key) => !referenced.has(key));
    await Promise.all(orphans.map((key) => deps.storage.remove(key)));
    removed += orphans.length;
    batch = [];
  };
  for await (const { key, modifiedAt } of deps.storage.list()) {
    checked += 1;
    if (now - modifiedAt.getTime() < ORPHAN_MIN_AGE_MS) continue;
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return { checked, removed };
}
