import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';

/**
 * Payment providers (DESIGN §2). Both follow Razorpay's contract: orders, a payment signature
 * HMAC-SHA256(`order_id|payment_id`, key secret) and webhooks signed HMAC-SHA256(raw body, webhook
 * secret). The local provider is the embedded default: our own checkout page plays the payer, and
 * its callback and webhook go through the very same verification and handler as Razorpay's.
 */
export type PaymentProvider = {
  name: 'razorpay' | 'local';
  /** Public key id the browser's checkout needs. */
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  createOrder(input: { amountPaise: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
};

/** Razorpay's payment signature: hex HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw request body with the webhook secret. */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Constant-time comparison (the SDK's own helpers compare with ===, DESIGN §9 asks for this). */
export function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createRazorpayProvider(keys: { keyId: string; keySecret: string; webhookSecret: string }): PaymentProvider {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    name: 'razorpay',
    ...keys,
    async createOrder({ amountPaise, currency, receipt }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt });
      return { orderId: order.id };
    },
  };
}

/** Random ids in Razorpay's style: `order_` / `pay_` + 14 alphanumerics. */
export function providerId(prefix: 'order' | 'pay' | 'evt'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

export function createLocalProvider(appSecret: string): PaymentProvider {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', appSecret, 'sevak', purpose, 32)).toString('hex');
  return {
    name: 'local',
    keyId: 'rzp_local_sevak',
    keySecret: derive('payments-local-key-secret'),
    webhookSecret: derive('payments-local-webhook-secret'),
    async createOrder() {
      return { orderId: providerId('order') };
    },
  };
}
