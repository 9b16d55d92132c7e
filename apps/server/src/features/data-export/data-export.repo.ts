import { and, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { dataExports, users, type DataExportRow } from '../../db/schema/index.js';
import { rawRows, type DbOrTx } from '../../platform/db.js';

const IN_PROGRESS = ['queued', 'running'] as const;

/** The live member's row, locked for the transaction: a member's export requests pass one at a time. */
export async function lockLiveMemberRow(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  return row;
}

export async function findExportInProgress(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, [...IN_PROGRESS])))
    .limit(1);
  return row;
}

/** When the member's exports since `since` were asked for (failed ones do not count), oldest first. */
export async function findRecentRequests(db: DbOrTx, userId: string, since: Date) {
  const rows = await db
    .select({ requestedAt: dataExports.requestedAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), gte(dataExports.requestedAt, since), ne(dataExports.status, 'failed')))
    .orderBy(dataExports.requestedAt);
  return rows.map((r) => r.requestedAt);
}

export async function insertExport(tx: DbOrTx, userId: string): Promise<DataExportRow> {
  const [row] = await tx.insert(dataExports).values({ userId }).returning();
  return row!;
}

/** The member's newest export. */
export async function findLatestExport(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
}

/** One export of this member (another member's is not found). */
export async function findExportOfUser(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The job takes the export: queued (or running, when a crashed run is retried) and its member
 * still live. Undefined when there is nothing to do (built already, failed, or the member erased).
 */
export async function claimExport(db: DbOrTx, id: string) {
  const [row] = await db
    .update(dataExports)
    .set({ status: 'running' })
    .where(
      and(
        eq(dataExports.id, id),
        inArray(dataExports.status, [...IN_PROGRESS]),
        sql`exists (select 1 from ${users} u where u.id = ${dataExports.userId} and u.deleted_at is null)`,
      ),
    )
    .returning();
  return row;
}

export async function setExportProgress(db: DbOrTx, id: string, progress: number) {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')));
}

/** The built ZIP is in place: ready until `expiresAt`. Undefined if the export is no longer running (erased). */
export async function markExportReady(
  tx: DbOrTx,
  id: string,
  file: { fileKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
) {
  const [row] = await tx
    .update(dataExports)
    .set({ status: 'ready', progress: 100, ...file })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'running')))
    .returning();
  return row;
}

export async function markExportFailed(db: DbOrTx, id: string, error: string) {
  await db
    .update(dataExports)
    .set({ status: 'failed', error })
    .where(and(eq(dataExports.id, id), inArray(dataExports.status, [...IN_PROGRESS])));
}

/** Exports queued or running since before `before` (their job was lost): failed, so the member may ask again. */
export async function failStaleExports(db: DbOrTx, before: Date) {
  return db
    .update(dataExports)
    .set({ status: 'failed', error: 'stale: the job did not finish' })
    .where(and(inArray(dataExports.status, [...IN_PROGRESS]), lt(dataExports.requestedAt, before)))
    .returning({ id: dataExports.id });
}

/**
 * Ready exports past their expiry lose their file: the keys to remove, once committed (a crash
 * before removal leaves files no row references, which the orphan sweeper removes). Rows another
 * run holds are skipped.
 */
export async function takeExpiredFiles(tx: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await rawRows<{ file_key: string }>(
    tx,
    sql`
    with expired as (
      select id, file_key from ${dataExports}
      where file_key is not null and expires_at <= ${now.toISOString()}::timestamptz
      order by expires_at limit ${limit} for update skip locked)
    update ${dataExports} d set file_key = null from expired where d.id = expired.id
    returning expired.file_key`,
  );
  return rows.map((r) => r.file_key);
}

/** Rows of exports asked for before `before` whose file is gone (the history the page and the daily limit need is kept). */
export async function deleteOldExports(db: DbOrTx, before: Date) {
  await db.delete(dataExports).where(and(lt(dataExports.requestedAt, before), isNull(dataExports.fileKey)));
}

/** A member's erasure: their exports go; the keys of the files to remove once committed. */
export async function deleteExportsOfUser(tx: DbOrTx, userId: string): Promise<string[]> {
  const rows = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ fileKey: dataExports.fileKey });
  return rows.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
}
