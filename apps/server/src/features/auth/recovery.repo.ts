import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { passwordResets } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

/** A code not used yet and not expired at `now`. */
const live = (now: Date) => and(isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

/** Spends every code of the member still open (a new code replaces them). */
export async function expireOpenCodes(tx: DbOrTx, userId: string) {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

export async function insertResetCode(
  tx: DbOrTx,
  values: { id: string; userId: string; codeHash: string; expiresAt: Date },
) {
  await tx.insert(passwordResets).values(values);
}

/** The member's newest live code. */
export async function findLatestLiveCode(db: DbOrTx, userId: string, now: Date) {
  const [latest] = await db
    .select({ id: passwordResets.id, tries: passwordResets.tries, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), live(now)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return latest;
}

/** Spends one try of a live code in one conditional UPDATE; undefined once `maxTries` are spent (or the code is gone). */
export async function spendCodeTry(db: DbOrTx, id: string, maxTries: number, now: Date) {
  const [reset] = await db
    .update(passwordResets)
    .set({ tries: sql`${passwordResets.tries} + 1` })
    .where(and(eq(passwordResets.id, id), live(now), lt(passwordResets.tries, maxTries)))
    .returning({ id: passwordResets.id, codeHash: passwordResets.codeHash });
  return reset;
}

/** Uses a code up, giving it a reset grant; undefined when it was used already (the same code sent twice at once). */
export async function exchangeCodeForGrant(db: DbOrTx, id: string, grant: { grantHash: string; grantExpiresAt: Date }) {
  const [spent] = await db
    .update(passwordResets)
    .set({ usedAt: new Date(), ...grant })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return spent;
}

/** Takes the member's live grant of this hash (it works once); undefined when there is none. */
export async function takeResetGrant(tx: DbOrTx, userId: string, grantHash: string) {
  const [reset] = await tx
    .update(passwordResets)
    .set({ grantHash: null, grantExpiresAt: null })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.grantHash, grantHash),
        gt(passwordResets.grantExpiresAt, new Date()),
      ),
    )
    .returning({ id: passwordResets.id });
  return reset;
}
