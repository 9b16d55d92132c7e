import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; userAgent?: string | null; ip?: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The session of a token hash with its member, in one round trip. */
export async function findSessionWithUser(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: DbOrTx, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function deleteSession(db: DbOrTx, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Revokes every session of a member (password change, role change, deletion). */
export async function deleteSessionsOfUser(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
