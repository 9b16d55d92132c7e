import { randomUUID } from 'node:crypto';
import { phoneSignInMessages, type User } from '@sevak/shared';
import type { MemberRow, UserRow } from '../../db/schema/index.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import { consumeAndWait, consumeOrThrow } from '../../platform/rate-limit.js';
import { findUserByEmailOrPhone, loadUserView, markPhoneVerified } from '../members/index.js';
import { queueText } from '../texts/index.js';
import { openSession } from './auth.service.js';
import { codeLimiterPerDatabase, hashCode, newSixDigitCode, sameHash } from './one-time-codes.js';
import {
  findLiveSignInCode,
  replaceSignInCode,
  spendSignInTry,
  useSignInCode,
  type CodePurpose,
} from './phone-sign-in.repo.js';

/**
 * Signing in with a code sent to the phone (docs/decisions/040): 6 digits, 5 minutes, 5 tries,
 * single use, at most 5 codes an hour per account; per address only what many people behind one
 * carrier-grade NAT address need. Asking answers the same whether or not the number is a
 * member's, and does the same work (a job is queued either way). Password sign-in stays.
 */
export const PHONE_SIGN_IN_POLICY = { codeTtlMs: 5 * 60_000, maxTries: 5, codesPerHour: 5 } as const;

export const SEND_SIGN_IN_CODE_JOB = 'send-sign-in-code';

const codesPerAccount = codeLimiterPerDatabase('sign-in-code', PHONE_SIGN_IN_POLICY.codesPerHour, 3600);

/** POST /auth/phone-code: queues the job that sends the code, whoever the number is. */
export async function requestSignInCode(deps: { jobs: Pick<JobQueue, 'send'> }, phone: string) {
  await deps.jobs.send(SEND_SIGN_IN_CODE_JOB, { phone });
}

/**
 * The job: a member with this number gets a new code by SMS (replacing an earlier one), within
 * the hourly allowance; anyone else, nothing. Answers whether a code was queued.
 */
export async function sendSignInCode(deps: { db: Db; appSecret: string }, phone: string): Promise<boolean> {
  const user = await findUserByEmailOrPhone(deps.db, phone);
  if (!user || user.phone !== phone || user.deletedAt) return false;
  if ((await consumeAndWait(codesPerAccount(deps.db), user.id)) > 0) return false;
  await issueCode(deps, user.id, 'sign_in');
  return true;
}

/**
 * A new 6-digit code of `purpose` for the member (replacing their open one), kept as its HMAC for
 * 5 minutes, and its text to their phone queued in the same transaction (a code goes at any hour).
 */
async function issueCode(deps: { db: Db; appSecret: string }, userId: string, purpose: CodePurpose) {
  const code = newSixDigitCode();
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    await replaceSignInCode(tx, {
      id,
      userId,
      purpose,
      codeHash: hashCode(deps.appSecret, id, code),
      expiresAt: new Date(Date.now() + PHONE_SIGN_IN_POLICY.codeTtlMs),
    });
    await queueText(tx, {
      userId,
      template: purpose === 'sign_in' ? 'signInCode' : 'phoneCode',
      vars: { code },
      dedupeKey: `${purpose === 'sign_in' ? 'sign-in' : 'verify-phone'}:${id}`,
    });
  });
}

/**
 * POST /auth/phone-login: the right code opens a session, once. Each try is spent before the
 * comparison in one conditional UPDATE, so no number of parallel guesses gets more than 5
 * compared (docs/contract.md §9); an unknown number and a wrong code get the same answer.
 */
export async function loginWithPhoneCode(
  deps: { db: Db; appSecret: string },
  input: { phone: string; code: string },
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; user: UserRow; view: User }> {
  const user = await findUserByEmailOrPhone(deps.db, input.phone);
  if (!user || user.phone !== input.phone || user.deletedAt) throw codeInvalid();
  await useCode(deps, user.id, 'sign_in', input.code);
  // The code reached this phone: it is the member's.
  const verified = await markPhoneVerified(deps.db, user.id, user.phone);
  const token = await openSession(deps.db, user.id, client);
  return { token, user: verified ?? user, view: await loadUserView(deps.db, verified ?? user) };
}

const codeInvalid = () => AppError.onField('CODE_INVALID', 'code', phoneSignInMessages.codeInvalid);

/**
 * Uses the member's live code of `purpose` if `code` is it: each try is spent before the
 * comparison in one conditional UPDATE, so no number of parallel guesses gets more than 5
 * compared; the right code works once.
 */
async function useCode(deps: { db: Db; appSecret: string }, userId: string, purpose: CodePurpose, code: string) {
  const now = new Date();
  const live = await findLiveSignInCode(deps.db, userId, purpose, now);
  if (!live) throw codeInvalid();
  const spent = await spendSignInTry(deps.db, live.id, PHONE_SIGN_IN_POLICY.maxTries, now);
  if (!spent) {
    throw new AppError('CODE_TRIES_EXCEEDED', phoneSignInMessages.tooManyTries, {
      retryAfterSeconds: Math.max(1, Math.ceil((live.expiresAt.getTime() - Date.now()) / 1000)),
    });
  }
  if (!sameHash(hashCode(deps.appSecret, spent.id, code), spent.codeHash)) throw codeInvalid();
  if (!(await useSignInCode(deps.db, spent.id))) throw codeInvalid();
}

const verifyCodesPerAccount = codeLimiterPerDatabase('verify-phone-code', PHONE_SIGN_IN_POLICY.codesPerHour, 3600);

/**
 * POST /auth/phone/verify-code: a code to the signed-in member's own phone, to prove it is
 * theirs (at most 5 an hour; a new one replaces the last). A verified phone needs none.
 */
export async function sendPhoneVerificationCode(
  deps: { db: Db; appSecret: string },
  user: Pick<MemberRow, 'id' | 'phone' | 'phoneVerifiedAt'>,
) {
  if (user.phoneVerifiedAt) return { message: phoneSignInMessages.phoneAlreadyVerified, sent: false };
  await consumeOrThrow(verifyCodesPerAccount(deps.db), user.id);
  await issueCode(deps, user.id, 'verify_phone');
  return { message: phoneSignInMessages.verifyCodeSent, sent: true };
}

/** POST /auth/phone/verify: the code sent to the member's phone marks it verified. */
export async function verifyPhone(
  deps: { db: Db; appSecret: string },
  user: Pick<MemberRow, 'id' | 'phone' | 'phoneVerifiedAt'>,
  code: string,
) {
  if (!user.phoneVerifiedAt) {
    await useCode(deps, user.id, 'verify_phone', code);
    await markPhoneVerified(deps.db, user.id, user.phone);
  }
  return { message: phoneSignInMessages.phoneVerified };
}
