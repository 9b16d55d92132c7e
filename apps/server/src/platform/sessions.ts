import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { sessions, users } from '../db/schema/index.js';
import { preparedOnce, type Db, type DbOrTx } from './db.js';

/** The sessions table: signed-in devices (docs/contract.md §9). The platform's, as every guarded request reads it. */

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; tokenHash: string; userAgent?: string | null; ip?: string | null },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/**
 * The member's columns a request may need: all but the search document (a tsvector the size of
 * their business description, which only search reads, in SQL).
 */
const { searchDocument: _searchDocument, ...sessionUserColumns } = getTableColumns(users);

const sessionLookup = preparedOnce((db: Db) =>
  db
    .select({ session: sessions, user: sessionUserColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_with_user'),
);

/**
 * The session of a token hash with its member, in one round trip. Every signed-in request makes
 * it, so it is a prepared statement: built once, planned once per connection (bench/user-list:
 * ~5× the plain query's rate).
 */
export async function findSessionWithUser(db: Db, tokenHash: string) {
  const [row] = await sessionLookup(db).execute({ tokenHash });
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

/** Revokes every session of a member but one (a password change keeps the device that made it). */
export async function deleteOtherSessions(db: DbOrTx, userId: string, keptSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId)));
}
