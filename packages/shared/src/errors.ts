import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './error-codes.js';

/** The codes as a zod enum: OpenAPI's ErrorCode component. */
export const errorCodeSchema = z
  .enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]])
  .meta({ id: 'ErrorCode' });

/**
 * One bad field. `code` when a rule of ours refused it (EMAIL_TAKEN...); a field that failed its
 * schema has none: its `msg` is the shared schema's own message.
 */
export const fieldErrorSchema = z.object({ path: z.string(), msg: z.string(), code: errorCodeSchema.optional() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one error body of the API (docs/contract.md §5), with its stable `code`. */
export const errorBodySchema = z
  .object({
    code: errorCodeSchema,
    message: z.string(),
    errors: z.array(fieldErrorSchema).optional(),
    success: z.literal(false).optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;
