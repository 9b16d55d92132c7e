import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { PayoutProviderName } from '../../platform/config.js';

/**
 * Payout providers (docs/decisions/015): where an approved withdrawal goes when the admin did not
 * pay it by hand. RazorpayX (its official SDK has no payouts, so its HTTP API), or the local TEST
 * provider, which moves no money: the admin completes its payouts, and the completion goes
 * through the same signed webhook handler as RazorpayX's.
 */
export type PayoutRequest = {
  /** The withdrawal: RazorpayX's `reference_id` and the idempotency key of every retry. */
  withdrawalId: string;
  amountPaise: number;
  account: { holder: string; number: string; ifsc: string };
  contact: { userId: string; name: string; phone: string; email: string };
};

export type PayoutProvider = {
  name: PayoutProviderName;
  webhookSecret: string;
  /** Sends the payout (safe to call again for the same withdrawal: same idempotency key). */
  createPayout(request: PayoutRequest): Promise<{ payoutId: string }>;
};

/** RazorpayX's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret (like Razorpay's). */
export function payoutWebhookSignature(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

export class PayoutProviderError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'PayoutProviderError';
  }
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
  };
}

/** The local TEST provider: no money moves; the payout id is derived from the withdrawal (a retry gets the same). */
export function createLocalPayoutProvider(appSecret: string): PayoutProvider {
  const secret = Buffer.from(hkdfSync('sha256', appSecret, 'sevak', 'payouts-local-webhook-secret', 32)).toString(
    'hex',
  );
  return {
    name: 'local',
    webhookSecret: secret,
    async createPayout({ withdrawalId }) {
      const digest = createHmac('sha256', secret).update(`payout|${withdrawalId}`).digest('hex');
      return { payoutId: `pout_${digest.slice(0, 14)}` };
    },
  };
}

/** The provider the configuration names, or null (payouts by hand only). */
export function createPayoutProvider(config: {
  PAYOUT_PROVIDER: PayoutProviderName | null;
  APP_SECRET: string;
  RAZORPAYX_KEY_ID?: string | undefined;
  RAZORPAYX_KEY_SECRET?: string | undefined;
  RAZORPAYX_ACCOUNT_NUMBER?: string | undefined;
  RAZORPAYX_WEBHOOK_SECRET?: string | undefined;
}): PayoutProvider | null {
  if (config.PAYOUT_PROVIDER === 'local') return createLocalPayoutProvider(config.APP_SECRET);
  if (config.PAYOUT_PROVIDER === 'razorpayx') {
    return createRazorpayXProvider({
      keyId: config.RAZORPAYX_KEY_ID!,
      keySecret: config.RAZORPAYX_KEY_SECRET!,
      accountNumber: config.RAZORPAYX_ACCOUNT_NUMBER!,
      webhookSecret: config.RAZORPAYX_WEBHOOK_SECRET!,
    });
  }
  return null;
}

/** A local test UTR: 'LOCAL' + 12 digits. */
export function localUtr(): string {
  return `LOCAL${BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString()
    .padStart(12, '0')
    .slice(-12)}`;
}
