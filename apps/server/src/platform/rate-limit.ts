import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { messages } from '@sevak/shared';
import { currentUser } from './auth.js';
import { AppError } from './errors.js';
import { rateLimits } from '../db/schema/index.js';
import type { Db } from './db.js';

/**
 * What one client address may do in an hour, where a route limits by address (docs/decisions/027).
 * Indian mobile networks put thousands of people behind one address (carrier-grade NAT): an
 * address's allowance is hundreds an hour, and what protects one account is counted per account.
 */
export const PER_ADDRESS_PER_HOUR = 300;

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
 * The client an address stands for: an IPv4 address as it is (an IPv4-mapped IPv6 one too); an
 * IPv6 address by its /64, the prefix a mobile network gives one phone (which may rotate through
 * its addresses at will).
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`);
  return `${prefix.toString()}/64`;
}

/**
 * Counts one event for `key` (an atomic upsert, safe under any concurrency) and says how many the
 * window holds now, with this one, and how long until it ends. Never refuses: the caller decides.
 */
export async function countEvent(limiter: RateLimiter, key: string): Promise<{ count: number; msBeforeNext: number }> {
  try {
    const res = await limiter.consume(key);
    return { count: res.consumedPoints, msBeforeNext: res.msBeforeNext };
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
    return { count: res.consumedPoints, msBeforeNext: Math.max(1, res.msBeforeNext) };
  }
}

/**
 * Counts one event for `key`: 0 while within the limit, beyond it the milliseconds until the
 * window ends.
 */
export async function consumeAndWait(limiter: RateLimiter, key: string): Promise<number> {
  const { count, msBeforeNext } = await countEvent(limiter, key);
  return count > limiter.points ? msBeforeNext : 0;
}

/** Whole minutes, rounded up: "in 38 minutes" is never earlier than the truth. */
export const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** The 429's words, saying when to try again: in minutes up to two hours, then in hours. */
export function rateLimitedMessage(waitMs: number): string {
  const minutes = minutesOf(waitMs);
  return minutes <= 120
    ? messages.common.rateLimitedFor(minutes)
    : messages.common.rateLimitedForHours(Math.ceil(minutes / 60));
}

/** A 429 with Retry-After and words saying when. */
export function rateLimited(waitMs: number): AppError {
  return new AppError('RATE_LIMITED', rateLimitedMessage(waitMs), { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/** Counts one event for `key`; beyond the limit, 429 with Retry-After. */
export async function consumeOrThrow(limiter: RateLimiter, key: string): Promise<void> {
  const waitMs = await consumeAndWait(limiter, key);
  if (waitMs > 0) throw rateLimited(waitMs);
}

/** Marks a preHandler as a limit, so the API description lists its 429 (platform/openapi.ts). */
export const LIMITS_REQUESTS = Symbol('limits requests');

/**
 * A preHandler allowing `points` calls per client address (addressKey) per `durationSeconds`
 * (registration, code requests): 429 with Retry-After beyond that. `exempt` lets some callers
 * through (an admin entering members one after another at a sign-up camp).
 */
export function createIpLimit(db: Db) {
  return (
    name: string,
    points: number,
    durationSeconds: number,
    exempt?: (request: FastifyRequest) => Promise<boolean>,
  ) => {
    const limiter = createRateLimiter(db, { keyPrefix: `ip-${name}`, points, durationSeconds });
    const limit = async (request: FastifyRequest) => {
      if (exempt && (await exempt(request))) return;
      await consumeOrThrow(limiter, addressKey(request.ip));
    };
    return Object.assign(limit, { [LIMITS_REQUESTS]: true });
  };
}

/**
 * A preHandler allowing `points` calls per signed-in member per `durationSeconds` (a password
 * check behind a session): 429 with Retry-After beyond that. Runs after the route's guard.
 */
export function createMemberLimit(db: Db) {
  return (name: string, points: number, durationSeconds: number) => {
    const limiter = createRateLimiter(db, { keyPrefix: `member-${name}`, points, durationSeconds });
    const limit = async (request: FastifyRequest) => {
      await consumeOrThrow(limiter, (await currentUser(request)).user.id);
    };
    return Object.assign(limit, { [LIMITS_REQUESTS]: true });
  };
}
