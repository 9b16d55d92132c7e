import { messages, type LoginInput, type User } from '@sevak/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import {
  addressKey,
  countEvent,
  createRateLimiter,
  minutesOf,
  PER_ADDRESS_PER_HOUR,
  type RateLimiter,
} from '../../platform/rate-limit.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { loadUserView, findUserByEmailOrPhone } from '../members/index.js';
import { deleteSession, insertSession } from '../../platform/sessions.js';
import { deviceIdOf, isKnownDevice, knownDeviceCookie, type DeviceCookie } from './known-devices.js';

/**
 * Sign-in limits that throttle the source of the failures, never the owner (docs/decisions/027,
 * NIST SP 800-63B §5.2.2). A source is a known device (one that signed in to the account before:
 * its cookie) or else the client address.
 * - perSource: 10 attempts per account and source in 15 minutes; beyond, that source is refused.
 * - hotAccount: after 10 failures on the account in 15 minutes it is under attack: a source that
 *   has failed on it in that time is refused at once; a new address or a known device is checked.
 * - perAccountDay: 100 checked attempts a day per account from sources that are not known devices
 *   (NIST's limit of consecutive failures); beyond, only a known device or a password reset.
 * - perAddress: 300 failed sign-ins an hour per address across accounts (a password spray); many
 *   people share an address in India, known devices are not counted.
 */
export const LOGIN_LIMITS = {
  perSource: { points: 10, durationSeconds: 15 * 60 },
  hotAccount: { points: 10, durationSeconds: 15 * 60 },
  perAccountDay: { points: 100, durationSeconds: 24 * 3600 },
  perAddress: { points: PER_ADDRESS_PER_HOUR, durationSeconds: 3600 },
} as const;

export type LoginLimiters = {
  source: RateLimiter;
  account: RateLimiter;
  accountDay: RateLimiter;
  address: RateLimiter;
};

export function createLoginLimiters(db: Db): LoginLimiters {
  return {
    source: createRateLimiter(db, { keyPrefix: 'login-source', ...LOGIN_LIMITS.perSource }),
    account: createRateLimiter(db, { keyPrefix: 'login-account', ...LOGIN_LIMITS.hotAccount }),
    accountDay: createRateLimiter(db, { keyPrefix: 'login-account-day', ...LOGIN_LIMITS.perAccountDay }),
    address: createRateLimiter(db, { keyPrefix: 'login-address', ...LOGIN_LIMITS.perAddress }),
  };
}

/** An account's counters start again (a password reset: whoever knew the old one is shut out). */
export async function clearLoginLimits(limiters: LoginLimiters, userId: string) {
  await Promise.all([limiters.account.delete(`user:${userId}`), limiters.accountDay.delete(`user:${userId}`)]);
}

export type ClientMeta = { ip: string; userAgent?: string | undefined; deviceCookie?: string | undefined };

const locked = (message: string, waitMs: number) =>
  new AppError('SIGN_IN_LOCKED', message, { retryAfterSeconds: Math.ceil(waitMs / 1000) });

/**
 * Counts this attempt before any password is checked, so parallel guesses cannot outrun the
 * counters (docs/contract.md §9: no check-then-act): each counter is one atomic upsert, and a refused
 * attempt checks no password at all. Returns how to give the counts back after a success.
 */
async function admitAttempt(limiters: LoginLimiters, account: string, client: ClientMeta, known: boolean) {
  const address = addressKey(client.ip);
  const source = known ? `device:${deviceIdOf(client.deviceCookie)}` : `address:${address}`;
  const attempts = await countEvent(limiters.source, `${account}|${source}`);
  if (attempts.count > limiters.source.points) {
    throw locked(messages.auth.tooManyAttempts(minutesOf(attempts.msBeforeNext)), attempts.msBeforeNext);
  }
  if (!known) {
    // Under attack: a source that has failed on this account already is not checked again.
    const failures = await limiters.account.get(account);
    if (failures && failures.consumedPoints >= limiters.account.points && attempts.count > 1) {
      throw locked(messages.auth.tooManyAttempts(minutesOf(failures.msBeforeNext)), failures.msBeforeNext);
    }
    const fromAddress = await countEvent(limiters.address, address);
    if (fromAddress.count > limiters.address.points) {
      throw locked(messages.auth.networkBusy(minutesOf(fromAddress.msBeforeNext)), fromAddress.msBeforeNext);
    }
    const today = await countEvent(limiters.accountDay, account);
    if (today.count > limiters.accountDay.points) {
      await limiters.address.reward(address, 1);
      throw locked(messages.auth.accountCapped, today.msBeforeNext);
    }
  }
  return {
    failed: () => limiters.account.penalty(account, 1),
    succeeded: () =>
      Promise.all([
        limiters.source.delete(`${account}|${source}`),
        ...(known ? [] : [limiters.address.reward(address, 1), limiters.accountDay.reward(account, 1)]),
      ]),
  };
}

/** A new session of the member: its token (the database keeps only its hash). */
export async function openSession(db: Db, userId: string, client: Pick<ClientMeta, 'ip' | 'userAgent'>) {
  const token = newToken();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip,
  });
  return token;
}

/**
 * Email or phone + password → a new session. Unknown accounts and wrong passwords get the same
 * answer in the same time. Attempts count against the account — the account itself, whichever of
 * its email or phone was typed — per source (admitAttempt); a success gives them back and makes
 * this browser a known device of the account. The answer carries the member's record as the API
 * shows it.
 */
export async function loginWithPassword(
  deps: { db: Db; loginLimiters: LoginLimiters; appSecret: string },
  input: LoginInput,
  client: ClientMeta,
): Promise<{ token: string; user: UserRow; view: User; device: DeviceCookie }> {
  const user = await findUserByEmailOrPhone(deps.db, input.emailOrPhone);
  const account = user ? `user:${user.id}` : `name:${input.emailOrPhone.trim().toLowerCase()}`;
  const known = user ? isKnownDevice(deps.appSecret, client.deviceCookie, user) : false;
  const attempt = await admitAttempt(deps.loginLimiters, account, client, known);

  const passwordOk = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!user || !passwordOk) {
    await attempt.failed();
    throw new AppError('INVALID_CREDENTIALS', messages.auth.invalidCredentials);
  }

  await attempt.succeeded();
  const token = await openSession(deps.db, user.id, client);
  return {
    token,
    user,
    view: await loadUserView(deps.db, user),
    device: knownDeviceCookie(deps.appSecret, client.deviceCookie, user),
  };
}

export async function logout(db: Db, sessionId: string) {
  await deleteSession(db, sessionId);
}
