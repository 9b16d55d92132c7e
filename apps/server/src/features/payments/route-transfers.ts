/**
 * Razorpay Route (docs/decisions/036): the production path for a booking's money. After the
 * capture, the provider's share is transferred to their Razorpay linked account `on_hold`, so the
 * platform never holds providers' money; release lifts the hold, a refund reverses the transfer
 * first. Calls as Razorpay documents them:
 *   POST  /v1/payments/{payment_id}/transfers  {transfers: [{account, amount, currency, notes, on_hold}]}
 *   PATCH /v1/transfers/{transfer_id}          {on_hold: false}
 *   POST  /v1/transfers/{transfer_id}/reversals {amount}
 * Each is safe to repeat for a booking: the transfer carries the booking in its notes, and callers
 * keep the transfer id on the booking, asking again only when none was recorded.
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
}

export type RouteClient = {
  /** Moves `amountPaise` of a captured payment to a linked account, held until released. */
  holdTransfer(input: {
    providerPaymentId: string;
    account: string;
    amountPaise: number;
    bookingId: string;
  }): Promise<{ transferId: string }>;
  /** Lifts the hold: the linked account is settled on its schedule. */
  releaseTransfer(transferId: string): Promise<void>;
  /** Takes `amountPaise` of a transfer back (before a refund to the seeker). */
  reverseTransfer(transferId: string, amountPaise: number): Promise<{ reversalId: string }>;
};

export function createRouteClient(
  keys: RouteKeys,
  baseUrl = 'https://api.razorpay.com/v1',
  fetchFn: typeof fetch = fetch,
): RouteClient {
  const auth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
  const call = async <T>(method: 'POST' | 'PATCH', path: string, body: object): Promise<T> => {
    const res = await fetchFn(`${baseUrl}${path}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: { description?: string } };
    if (!res.ok) throw new RouteError(json.error?.description ?? `Razorpay Route answered ${res.status}`, res.status);
    return json;
  };
  return {
    async holdTransfer({ providerPaymentId, account, amountPaise, bookingId }) {
      const answer = await call<{ items?: { id: string }[] }>('POST', `/payments/${providerPaymentId}/transfers`, {
        transfers: [{ account, amount: amountPaise, currency: 'INR', notes: { booking: bookingId }, on_hold: true }],
      });
      const transferId = answer.items?.[0]?.id;
      if (!transferId) throw new RouteError('Razorpay Route answered no transfer', 502);
      return { transferId };
    },
    async releaseTransfer(transferId) {
      await call('PATCH', `/transfers/${transferId}`, { on_hold: false });
    },
    async reverseTransfer(transferId, amountPaise) {
      const answer = await call<{ id?: string }>('POST', `/transfers/${transferId}/reversals`, { amount: amountPaise });
      if (!answer.id) throw new RouteError('Razorpay Route answered no reversal', 502);
      return { reversalId: answer.id };
    },
  };
}
