import { randomBytes } from 'node:crypto';
import type { PayoutProviderName } from '../../platform/config.js';
import { deriveSecret, hmacSha256Hex } from '../../platform/signature.js';
import { headerOf, verifiedJsonBody, type WebhookRequest } from '../../platform/webhook.js';

/**
 * Payout providers (docs/decisions/015): where an approved withdrawal goes when the admin did not
 * pay it by hand. RazorpayX (its official SDK has no payouts, so its HTTP API), or the local TEST
 * provider, which moves no money: the admin completes its payouts.
 *
 * Each adapter owns its edge: it sends payouts, and it verifies and reads its own webhooks into
 * one `PayoutEvent` — the only thing withdrawals.service.ts applies, whoever sent it. Adding a
 * provider: its name in PAYOUT_PROVIDERS (platform/config.ts) with its settings, an adapter here
 * that maps its events onto PayoutEvent kinds, and its line in `adapters` (the compiler asks for
 * it). A new kind of event: a new `kind` here and its case in the service's `applyPayoutEvent`.
 */
export type PayoutRequest = {
  /** The withdrawal: RazorpayX's `reference_id` and the idempotency key of every retry. */
  withdrawalId: string;
  amountPaise: number;
  account: { holder: string; number: string; ifsc: string };
  contact: { userId: string; name: string; phone: string; email: string };
};

/**
 * What a provider says happened to a payout, in our words. reversed: the bank returned it, after
 * it was paid or before.
 */
export type PayoutEvent = {
  /** The provider's id of the event: each is applied once. */
  eventId: string;
  /** The provider's own name for the event, kept beside its id (payout_events). */
  name: string;
  payoutId: string;
  /** The withdrawal, as the provider carries it back (when it does). */
  withdrawalId: string | undefined;
} & ({ kind: 'processed'; utr: string | undefined } | { kind: 'failed' | 'reversed'; reason: string | undefined });

export type PayoutProvider = {
  name: PayoutProviderName;
  /** The secret its webhooks are signed with. */
  webhookSecret: string;
  /** Sends the payout (safe to call again for the same withdrawal: same idempotency key). */
  createPayout(request: PayoutRequest): Promise<{ payoutId: string }>;
  /**
   * One of its webhook calls, verified (else a 400: WEBHOOK_SIGNATURE_INVALID, or NOT_JSON for a
   * signed body that is not JSON) and read: its payout event, or null for an event withdrawals do
   * not use (acknowledged and ignored).
   */
  readWebhook(webhook: WebhookRequest): PayoutEvent | null;
  /** The local TEST provider only: the bank's answer to one of its payouts, as the admin chose it. */
  testOutcome?: (payout: { payoutId: string; withdrawalId: string }, outcome: 'processed' | 'failed') => PayoutEvent;
};

export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
}

/**
 * RazorpayX signs its webhooks as Razorpay does: hex HMAC-SHA256 of the raw body with the webhook
 * secret in X-Razorpay-Signature, the event's id in X-Razorpay-Event-Id.
 */
const RAZORPAYX_SIGNATURE_HEADER = 'x-razorpay-signature';
const RAZORPAYX_EVENT_ID_HEADER = 'x-razorpay-event-id';

type RazorpayXPayout = {
  id?: string;
  reference_id?: string;
  utr?: string | null;
  status?: string;
  failure_reason?: string | null;
  status_details?: { description?: string | null } | null;
};
type RazorpayXWebhook = { event?: string; payload?: { payout?: { entity?: RazorpayXPayout } } } | null;

/** RazorpayX's payout events withdrawals use (a rejected payout never left the account: failed). */
const RAZORPAYX_KINDS: Record<string, PayoutEvent['kind']> = {
  'payout.processed': 'processed',
  'payout.failed': 'failed',
  'payout.rejected': 'failed',
  'payout.reversed': 'reversed',
};

function readRazorpayXWebhook(webhook: WebhookRequest, secret: string): PayoutEvent | null {
  const body = verifiedJsonBody(webhook, { signatureHeader: RAZORPAYX_SIGNATURE_HEADER, secret }) as RazorpayXWebhook;
  const name = body?.event ?? '';
  const kind = Object.hasOwn(RAZORPAYX_KINDS, name) ? RAZORPAYX_KINDS[name] : undefined;
  const payout = body?.payload?.payout?.entity;
  if (!kind || !payout?.id) return null;
  const event = {
    eventId: headerOf(webhook, RAZORPAYX_EVENT_ID_HEADER) || `${name}:${payout.id}`,
    name,
    payoutId: payout.id,
    withdrawalId: payout.reference_id || undefined,
  };
  return kind === 'processed'
    ? { ...event, kind, utr: payout.utr || undefined }
    : { ...event, kind, reason: payout.failure_reason || payout.status_details?.description || undefined };
}

export type RazorpayXKeys = { keyId: string; keySecret: string; accountNumber: string; webhookSecret: string };

/** IMPS up to ₹5,00,000 (instant, any time); NEFT above it. */
const IMPS_LIMIT_PAISE = 50_000_000;

/**
 * RazorpayX: contact → fund account (the bank account) → payout, each a POST with basic auth. The
 * payout carries `X-Payout-Idempotency` = the withdrawal id, so a retry after a lost answer never
 * pays twice; contacts and fund accounts RazorpayX de-duplicates itself (same details, same id).
 */
export function createRazorpayXProvider(
  keys: RazorpayXKeys,
  baseUrl = 'https://api.razorpay.com/v1',
  fetchFn: typeof fetch = fetch,
): PayoutProvider {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const res = await fetchFn(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as { id?: string; error?: { description?: string } };
    if (!res.ok || !json.id) {
      throw new PayoutProviderError(json.error?.description ?? `RazorpayX answered ${res.status}`, res.status);
    }
    return json.id;
  };
  return {
    name: 'razorpayx',
    webhookSecret: keys.webhookSecret,
    async createPayout({ withdrawalId, amountPaise, account, contact }) {
      const contactId = await post('/contacts', {
        name: contact.name,
        email: contact.email,
        contact: contact.phone,
        type: 'customer',
        reference_id: contact.userId,
      });
      const fundAccountId = await post('/fund_accounts', {
        contact_id: contactId,
        account_type: 'bank_account',
        bank_account: { name: account.holder, ifsc: account.ifsc, account_number: account.number },
      });
      const payoutId = await post(
        '/payouts',
        {
          account_number: keys.accountNumber,
          fund_account_id: fundAccountId,
          amount: amountPaise,
          currency: 'INR',
          mode: amountPaise <= IMPS_LIMIT_PAISE ? 'IMPS' : 'NEFT',
          purpose: 'payout',
          queue_if_low_balance: true,
          reference_id: withdrawalId,
          narration: 'Sevak withdrawal',
        },
        { 'X-Payout-Idempotency': withdrawalId },
      );
      return { payoutId };
    },
    readWebhook: (webhook) => readRazorpayXWebhook(webhook, keys.webhookSecret),
  };
}

/** A local test UTR: 'LOCAL' + 12 digits. */
function localUtr(): string {
  return `LOCAL${BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString()
    .padStart(12, '0')
    .slice(-12)}`;
}

/**
 * The local TEST provider: no money moves; the payout id is derived from the withdrawal (a retry
 * gets the same). The admin's "Mark paid/failed (test)" is its bank's answer (`testOutcome`). On
 * the wire it stands in for RazorpayX: its webhook route takes RazorpayX's webhooks signed with its
 * own secret, so that route is exercised without a RazorpayX account.
 */
export function createLocalPayoutProvider(appSecret: string): PayoutProvider {
  const secret = deriveSecret(appSecret, 'payouts-local-webhook-secret');
  return {
    name: 'local',
    webhookSecret: secret,
    async createPayout({ withdrawalId }) {
      return { payoutId: `pout_${hmacSha256Hex(secret, `payout|${withdrawalId}`).slice(0, 14)}` };
    },
    readWebhook: (webhook) => readRazorpayXWebhook(webhook, secret),
    testOutcome({ payoutId, withdrawalId }, outcome) {
      const event = { eventId: `local.${outcome}:${payoutId}`, name: `local.${outcome}`, payoutId, withdrawalId };
      return outcome === 'processed'
        ? { ...event, kind: outcome, utr: localUtr() }
        : { ...event, kind: outcome, reason: 'The test bank refused the payout.' };
    },
  };
}

type PayoutSettings = {
  APP_SECRET: string;
  RAZORPAYX_KEY_ID?: string | undefined;
  RAZORPAYX_KEY_SECRET?: string | undefined;
  RAZORPAYX_ACCOUNT_NUMBER?: string | undefined;
  RAZORPAYX_WEBHOOK_SECRET?: string | undefined;
};

/** Each provider's adapter, made from the configuration (which checked its settings). */
const adapters: Record<PayoutProviderName, (config: PayoutSettings) => PayoutProvider> = {
  razorpayx: (config) =>
    createRazorpayXProvider({
      keyId: config.RAZORPAYX_KEY_ID!,
      keySecret: config.RAZORPAYX_KEY_SECRET!,
      accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER!,
      webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET!,
    }),
  local: (config) => createLocalPayoutProvider(config.APP_SECRET),
};

/** The provider the configuration names, or null (payouts by hand only). */
export function createPayoutProvider(
  config: PayoutSettings & { PAYOUT_PROVIDER: PayoutProviderName | null },
): PayoutProvider | null {
  return config.PAYOUT_PROVIDER ? adapters[config.PAYOUT_PROVIDER](config) : null;
}
