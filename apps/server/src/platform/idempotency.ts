import { z } from 'zod';

/**
 * The optional Idempotency-Key header of money-moving writes (DESIGN §5b): the same key with the
 * same body answers the first result again and changes nothing; with another body it is a 409.
 * A loose object: the route's other headers (cookie, origin...) pass through untouched.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'The Idempotency-Key header must be at most 200 characters.')
    .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header must be printable ASCII without spaces.')
    .optional(),
});
