import { useCallback, useState } from 'react';
import { ApiError } from './api';

/**
 * A v4 UUID for an Idempotency-Key (docs/contract.md §5b); `randomUUID` needs a secure context (https,
 * localhost), `getRandomValues` does not (a phone on the local network over http).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key of a money form: one per request the person means. It is kept when the
 * answer never came (a network error, a 5xx), so the retry replays instead of moving money twice;
 * a new one follows a success, or a refusal that moved nothing (a 4xx other than a key clash), so
 * a corrected request is a new one.
 */
export function useIdempotencyKey() {
  const [key, setKey] = useState(newIdempotencyKey);
  const settle = useCallback((error?: unknown) => {
    const refused =
      error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'IDEMPOTENCY_KEY_REUSED';
    if (error === undefined || refused) setKey(newIdempotencyKey());
  }, []);
  return { key, settle };
}
