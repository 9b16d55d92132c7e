import {
  DATA_EXPORT_DAILY_LIMIT,
  DATA_EXPORT_VALID_HOURS,
  dataExportMessages,
  indianDayOf,
  isUuid,
  messages,
  paths,
  type DataExport,
} from '@sevak/shared';
import type { DataExportRow } from '../../db/schema/index.js';
import type { Config } from '../../platform/config.js';
import { isUniqueViolation, type Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { MissingFileError, type Storage } from '../../platform/storage.js';
import { recordAudit } from '../audit/index.js';
import { notices, notify } from '../notifications/index.js';
import {
  claimExport,
  deleteOldExports,
  failStaleExports,
  findExportInProgress,
  findExportOfUser,
  findLatestExport,
  findRecentRequests,
  insertExport,
  lockLiveMemberRow,
  markExportFailed,
  markExportReady,
  setExportProgress,
  takeExpiredFiles,
} from './data-export.repo.js';
import { buildMyDataZip } from './my-data.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The job queue's name for building one export. */
export const BUILD_DATA_EXPORT_JOB = 'build-data-export';
/** An export still queued or running this long after it was asked for lost its job: failed. */
export const STALE_AFTER_MS = 2 * HOUR_MS;
/** Rows of exports (files long gone) are kept this long: the page's history, then deleted. */
const KEEP_ROWS_MS = 30 * DAY_MS;

export function toDataExportView(row: DataExportRow, now = new Date()): DataExport {
  return {
    _id: row.id,
    status: row.status,
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadable: row.status === 'ready' && row.fileKey !== null && row.expiresAt !== null && row.expiresAt > now,
    sizeBytes: row.sizeBytes,
  };
}

export type StartDeps = { db: Db; jobs: { send(name: string, data: object): Promise<string | null> } };

/**
 * POST /me/data-export: asks for a new ZIP of the member's data. Under the lock on the member's row
 * (their requests pass one at a time, so the checks below cannot be raced): 409 while one is
 * queued or running (the partial unique index too), 429 past DATA_EXPORT_DAILY_LIMIT requests in
 * 24 hours (failed ones do not count). Audited without personal data; the job is queued once
 * committed.
 */
export async function startDataExport(deps: StartDeps, userId: string, now = new Date()): Promise<DataExport> {
  let row: DataExportRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      if (!(await lockLiveMemberRow(tx, userId))) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
      if (await findExportInProgress(tx, userId))
        throw new AppError('DATA_EXPORT_IN_PROGRESS', dataExportMessages.inProgress);
      const recent = await findRecentRequests(tx, userId, new Date(now.getTime() - DAY_MS));
      if (recent.length >= DATA_EXPORT_DAILY_LIMIT) {
        const freeAt = recent[recent.length - DATA_EXPORT_DAILY_LIMIT]!.getTime() + DAY_MS;
        throw new AppError('DATA_EXPORT_DAILY_LIMIT', dataExportMessages.dailyLimit, {
          retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
        });
      }
      const inserted = await insertExport(tx, userId);
      await recordAudit(tx, {
        actorId: userId,
        action: 'export_my_data',
        targetType: 'user',
        targetId: userId,
        after: { exportId: inserted.id },
      });
      return inserted;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('DATA_EXPORT_IN_PROGRESS', dataExportMessages.inProgress);
    throw err;
  }
  // Not sent (the queue down): the export stays queued until the hourly sweep fails it as stale.
  await deps.jobs.send(BUILD_DATA_EXPORT_JOB, { exportId: row.id });
  return toDataExportView(row, now);
}

/** GET /me/data-export: the member's newest export, or null. */
export async function latestDataExport(db: Db, userId: string): Promise<DataExport | null> {
  const row = await findLatestExport(db, userId);
  return row ? toDataExportView(row) : null;
}

/**
 * GET /me/data-export/:id/download: the ZIP, to its member only (anyone else's id, or a malformed
 * one, is a 404 like an unknown one); 409 before it is ready, 410 once its 24 hours are over.
 */
export async function readDataExportFile(
  deps: { db: Db; storage: Storage },
  userId: string,
  id: string,
  now = new Date(),
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = isUuid(id) ? await findExportOfUser(deps.db, id, userId) : undefined;
  if (!row) throw new AppError('NOT_FOUND', messages.common.notFound);
  if (row.status !== 'ready') throw new AppError('DATA_EXPORT_NOT_READY', dataExportMessages.notReady);
  if (!row.fileKey || !row.expiresAt || row.expiresAt <= now)
    throw new AppError('DATA_EXPORT_EXPIRED', dataExportMessages.expired);
  // Named by the day in India it was made (a ZIP made at 00:30 IST is that day's, not UTC's day before).
  const day = indianDayOf(row.readyAt!);
  // Swept a moment ago, as its 24 hours ended.
  const bytes = await deps.storage.get(row.fileKey).catch((err: unknown) => {
    throw err instanceof MissingFileError ? new AppError('DATA_EXPORT_EXPIRED', dataExportMessages.expired) : err;
  });
  return { fileName: `sevak-my-data-${day}.zip`, bytes };
}

export type BuildDeps = {
  db: Db;
  storage: Storage;
  config: Config;
  log: { warn(obj: object, msg: string): void };
};

/**
 * The job: builds the member's ZIP, stores it encrypted like their documents, marks it ready for
 * DATA_EXPORT_VALID_HOURS and tells the member (bell, live toast, push in their language) — the
 * last two in one transaction. Safe to repeat: only a queued or running export of a live member
 * is built; a member erased meanwhile leaves nothing behind (the ZIP is removed again). A failure
 * marks the export failed (the member may ask again) without retrying.
 */
export async function buildDataExport(deps: BuildDeps, exportId: string): Promise<void> {
  const row = await claimExport(deps.db, exportId);
  if (!row) return;
  let fileKey: string | undefined;
  try {
    const zip = await buildMyDataZip(deps, row.userId, (p) => setExportProgress(deps.db, row.id, p));
    await setExportProgress(deps.db, row.id, 95);
    fileKey = await deps.storage.put(zip);
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_VALID_HOURS * HOUR_MS);
    const ready = await deps.db.transaction(async (tx) => {
      const done = await markExportReady(tx, row.id, { fileKey: fileKey!, sizeBytes: zip.length, readyAt, expiresAt });
      if (done) await notify(tx, row.userId, { notice: notices.dataExportReady(), link: paths.myData });
      return done;
    });
    if (!ready) await deps.storage.remove(fileKey);
  } catch (err) {
    if (fileKey) await deps.storage.remove(fileKey).catch(() => undefined);
    // Logged by its kind only: the error of a member's records may quote them.
    deps.log.warn({ exportId: row.id, kind: (err as Error)?.name }, 'data export failed');
    await markExportFailed(deps.db, row.id, `build failed: ${(err as Error)?.name ?? 'error'}`);
  }
}

/**
 * The hourly sweep: expired ZIPs are deleted (in batches, each removed once its row no longer
 * names it), exports whose job was lost are failed, and rows older than 30 days go.
 */
export async function sweepDataExports(deps: { db: Db; storage: Storage }, now = new Date()) {
  let removed = 0;
  for (;;) {
    const keys = await deps.db.transaction((tx) => takeExpiredFiles(tx, now, 100));
    await Promise.all(keys.map((key) => deps.storage.remove(key)));
    removed += keys.length;
    if (keys.length < 100) break;
  }
  const stale = await failStaleExports(deps.db, new Date(now.getTime() - STALE_AFTER_MS));
  await deleteOldExports(deps.db, new Date(now.getTime() - KEEP_ROWS_MS));
  return { removed, failed: stale.length };
}
