import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for data at rest (docs/contract.md §9: identity images, Aadhaar numbers). Each purpose gets
 * its own key, derived from APP_SECRET with HKDF, so one leaked derived key opens nothing else.
 * Layout: version (1 byte) | IV (12) | auth tag (16) | ciphertext.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type Cipher = { encrypt(plain: Buffer): Buffer; decrypt(sealed: Buffer): Buffer };

export function createCipher(appSecret: string, purpose: string): Cipher {
  const key = Buffer.from(hkdfSync('sha256', appSecret, 'sevak', purpose, 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    decrypt(sealed) {
      if (sealed[0] !== VERSION) throw new Error('unknown encryption version');
      const iv = sealed.subarray(1, 1 + IV_BYTES);
      const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
    },
  };
}
