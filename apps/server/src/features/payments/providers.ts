import { createHmac, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type Razorpay from 'razorpay';
import type { CheckoutResult } from '@sevak/shared';
import type { PaymentProviderName } from '../../platform/config.js';
import { deriveSecret, hmacSha256Hex, sameSignature } from '../../platform/signature.js';
import { headerOf, verifiedJsonBody, type WebhookRequest } from '../../platform/webhook.js';

/**
 * Payment providers (docs/contract.md §2). Both follow Razorpay's contract: orders, a payment signature
 * HMAC-SHA256(`order_id|payment_id`, key secret) and webhooks signed HMAC-SHA256(raw body, webhook
 * secret). The local provider is the embedded default: our own checkout page plays the payer
 * (`testCheckout`), and its callback goes through the very same verification as Razorpay's.
 *
 * Each adapter owns its edge: it verifies the checkout's callback, and verifies and reads its own
 * webhooks into one `PaymentEvent` — the only thing payments.service.ts applies, whoever sent it.
 * Adding a provider: its name in PAYMENT_PROVIDERS (@sevak/shared) with its settings in
 * platform/config.ts, an adapter here that maps its events onto PaymentEvent kinds, and its line in
 * `adapters` (the compiler asks for it). A new kind of event (a transfer, an escrow release): a new
 * `kind` here, the provider's event names mapped onto it, and its case in the service's
 * `applyPaymentEvent`.
 */
export type PaymentProvider = {
  name: PaymentProviderName;
  /** Public key id the browser's checkout needs. */
  keyId: string;
  /** The secret its checkout signs callbacks with. */
  keySecret: string;
  /** The secret its webhooks are signed with. */
  webhookSecret: string;
  createOrder(input: { amountPaise: number; currency: string; receipt: string }): Promise<{ orderId: string }>;
  /**
   * Refunds a captured payment in full. Idempotent by `idempotencyKey`: asking again (a retry, a
   * second instance, a restart) answers the same refund and never refunds twice.
   */
  refund(input: RefundRequest): Promise<RefundResult>;
  /** True when the checkout's callback is signed by this provider. */
  verifyCheckout(result: CheckoutResult): boolean;
  /**
   * One of its webhook calls, verified (else a 400: WEBHOOK_SIGNATURE_INVALID, or NOT_JSON for a
   * signed body that is not JSON) and read: its payment event, or null for an event payments do not
   * use (acknowledged and ignored).
   */
  readWebhook(webhook: WebhookRequest): PaymentEvent | null;
  /**
   * The local TEST provider only: the payer's choice on our checkout page — the payment event it
   * makes, and the signed callback the browser confirms with (none for a failure).
   */
  testCheckout?: (
    order: { orderId: string; amountPaise: number },
    outcome: 'success' | 'failure',
  ) => { event: PaymentEvent; callback: CheckoutResult | null };
};

/**
 * What a provider says happened to a payment, in our words. refunded / refund_failed: its final
 * word on a refund we asked for.
 */
export type PaymentEvent = {
  /** The provider's id of the event: each is applied once. */
  eventId: string;
  /** The provider's own name for the event, kept beside its id (payment_events). */
  name: string;
} & (
  | {
      kind: 'captured';
      orderId: string;
      paymentId: string;
      /** What was paid, when the provider says: it must be the order's amount. */
      amountPaise: number | undefined;
    }
  | { kind: 'failed'; orderId: string; paymentId: string; reason: string | undefined }
  | { kind: 'refunded' | 'refund_failed'; paymentId: string; refundId: string }
);

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
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}

/** Razorpay's checkout callback, checked against the key secret (in constant time). */
function verifyRazorpayCheckout(result: CheckoutResult, keySecret: string): boolean {
  const expected = paymentSignature(result.razorpay_order_id, result.razorpay_payment_id, keySecret);
  return sameSignature(expected, result.razorpay_signature);
}

/** Razorpay's webhook headers: the signature of the raw body, and the event's id. */
const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

type RazorpayWebhook = {
  event?: string;
  payload?: {
    payment?: { entity?: { id: string; order_id: string; amount?: number; error_description?: string | null } };
    order?: { entity?: { id: string } };
    refund?: { entity?: { id: string; payment_id: string } };
  };
} | null;

/** Razorpay's events payments use, as PaymentEvent kinds. */
const RAZORPAY_KINDS: Record<string, PaymentEvent['kind']> = {
  'payment.captured': 'captured',
  'order.paid': 'captured',
  'payment.failed': 'failed',
  'refund.processed': 'refunded',
  'refund.failed': 'refund_failed',
};

function readRazorpayWebhook(webhook: WebhookRequest, secret: string): PaymentEvent | null {
  const body = verifiedJsonBody(webhook, { signatureHeader: RAZORPAY_SIGNATURE_HEADER, secret }) as RazorpayWebhook;
  const name = body?.event ?? '';
  const kind = Object.hasOwn(RAZORPAY_KINDS, name) ? RAZORPAY_KINDS[name] : undefined;
  const eventId = (entityId: string) => headerOf(webhook, RAZORPAY_EVENT_ID_HEADER) || `${name}:${entityId}`;
  const payment = body?.payload?.payment?.entity;
  const orderId = payment?.order_id ?? body?.payload?.order?.entity?.id;
  const refund = body?.payload?.refund?.entity;
  switch (kind) {
    case 'captured':
    case 'failed': {
      if (!payment || !orderId) return null;
      const event = { eventId: eventId(payment.id), name, orderId, paymentId: payment.id };
      return kind === 'captured'
        ? { ...event, kind, amountPaise: payment.amount }
        : { ...event, kind, reason: payment.error_description ?? undefined };
    }
    case 'refunded':
    case 'refund_failed':
      if (!refund?.id || !refund.payment_id) return null;
      return { eventId: eventId(refund.id), name, kind, paymentId: refund.payment_id, refundId: refund.id };
    case undefined:
      return null;
  }
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
      // Loaded only where Razorpay is the provider, not at every start.
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
    verifyCheckout: (result) => verifyRazorpayCheckout(result, keys.keySecret),
    readWebhook: (webhook) => readRazorpayWebhook(webhook, keys.webhookSecret),
  };
}

/** Random ids in Razorpay's style: `order_` / `pay_` + 14 alphanumerics. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function providerId(prefix: 'order' | 'pay' | 'evt'): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('')}`;
}

/**
 * The local TEST provider: no money moves. On the wire it stands in for Razorpay: its callbacks
 * and webhooks are Razorpay's, signed with its own secrets, so the checkout's confirmation and the
 * webhook route are exercised without a Razorpay account.
 */
export function createLocalProvider(appSecret: string): PaymentProvider {
  const keySecret = deriveSecret(appSecret, 'payments-local-key-secret');
  const webhookSecret = deriveSecret(appSecret, 'payments-local-webhook-secret');
  return {
    name: 'local',
    keyId: 'rzp_local_sevak',
    keySecret,
    webhookSecret,
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
    verifyCheckout: (result) => verifyRazorpayCheckout(result, keySecret),
    readWebhook: (webhook) => readRazorpayWebhook(webhook, webhookSecret),
    testCheckout({ orderId, amountPaise }, outcome) {
      const paymentId = providerId('pay');
      const event = { eventId: providerId('evt'), orderId, paymentId };
      if (outcome === 'failure') {
        return {
          event: {
            ...event,
            name: 'local.failed',
            kind: 'failed',
            reason: 'The payer declined the payment on the test checkout.',
          },
          callback: null,
        };
      }
      return {
        event: { ...event, name: 'local.captured', kind: 'captured', amountPaise },
        callback: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(orderId, paymentId, keySecret),
        },
      };
    },
  };
}

type PaymentSettings = {
  APP_SECRET: string;
  RAZORPAY_KEY_ID?: string | undefined;
  RAZORPAY_KEY_SECRET?: string | undefined;
  RAZORPAY_WEBHOOK_SECRET?: string | undefined;
};

/** Each provider's adapter, made from the configuration (which checked its settings). */
const adapters: Record<PaymentProviderName, (config: PaymentSettings) => PaymentProvider> = {
  razorpay: (config) =>
    createRazorpayProvider({
      keyId: config.RAZORPAY_KEY_ID!,
      keySecret: config.RAZORPAY_KEY_SECRET!,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
    }),
  local: (config) => createLocalProvider(config.APP_SECRET),
};

/** The provider the configuration names (docs/contract.md §2; docs/decisions/008). */
export function createPaymentProvider(name: PaymentProviderName, config: PaymentSettings): PaymentProvider {
  return adapters[name](config);
}
