import { and, asc, eq } from 'drizzle-orm';
import { remarks } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** A member's remarks, oldest first. */
export async function findRemarksOfUser(db: DbOrTx, userId: string) {
  return db.select().from(remarks).where(eq(remarks.userId, userId)).orderBy(asc(remarks.createdAt), asc(remarks.id));
}

export async function insertRemark(db: DbOrTx, values: { userId: string; remark: string; createdBy: string }) {
  const [row] = await db.insert(remarks).values(values).returning();
  return row!;
}

/** Ticks or unticks a remark of that member; undefined when there is none. */
export async function updateRemarkStatus(db: DbOrTx, id: string, userId: string, isCompleted: boolean) {
  const [row] = await db
    .update(remarks)
    .set({ isCompleted })
    .where(and(eq(remarks.id, id), eq(remarks.userId, userId)))
    .returning({ id: remarks.id });
  return row;
}

/** Deletes a remark; undefined when there is none. */
export async function deleteRemarkRow(db: DbOrTx, id: string) {
  const [row] = await db
    .delete(remarks)
    .where(eq(remarks.id, id))
    .returning({ id: remarks.id, userId: remarks.userId });
  return row;
}
