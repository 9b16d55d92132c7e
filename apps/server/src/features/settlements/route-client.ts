/**
 * Razorpay Route (docs/decisions/037): the production path for a booking's money. Each provider
 * gets a linked account made from their verified e-KYC; after the capture, the provider's share is
 * transferred to it `on_hold`, so Sevak never holds providers' money; the settlement reverses what
 * the provider does not keep and lifts the hold on the rest. Calls as Razorpay documents them:
 *   POST  /v2/accounts                          a linked account with its settlement bank account
 *                                               in one call (composite; Idempotency-Key)
 *   GET   /v1/payments/{payment_id}/transfers   the transfers made from a payment
 *   POST  /v1/payments/{payment_id}/transfers   {transfers: [{account, amount, currency, notes, on_hold}]}
 *   PATCH /v1/transfers/{transfer_id}           {on_hold: false}
 *   GET   /v1/transfers/{transfer_id}/reversals the reversals of a transfer
 *   POST  /v1/transfers/{transfer_id}/reversals {amount}
 * Every call is safe to repeat: a transfer or reversal already made (a crash after Razorpay answered
 * and before we recorded it) is found by listing first, and the account by its idempotency key.
 */

export type RouteKeys = { keyId: string; keySecret: string };

export class RouteError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RouteError';
  }

  /** Razorpay refused (4xx other than 429): asking again the same way will not help. */
  get refused(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

/** What a linked account is made from: the provider's verified e-KYC and contact. */
export type LinkedAccountInput = {
  /** Our key for it (≤ 20 characters): the same e-KYC always asks for the same account. */
  referenceId: string;
  name: string;
  email: string;
  phone: string;
  pan: string;
  bankAccountNumber: string;
  ifsc: string;
};

export type RouteClient = {
  /** A linked account whose settlements go to the provider's bank account. */
  createLinkedAccount(input: LinkedAccountInput): Promise<{ accountId: string }>;
  /** Moves `amountPaise` of a captured payment to a linked account, held until released. */
  holdTransfer(input: {
    providerPaymentId: string;
    account: string;
    amountPaise: number;
    bookingId: string;
  }): Promise<{ transferId: string }>;
  /** Lifts the hold: the linked account is settled on its schedule. */
  releaseTransfer(transferId: string): Promise<void>;
  /** Takes `amountPaise` of a transfer back (before a refund to the seeker), once. */
  reverseTransfer(transferId: string, amountPaise: number): Promise<{ reversalId: string }>;
};

type Collection<T> = { items?: T[] };

export function createRouteClient(
  keys: RouteKeys,
  baseUrl = 'https://api.razorpay.com',
  fetchFn: typeof fetch = fetch,
): RouteClient {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const call = async <T>(
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const res = await fetchFn(`${baseUrl}${path}`, {
      method,
      headers: { authorization: auth, ...(body && { 'content-type': 'application/json' }), ...headers },
      ...(body && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: { description?: string } };
    if (!res.ok) throw new RouteError(json.error?.description ?? `Razorpay Route answered ${res.status}`, res.status);
    return json;
  };
  return {
    async createLinkedAccount(input) {
      const answer = await call<{ id?: string }>(
        'POST',
        '/v2/accounts',
        {
          type: 'route',
          tnc_accepted: true,
          reference_id: input.referenceId,
          legal_business_name: input.name,
          business_type: 'individual',
          email: input.email,
          phone: input.phone,
          legal_info: { pan: input.pan },
          settlement_accounts: [
            {
              method: 'bank_account',
              bank_account: {
                account_number: input.bankAccountNumber,
                beneficiary_name: input.name,
                code_type: 'ifsc',
                code: input.ifsc,
                currency: 'INR',
                is_default: true,
              },
            },
          ],
        },
        { 'idempotency-key': input.referenceId },
      );
      if (!answer.id) throw new RouteError('Razorpay Route answered no account', 502);
      return { accountId: answer.id };
    },
    async holdTransfer({ providerPaymentId, account, amountPaise, bookingId }) {
      const made = await call<Collection<{ id: string; notes?: { booking?: string } }>>(
        'GET',
        `/v1/payments/${providerPaymentId}/transfers`,
      );
      const earlier = made.items?.find((t) => t.notes?.booking === bookingId);
      if (earlier) return { transferId: earlier.id };
      const answer = await call<Collection<{ id: string }>>('POST', `/v1/payments/${providerPaymentId}/transfers`, {
        transfers: [{ account, amount: amountPaise, currency: 'INR', notes: { booking: bookingId }, on_hold: true }],
      });
      const transferId = answer.items?.[0]?.id;
      if (!transferId) throw new RouteError('Razorpay Route answered no transfer', 502);
      return { transferId };
    },
    async releaseTransfer(transferId) {
      await call('PATCH', `/v1/transfers/${transferId}`, { on_hold: false });
    },
    async reverseTransfer(transferId, amountPaise) {
      const made = await call<Collection<{ id: string }>>('GET', `/v1/transfers/${transferId}/reversals`);
      const earlier = made.items?.[0];
      if (earlier) return { reversalId: earlier.id };
      const answer = await call<{ id?: string }>('POST', `/v1/transfers/${transferId}/reversals`, {
        amount: amountPaise,
      });
      if (!answer.id) throw new RouteError('Razorpay Route answered no reversal', 502);
      return { reversalId: answer.id };
    },
  };
}
