import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { EkycStatus } from '@sevak/shared';
import { documents, ekycSubmissions, users, type EkycRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export type NewEkyc = typeof ekycSubmissions.$inferInsert;

/** A new pending submission; the partial unique index refuses a second pending one (a unique violation). */
export async function insertEkyc(db: DbOrTx, values: NewEkyc): Promise<EkycRow> {
  const [row] = await db.insert(ekycSubmissions).values(values).returning();
  return row!;
}

/** The member's latest submission, whatever its status. */
export async function findLatestEkyc(db: DbOrTx, userId: string): Promise<EkycRow | undefined> {
  const [row] = await db
    .select()
    .from(ekycSubmissions)
    .where(eq(ekycSubmissions.userId, userId))
    .orderBy(desc(ekycSubmissions.submittedAt), desc(ekycSubmissions.id))
    .limit(1);
  return row;
}

/** The member's verified account: the latest approved submission. */
export async function findApprovedEkyc(db: DbOrTx, userId: string): Promise<EkycRow | undefined> {
  const [row] = await db
    .select()
    .from(ekycSubmissions)
    .where(and(eq(ekycSubmissions.userId, userId), eq(ekycSubmissions.status, 'approved')))
    .orderBy(desc(ekycSubmissions.reviewedAt), desc(ekycSubmissions.id))
    .limit(1);
  return row;
}

export async function findEkycById(db: DbOrTx, id: string): Promise<EkycRow | undefined> {
  const [row] = await db.select().from(ekycSubmissions).where(eq(ekycSubmissions.id, id));
  return row;
}

/**
 * Decides a pending submission in one conditional UPDATE: of two admins acting at once, one
 * matches; undefined when it was not pending.
 */
export async function decidePendingEkyc(
  tx: DbOrTx,
  id: string,
  decision: { status: Exclude<EkycStatus, 'pending'>; reason: string | null; reviewedBy: string },
): Promise<EkycRow | undefined> {
  const [row] = await tx
    .update(ekycSubmissions)
    .set({ ...decision, reviewedAt: new Date() })
    .where(and(eq(ekycSubmissions.id, id), eq(ekycSubmissions.status, 'pending')))
    .returning();
  return row;
}

/** The member's other approved submissions (replaced by a newer approval): their images go. */
export async function findOtherApproved(tx: DbOrTx, userId: string, keepId: string) {
  return tx
    .select({ id: ekycSubmissions.id })
    .from(ekycSubmissions)
    .where(and(eq(ekycSubmissions.userId, userId), eq(ekycSubmissions.status, 'approved')))
    .then((rows) => rows.filter((r) => r.id !== keepId));
}

/** Pending submissions, oldest first, with their members (live ones). */
export async function findPendingEkycs(db: DbOrTx) {
  return db
    .select({ ekyc: ekycSubmissions, user: users })
    .from(ekycSubmissions)
    .innerJoin(users, eq(users.id, ekycSubmissions.userId))
    .where(and(eq(ekycSubmissions.status, 'pending'), isNull(users.deletedAt)))
    .orderBy(asc(ekycSubmissions.submittedAt), asc(ekycSubmissions.id));
}

/** The images of these submissions. */
export async function findEkycDocuments(db: DbOrTx, ekycIds: string[]) {
  if (ekycIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(and(isNotNull(documents.ekycId), inArray(documents.ekycId, ekycIds)));
}

/** Deletes these submissions' images (rows); the caller removes the files after commit. */
export async function deleteEkycDocuments(tx: DbOrTx, ekycIds: string[]) {
  if (ekycIds.length === 0) return [];
  return tx.delete(documents).where(inArray(documents.ekycId, ekycIds)).returning();
}
