import { z } from 'zod';
import { messages } from './messages.js';

/** A member's remark checklist (docs/product-spec.md §3 Remark; docs/contract.md §5 /remark/...). */

/** The spec's remark shape: the completion state as a list of {userId, is_completed}. */
export const remarkSchema = z.object({
  _id: z.string(),
  remark: z.string(),
  userStatus: z.array(z.object({ userId: z.string(), is_completed: z.boolean() })),
  createdAt: z.string(),
});
export type Remark = z.infer<typeof remarkSchema>;

/** GET /remark/user/{userId}, POST /remark/create (the whole list after the addition). */
export const remarkListSchema = z.object({ remarks: z.array(remarkSchema) });
export type RemarkList = z.infer<typeof remarkListSchema>;

/** POST /remark/create */
export const newRemarkSchema = z.object({
  userId: z.uuid(),
  remark: z.string().trim().min(1, messages.remarks.required).max(1000),
});

/** PUT /remark/update-status/{remarkId} */
export const remarkStatusSchema = z.object({ is_completed: z.boolean(), userId: z.uuid() });
