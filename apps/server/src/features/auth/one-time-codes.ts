import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

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
