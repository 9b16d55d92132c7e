import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { rateLimits } from '../db/schema/index.js';
import type { Db } from './db.js';

/**
 * Counters kept in PostgreSQL (rate-limiter-flexible's Drizzle store), so every API instance
 * sees the same counts. `points` events are allowed per `durationSeconds`.
 */
export function createRateLimiter(
  db: Db,
  options: { keyPrefix: string; points: number; durationSeconds: number },
) {
  return new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
