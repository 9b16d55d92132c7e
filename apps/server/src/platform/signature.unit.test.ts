import { describe, expect, it } from 'vitest';
import { deriveSecret, hmacSha256Hex, sameSignature } from './signature.js';

/** Vectors computed with `openssl dgst -sha256 -hmac`, the algorithm Razorpay documents. */
describe('provider signatures', () => {
  it('hex HMAC-SHA256 of the raw body with the webhook secret', () => {
    expect(hmacSha256Hex('whsec_sevak_test', '{"event":"payment.captured","payload":{}}')).toBe(
      '403b358f006e42f74720208427ecfb2f4008f9b4da5719f80120048df1210beb',
    );
    // One changed byte in the body is another signature.
    expect(hmacSha256Hex('whsec_sevak_test', '{"event":"payment.captured","payload":{} }')).not.toBe(
      '403b358f006e42f74720208427ecfb2f4008f9b4da5719f80120048df1210beb',
    );
  });

  it('compares signatures exactly, including length and absence', () => {
    const sig = '3ea8df409715997d22a58eddd95f5825c56810982a63a896886a98fa4b8110c4';
    expect(sameSignature(sig, sig)).toBe(true);
    expect(sameSignature(sig, sig.toUpperCase())).toBe(false);
    expect(sameSignature(sig, sig.slice(0, -1))).toBe(false);
    expect(sameSignature(sig, undefined)).toBe(false);
  });

  it('derives a stable secret per purpose from APP_SECRET', () => {
    const secret = deriveSecret('s'.repeat(64), 'payments-local-webhook-secret');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(deriveSecret('s'.repeat(64), 'payments-local-webhook-secret')).toBe(secret);
    expect(deriveSecret('s'.repeat(64), 'payments-local-key-secret')).not.toBe(secret);
    expect(deriveSecret('t'.repeat(64), 'payments-local-webhook-secret')).not.toBe(secret);
  });
});
