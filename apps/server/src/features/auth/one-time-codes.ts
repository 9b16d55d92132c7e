import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../platform/db.js';
import { createRateLimiter, type RateLimiter } from '../../platform/rate-limit.js';

/** A 6-digit one-time code (password recovery, phone sign-in). */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are kept only as an HMAC keyed by APP_SECRET and the code's row: a leaked table does not reveal them. */
export function hashCode(appSecret: string, codeId: string, code: string): string {
  return createHmac('sha256', appSecret).update(`${codeId}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** One limiter of codes per account for each database (tests open many): `points` in `durationSeconds`. */
export function codeLimiterPerDatabase(keyPrefix: string, points: number, durationSeconds: number) {
  const limiters = new WeakMap<Db, RateLimiter>();
  return (db: Db): RateLimiter => {
    let limiter = limiters.get(db);
    if (!limiter) limiters.set(db, (limiter = createRateLimiter(db, { keyPrefix, points, durationSeconds })));
    return limiter;
  };
}
