import { z } from 'zod';

/** The one error body of the API (DESIGN §5). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), msg: z.string() })).optional(),
  success: z.literal(false).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
