import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import type Razorpay from 'razorpay';

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
  /**
   * Refunds a captured payment in full. Idempotent by `idempotencyKey`: asking again (a retry, a
   * second instance, a restart) answers the same refund and never refunds twice.
   */
  refund(input: RefundRequest): Promise<RefundResult>;
};

export type RefundRequest = {
  providerPaymentId: string;
  amountPaise: number;
  /** Our reference for the refund (Razorpay keeps it; at most 40 characters). */
  receipt: string;
  notes: Record<string, string>;
  idempotencyKey: string;
};
export type RefundResult = { refundId: string; status: 'pending' | 'processed' | 'failed' };

/** The provider refused a refund: the reason is kept for admins. */
export class RefundRefusedError extends Error {
  constructor(
    message: string,
    /** True when asking again may work (network trouble, Razorpay still busy with the same key). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'RefundRefusedError';
  }
}

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

type RazorpayKeys = { keyId: string; keySecret: string; webhookSecret: string };
/** The SDK client with client-wide headers (how the SDK sends a per-call header). */
type RazorpayClientFactory = (headers?: Record<string, string>) => Pick<Razorpay, 'orders' | 'payments'>;

/** The SDK throws `{statusCode, error: {code, description}}` for API errors, Error for others. */
function refusal(err: unknown): RefundRefusedError {
  const apiError = err as { statusCode?: number; error?: { description?: string } } | null;
  if (apiError && typeof apiError.statusCode === 'number') {
    const status = apiError.statusCode;
    // 409: Razorpay is still processing the first request with this key; 5xx: its trouble.
    return new RefundRefusedError(
      apiError.error?.description ?? `Razorpay answered ${status}`,
      status === 409 || status >= 500,
    );
  }
  return new RefundRefusedError(err instanceof Error ? err.message : String(err), true);
}

export function createRazorpayProvider(keys: RazorpayKeys, clientFor?: RazorpayClientFactory): PaymentProvider {
  const makeClient: RazorpayClientFactory =
    clientFor ??
    ((headers) => {
      // Loaded only where Razorpay is the provider, not at every start (issue 34).
      const RazorpayClient = createRequire(import.meta.url)('razorpay') as typeof Razorpay;
      return new RazorpayClient({ key_id: keys.keyId, key_secret: keys.keySecret, ...(headers ? { headers } : {}) });
    });
  const client = makeClient();
  return {
    name: 'razorpay',
    ...keys,
    async createOrder({ amountPaise, currency, receipt }) {
      const order = await client.orders.create({ amount: amountPaise, currency, receipt });
      return { orderId: order.id };
    },
    async refund({ providerPaymentId, amountPaise, receipt, notes, idempotencyKey }) {
      // Razorpay de-duplicates refunds by the X-Refund-Idempotency header (the same key and the
      // same body answer the first refund); the SDK takes headers per client, so one per refund.
      const refunder = makeClient({ 'X-Refund-Idempotency': idempotencyKey });
      try {
        const refund = await refunder.payments.refund(providerPaymentId, {
          amount: amountPaise,
          speed: 'normal',
          receipt,
          notes,
        });
        return { refundId: refund.id, status: refund.status };
      } catch (err) {
        throw refusal(err);
      }
    },
  };
}

/** Random ids in Razorpay's style: `order_` / `pay_` + 14 alphanumerics. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function providerId(prefix: 'order' | 'pay' | 'evt'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
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
    // No money moved, so the refund is done at once; its id is derived from the key, so asking
    // again answers the same refund.
    async refund({ idempotencyKey }) {
      const digest = createHmac('sha256', appSecret).update(`refund|${idempotencyKey}`).digest();
      return {
        refundId: `rfnd_${Array.from(digest.subarray(0, 14), (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`,
        status: 'processed',
      };
    },
  };
}

/** The provider the configuration names (DESIGN §2; docs/decisions/008). */
export function createPaymentProvider(
  name: 'razorpay' | 'local',
  config: {
    APP_SECRET: string;
    RAZORPAY_KEY_ID?: string | undefined;
    RAZORPAY_KEY_SECRET?: string | undefined;
    RAZORPAY_WEBHOOK_SECRET?: string | undefined;
  },
): PaymentProvider {
  if (name === 'local') return createLocalProvider(config.APP_SECRET);
  return createRazorpayProvider({
    keyId: config.RAZORPAY_KEY_ID!,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
  });
}
