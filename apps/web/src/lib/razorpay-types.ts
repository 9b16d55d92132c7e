/**
 * The small part of Razorpay Checkout (checkout.js, `window.Razorpay`) that Sevak uses.
 * https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/
 */

/** What the checkout hands the `handler` after a successful payment (checked by POST /payment/verify). */
export type RazorpaySuccessResponse = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};

/** The 'payment.failed' event's argument (only the parts read here). */
export type RazorpayFailure = {
  error?: { code?: string; description?: string; reason?: string };
};

export type RazorpayOptions = {
  key: string;
  order_id: string;
  /** Paise. */
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal?: { ondismiss?: () => void };
};

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Set by checkout.js once loaded (tests put a fake here). */
    Razorpay?: RazorpayConstructor;
  }
}
