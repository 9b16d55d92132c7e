import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens, reset grants. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (docs/contract.md §9). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
