import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signatures of provider calls, provider-neutral: each adapter (features/payments/providers.ts,
 * features/withdrawals/payouts.ts) says what it signs, with which secret, in which header.
 */

/** Hex HMAC-SHA256 of `data` with `secret` (how Razorpay and RazorpayX sign, as most providers do). */
export function hmacSha256Hex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison (docs/contract.md §9; providers' SDK helpers compare with ===). */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A local TEST provider's own secret for `purpose`: derived from APP_SECRET (HKDF), stable across restarts, hex. */
export function deriveSecret(appSecret: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', appSecret, 'sevak', purpose, 32)).toString('hex');
}
