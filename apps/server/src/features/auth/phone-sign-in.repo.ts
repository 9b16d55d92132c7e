import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { signInCodes } from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';

const live = (now: Date) => and(isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now));

export type CodePurpose = 'sign_in' | 'verify_phone';

/** A new code for the member; every earlier one of the same purpose still open is spent. */
export async function replaceSignInCode(
  tx: DbOrTx,
  values: { id: string; userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
) {
  await tx
    .update(signInCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(signInCodes.userId, values.userId), eq(signInCodes.purpose, values.purpose), isNull(signInCodes.usedAt)),
    );
  await tx.insert(signInCodes).values(values);
}

export async function findLiveSignInCode(db: DbOrTx, userId: string, purpose: CodePurpose, now: Date) {
  const [row] = await db
    .select({ id: signInCodes.id, expiresAt: signInCodes.expiresAt })
    .from(signInCodes)
    .where(and(eq(signInCodes.userId, userId), eq(signInCodes.purpose, purpose), live(now)))
    .orderBy(desc(signInCodes.createdAt))
    .limit(1);
  return row;
}

/** Spends one try in one conditional UPDATE; undefined once the tries are spent (or the code is gone). */
export async function spendSignInTry(db: DbOrTx, id: string, maxTries: number, now: Date) {
  const [row] = await db
    .update(signInCodes)
    .set({ tries: sql`${signInCodes.tries} + 1` })
    .where(and(eq(signInCodes.id, id), live(now), lt(signInCodes.tries, maxTries)))
    .returning({ id: signInCodes.id, codeHash: signInCodes.codeHash });
  return row;
}

/** The right code is used once: true for the one request that used it. */
export async function useSignInCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(signInCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(signInCodes.id, id), isNull(signInCodes.usedAt)))
    .returning({ id: signInCodes.id });
  return rows.length > 0;
}
