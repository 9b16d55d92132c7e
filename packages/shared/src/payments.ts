import { z } from 'zod';

/**
 * Registration fee payments as the API shows them (DESIGN §5, §7). A payment is created →
 * captured | failed; a capture for a member whose fee is already captured becomes a `duplicate`,
 * which keeps its money trail (provider payment id, capture time) and is refunded.
 */
export const PAYMENT_STATUSES = ['created', 'captured', 'failed', 'duplicate'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A duplicate's refund: asked for (pending), done (processed), or refused by the provider (failed). */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** GET /payment/history (the member's own payments). Amounts in rupees, times ISO. */
export const paymentSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  receipt: z.string(),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  provider: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
  /** Only for a duplicate: where its refund stands. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
  refundId: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /payment/user/{userId} (admin): the same, with the captured payment a duplicate repeats and why a refund failed. */
export const adminPaymentSchema = paymentSchema.extend({
  duplicateOf: z.string().nullable(),
  refundFailure: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
