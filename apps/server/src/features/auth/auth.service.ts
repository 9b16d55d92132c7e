import { messages, type LoginInput, type User } from '@sevak/shared';
import type { UserRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/passwords.js';
import { consumeAndWait, createRateLimiter, type RateLimiter } from '../../platform/rate-limit.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { loadUserView } from '../users/user-view.js';
import { findUserByEmailOrPhone } from '../users/users.repo.js';
import { deleteSession, insertSession } from '../../platform/sessions.js';

/** DESIGN §9: 10 failures per IP per minute, or per account per 15 minutes. */
export const LOGIN_LIMITS = {
  perIp: { points: 10, durationSeconds: 60 },
  perAccount: { points: 10, durationSeconds: 15 * 60 },
} as const;

export type LoginLimiters = { ip: RateLimiter; account: RateLimiter };

export function createLoginLimiters(db: Db): LoginLimiters {
  return {
    ip: createRateLimiter(db, { keyPrefix: 'login-ip', ...LOGIN_LIMITS.perIp }),
    account: createRateLimiter(db, { keyPrefix: 'login-account', ...LOGIN_LIMITS.perAccount }),
  };
}

export type ClientMeta = { ip: string; userAgent?: string | undefined };

/**
 * Counts this attempt against the client address and the account before any password is
 * checked, so parallel guesses cannot outrun the counters (DESIGN §9: no check-then-act); past
 * either limit, 429 with Retry-After and no password check at all.
 */
async function consumeLoginAttempt(limiters: LoginLimiters, ip: string, account: string) {
  const waits = await Promise.all([consumeAndWait(limiters.ip, ip), consumeAndWait(limiters.account, account)]);
  const blockedMs = Math.max(...waits);
  if (blockedMs > 0) {
    const seconds = Math.ceil(blockedMs / 1000);
    throw new AppError('SIGN_IN_LOCKED', messages.auth.tooManyAttempts(Math.ceil(seconds / 60)), {
      retryAfterSeconds: seconds,
    });
  }
}

/**
 * Email or phone + password → a new session. Unknown accounts and wrong passwords get the same
 * answer in the same time. Every attempt counts against the IP and the account — the account
 * itself, whichever of its email or phone was typed — and a success gives both back. The answer
 * carries the member's record as the API shows it.
 */
export async function loginWithPassword(
  deps: { db: Db; loginLimiters: LoginLimiters },
  input: LoginInput,
  client: ClientMeta,
): Promise<{ token: string; user: UserRow; view: User }> {
  const user = await findUserByEmailOrPhone(deps.db, input.emailOrPhone);
  const account = user ? `user:${user.id}` : `name:${input.emailOrPhone.trim().toLowerCase()}`;
  await consumeLoginAttempt(deps.loginLimiters, client.ip, account);

  const passwordOk = user
    ? await verifyPassword(input.password, user.passwordHash)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS', messages.auth.invalidCredentials);

  await Promise.all([deps.loginLimiters.account.delete(account), deps.loginLimiters.ip.reward(client.ip, 1)]);
  const token = newToken();
  await insertSession(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    userAgent: client.userAgent?.slice(0, 512) ?? null,
    ip: client.ip,
  });
  return { token, user, view: await loadUserView(deps.db, user) };
}

export async function logout(db: Db, sessionId: string) {
  await deleteSession(db, sessionId);
}
