import { randomUUID } from 'node:crypto';
import { recoveryMessages } from '@sevak/shared';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { Mailer } from '../../platform/mail.js';
import { translate } from '../../i18n/index.js';
import { consumeAndWait } from '../../platform/rate-limit.js';
import { assertUncommonPassword, hashPassword } from '../../platform/passwords.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { findUserByEmailOrPhone, findUserById, setPasswordHash } from '../members/index.js';
import { deleteSessionsOfUser } from '../../platform/sessions.js';
import { clearLoginLimits, type LoginLimiters } from './auth.service.js';
import { codeLimiterPerDatabase, hashCode, newSixDigitCode, sameHash } from './one-time-codes.js';
import {
  exchangeCodeForGrant,
  expireOpenCodes,
  findLatestLiveCode,
  insertResetCode,
  spendCodeTry,
  takeResetGrant,
} from './recovery.repo.js';

/** docs/contract.md §9: 6 digits, 10 minutes, 5 tries, single use, at most 3 codes per hour per account. */
export const RECOVERY_POLICY = {
  codeTtlMs: 10 * 60_000,
  maxTries: 5,
  maxCodesPerHour: 3,
  grantTtlMs: 15 * 60_000,
} as const;

export type RecoveryDeps = { db: Db; appSecret: string };

/** The queued job that mails a code (features/auth/recovery.jobs.ts). */
export const SEND_RESET_CODE_JOB = 'send-password-reset-code';

/** The hourly allowance of codes per account, counted atomically (parallel requests cannot add a 4th). */
const resetCodeLimiterFor = codeLimiterPerDatabase('reset-code', RECOVERY_POLICY.maxCodesPerHour, 3600);

/** The account a forgot-password request names: its id when email and phone belong to one, else null. */
async function findResetTarget(db: Db, input: { email: string; phone: string }): Promise<string | null> {
  const user = await findUserByEmailOrPhone(db, input.email);
  return user && user.phone === input.phone.trim() ? user.id : null;
}

/**
 * POST /auth/forgot-password: the same work whether or not the details match an account — one
 * lookup, one job queued — so neither the answer nor its time tells (docs/contract.md §12). The job mails
 * the code.
 */
export async function requestResetCode(
  deps: { db: Db; jobs: Pick<JobQueue, 'send'> },
  input: { email: string; phone: string },
) {
  const userId = await findResetTarget(deps.db, input);
  await deps.jobs.send(SEND_RESET_CODE_JOB, { userId });
}

/**
 * Emails the member a new code, replacing any earlier one; the fourth within the hour quietly
 * sends nothing. Runs as a queued job (at least once: a repeat after a crash is one more code,
 * still within the hourly allowance).
 */
export async function sendResetCode(deps: RecoveryDeps & { mailer: Mailer }, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) return;
  if ((await consumeAndWait(resetCodeLimiterFor(deps.db), user.id)) > 0) return;

  const code = newSixDigitCode();
  await deps.db.transaction(async (tx) => {
    // A new code replaces any earlier one.
    await expireOpenCodes(tx, user.id);
    const id = randomUUID();
    await insertResetCode(tx, {
      id,
      userId: user.id,
      codeHash: hashCode(deps.appSecret, id, code),
      expiresAt: new Date(Date.now() + RECOVERY_POLICY.codeTtlMs),
    });
  });
  // In the member's language.
  await deps.mailer.send({
    to: user.email,
    subject: translate(user.language, 'mail.resetCode.subject'),
    text: translate(user.language, 'mail.resetCode.text', { name: user.name, code }),
  });
}

/**
 * Checks a code. Right: the code is spent and a short-lived reset grant is returned (the route
 * puts it in an httpOnly cookie). Wrong: 400; after 5 tries, 429. A try is spent before the
 * comparison, in one conditional UPDATE, so no number of parallel guesses gets more than 5
 * comparisons (docs/contract.md §9: no check-then-act).
 */
export async function verifyResetCode(deps: RecoveryDeps, input: { email: string; code: string }): Promise<string> {
  const invalid = AppError.onField('CODE_INVALID', 'code', recoveryMessages.codeInvalid);
  const user = await findUserByEmailOrPhone(deps.db, input.email);
  if (!user) throw invalid;
  const now = new Date();
  const latest = await findLatestLiveCode(deps.db, user.id, now);
  if (!latest) throw invalid;
  const reset = await spendCodeTry(deps.db, latest.id, RECOVERY_POLICY.maxTries, now);
  if (!reset) {
    throw new AppError('CODE_TRIES_EXCEEDED', recoveryMessages.tooManyTries, {
      retryAfterSeconds: Math.max(1, Math.ceil((latest.expiresAt.getTime() - Date.now()) / 1000)),
    });
  }
  if (!sameHash(hashCode(deps.appSecret, reset.id, input.code), reset.codeHash)) throw invalid;
  const grant = newToken();
  const spent = await exchangeCodeForGrant(deps.db, reset.id, {
    grantHash: hashToken(grant),
    grantExpiresAt: new Date(Date.now() + RECOVERY_POLICY.grantTtlMs),
  });
  // The same right code sent twice at once: one grant only.
  if (!spent) throw invalid;
  return grant;
}

/**
 * Sets the new password for the holder of a valid grant, signs the member out everywhere and
 * clears the account's sign-in limits.
 */
export async function resetPassword(
  deps: RecoveryDeps & { loginLimiters: LoginLimiters },
  input: { email: string; newPassword: string; grant: string | undefined },
) {
  const forbidden = new AppError('RESET_GRANT_MISSING', recoveryMessages.grantMissing);
  if (!input.grant) throw forbidden;
  const user = await findUserByEmailOrPhone(deps.db, input.email);
  if (!user) throw forbidden;
  await assertUncommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    const reset = await takeResetGrant(tx, user.id, hashToken(input.grant!));
    if (!reset) throw forbidden;
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteSessionsOfUser(tx, user.id);
  });
  // The account's sign-in limits yield to a reset (docs/decisions/027): the owner, now holding the
  // only valid password, signs in from any device again.
  await clearLoginLimits(deps.loginLimiters, user.id);
}
