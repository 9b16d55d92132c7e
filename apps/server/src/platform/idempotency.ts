import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messages } from '@sevak/shared';
import { idempotencyKeys } from '../db/schema/index.js';
import { currentUser, type Authenticated } from './auth.js';
import type { Db, DbOrTx } from './db.js';
import { AppError } from './errors.js';
import { defineJob } from './jobs.js';

/**
 * The optional Idempotency-Key header of money-moving writes (docs/contract.md §5b): the same key with the
 * same body answers the first result again and changes nothing; with another body it is a 409.
 * A loose object: the route's other headers (cookie, origin...) pass through untouched.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'The Idempotency-Key header must be at most 200 characters.')
    .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header must be printable ASCII without spaces.')
    .optional(),
});

/** How long a key's answer is kept: a retry comes within minutes; a day covers a phone left offline. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

/** What a keyed write answers: its status and body, replayed as they are to every copy. */
export type KeyedAnswer<T> = { statusCode: number; body: T };

export type KeyedClaim = {
  actorId: string;
  /** The operation, e.g. 'withdrawal.request'. */
  scope: string;
  key: string | undefined;
  /** What makes two requests the same (body and path parameters). */
  request: unknown;
};

function hashOf(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(request) ?? '')
    .digest('hex');
}

/**
 * Runs a keyed write once (docs/decisions/026). The key is claimed by inserting its row first
 * thing in the write's own transaction: a copy sent at the same time waits on PostgreSQL's unique
 * index until that transaction ends, then finds the answer it stored and replays it; if the
 * first copy was refused (it threw, its transaction and claim rolled back) the copy runs the
 * write itself — a refusal changed nothing. The same key with another request is a 409. Without
 * a key the write simply runs.
 */
export async function answerOnce<T>(
  db: Db,
  claim: KeyedClaim,
  write: (tx: DbOrTx) => Promise<KeyedAnswer<T>>,
): Promise<KeyedAnswer<T> & { replayed: boolean }> {
  if (claim.key === undefined) return { ...(await write(db)), replayed: false };
  const where = and(
    eq(idempotencyKeys.actorId, claim.actorId),
    eq(idempotencyKeys.scope, claim.scope),
    eq(idempotencyKeys.key, claim.key),
  );
  const requestHash = hashOf(claim.request);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({ actorId: claim.actorId, scope: claim.scope, key: claim.key!, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed) {
      // Read committed: this statement sees the row the first copy committed while the insert waited.
      const [earlier] = await tx.select().from(idempotencyKeys).where(where);
      if (!earlier || earlier.requestHash !== requestHash || earlier.statusCode === null) {
        throw new AppError('IDEMPOTENCY_KEY_REUSED', messages.ledger.idempotencyKeyReused);
      }
      return { statusCode: earlier.statusCode, body: earlier.body as T, replayed: true };
    }
    const answer = await write(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, body: answer.body as object })
      .where(where);
    return { ...answer, replayed: false };
  });
}

/**
 * A keyed write's route: the signed-in sender, the Idempotency-Key header and the request (body
 * and path parameters) make the claim; every copy gets the first answer's status and body, a
 * replay marked `Idempotent-Replayed: true`.
 */
export async function replyOnce<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  write: (tx: DbOrTx, auth: Authenticated) => Promise<KeyedAnswer<T>>,
): Promise<T> {
  const auth = await currentUser(request);
  const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
  const answer = await answerOnce(
    request.server.db,
    { actorId: auth.user.id, scope, key, request: { params: request.params, body: request.body } },
    (tx) => write(tx, auth),
  );
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  void reply.code(answer.statusCode);
  return answer.body;
}

/** Forgets answers older than the retention (the hourly sweep); how many went. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 3600_000);
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ one: sql`1` });
  return gone.length;
}

/** Hourly: keyed answers older than a day are forgotten. */
export const sweepIdempotencyKeysJob = defineJob({
  name: 'sweep-idempotency-keys',
  schedule: '41 * * * *',
  async handler(_data, ctx) {
    const removed = await sweepIdempotencyKeys(ctx.db);
    if (removed > 0) ctx.log.info({ removed }, 'idempotency keys swept');
  },
});
