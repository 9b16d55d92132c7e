import type { FastifyRequest } from 'fastify';
import { RateLimiterDrizzle, type RateLimiterRes } from 'rate-limiter-flexible';
import { messages } from '@sevak/shared';
import { AppError } from './errors.js';
import { rateLimits } from '../db/schema/index.js';
import type { Db } from './db.js';

/**
 * Counters kept in PostgreSQL (rate-limiter-flexible's Drizzle store), so every API instance
 * sees the same counts. `points` events are allowed per `durationSeconds`.
 */
export function createRateLimiter(db: Db, options: { keyPrefix: string; points: number; durationSeconds: number }) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Counts one event for `key` (an atomic upsert, safe under any concurrency): 0 while within the
 * limit, beyond it the milliseconds until the window ends.
 */
export async function consumeAndWait(limiter: RateLimiter, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (res) {
    if (res instanceof Error) throw res;
    return Math.max(1, (res as RateLimiterRes).msBeforeNext);
  }
}

/** Counts one event for `key`; beyond the limit, 429 with Retry-After. */
export async function consumeOrThrow(limiter: RateLimiter, key: string): Promise<void> {
  const waitMs = await consumeAndWait(limiter, key);
  if (waitMs > 0)
    throw new AppError('RATE_LIMITED', messages.common.rateLimited, { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/**
 * A preHandler allowing `points` calls per client address per `durationSeconds` (registration,
 * code requests): 429 with Retry-After beyond that. `exempt` lets some callers through (an
 * admin entering members one after another at a sign-up camp).
 */
export function createIpLimit(db: Db) {
  return (
    name: string,
    points: number,
    durationSeconds: number,
    exempt?: (request: FastifyRequest) => Promise<boolean>,
  ) => {
    const limiter = createRateLimiter(db, { keyPrefix: `ip-${name}`, points, durationSeconds });
    return async (request: FastifyRequest) => {
      if (exempt && (await exempt(request))) return;
      await consumeOrThrow(limiter, request.ip);
    };
  };
}
