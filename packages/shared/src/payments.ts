import { z } from 'zod';

/**
 * Registration fee payments as the API shows them (docs/contract.md §5, §7). A payment is created →
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

/** GET /payment/history */
export const paymentHistorySchema = z.object({ payments: z.array(paymentSchema) });
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;
/** GET /payment/user/{userId} (admin) */
export const adminPaymentListSchema = z.object({ payments: z.array(adminPaymentSchema) });
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;

export const PAYMENT_PROVIDERS = ['razorpay', 'local'] as const;

/** POST /payment/order: the order to pay at the provider's checkout (amount in rupees, the server's). */
export const paymentOrderSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  keyId: z.string(),
  orderId: z.string(),
  receipt: z.string(),
  amount: z.number(),
  currency: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** POST /payment/verify body: what the provider's checkout hands back, for the server to check. */
export const checkoutResultSchema = z.object({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().min(1).max(128),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST /payment/verify */
export const paymentVerifiedSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: paymentSchema,
});
export type PaymentVerified = z.infer<typeof paymentVerifiedSchema>;

/** POST /payment/local/complete: the test provider's signed callback, or null with why it failed. */
export const localCheckoutAnswerSchema = z.object({
  success: z.boolean(),
  callback: checkoutResultSchema.nullable(),
  message: z.string().optional(),
});
export type LocalCheckoutAnswer = z.infer<typeof localCheckoutAnswerSchema>;

/** A member with captured payments in a report's period (GET /auth/paidusers, docs/product-spec.md §3). */
export const paidUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  phone: z.string(),
  paymentHistory: z.array(
    z.object({
      paymentId: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type PaidUser = z.infer<typeof paidUserSchema>;
export const paidUserListSchema = z.object({ users: z.array(paidUserSchema) });
export type PaidUserList = z.infer<typeof paidUserListSchema>;
