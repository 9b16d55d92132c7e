import { createRouteClient } from '../src/features/settlements/index.js';

type Transfer = {
  id: string;
  paymentId: string;
  account: string;
  amount: number;
  onHold: boolean;
  notes: Record<string, string>;
  reversals: { id: string; amount: number }[];
};

/**
 * A fake of Razorpay Route's HTTP API as Razorpay documents it (linked accounts, transfers from a
 * payment, holds, reversals), behind the real client: what Sevak asks for is checked by the state
 * it leaves here. `refuse` makes Razorpay answer an error for the calls it matches.
 */
export function fakeRazorpayRoute() {
  const accounts = new Map<string, { id: string; body: Record<string, unknown> }>();
  const transfers = new Map<string, Transfer>();
  const calls: string[] = [];
  let refuse: ((call: string) => { status: number; description: string } | undefined) | undefined;
  let next = 0;
  const id = (prefix: string) => `${prefix}_${String(++next).padStart(14, '0')}`;
  const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status });

  const fetchFn = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const call = `${String(init.method)} ${path}`;
    calls.push(call);
    const refusal = refuse?.(call);
    if (refusal)
      return answer(refusal.status, { error: { code: 'BAD_REQUEST_ERROR', description: refusal.description } });
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const headers = init.headers as Record<string, string>;
    let m: RegExpMatchArray | null;
    if (call === 'POST /v2/accounts') {
      const key = headers['idempotency-key']!;
      const account = accounts.get(key) ?? { id: id('acc'), body };
      accounts.set(key, account);
      return answer(200, { id: account.id, status: 'created', reference_id: body.reference_id });
    }
    if ((m = call.match(/^(GET|POST) \/v1\/payments\/([^/]+)\/transfers$/))) {
      const paymentId = m[2]!;
      if (m[1] === 'GET') {
        const items = [...transfers.values()].filter((t) => t.paymentId === paymentId);
        return answer(200, {
          entity: 'collection',
          count: items.length,
          items: items.map((t) => ({ id: t.id, notes: t.notes })),
        });
      }
      const [asked] = body.transfers as {
        account: string;
        amount: number;
        notes: Record<string, string>;
        on_hold: boolean;
      }[];
      const made: Transfer = {
        id: id('trf'),
        paymentId,
        account: asked!.account,
        amount: asked!.amount,
        onHold: asked!.on_hold,
        notes: asked!.notes,
        reversals: [],
      };
      transfers.set(made.id, made);
      return answer(200, { entity: 'collection', count: 1, items: [{ id: made.id, on_hold: made.onHold }] });
    }
    if ((m = call.match(/^PATCH \/v1\/transfers\/([^/]+)$/))) {
      const t = transfers.get(m[1]!);
      if (!t) return answer(400, { error: { description: 'The id provided does not exist' } });
      t.onHold = body.on_hold as boolean;
      return answer(200, { id: t.id, on_hold: t.onHold });
    }
    if ((m = call.match(/^(GET|POST) \/v1\/transfers\/([^/]+)\/reversals$/))) {
      const t = transfers.get(m[2]!);
      if (!t) return answer(400, { error: { description: 'The id provided does not exist' } });
      if (m[1] === 'GET') return answer(200, { entity: 'collection', items: t.reversals });
      const amount = body.amount as number;
      const reversed = t.reversals.reduce((sum, r) => sum + r.amount, 0);
      if (amount > t.amount - reversed)
        return answer(400, { error: { description: 'The reversal amount exceeds the amount transferred' } });
      const reversal = { id: id('rvrsl'), amount };
      t.reversals.push(reversal);
      return answer(200, reversal);
    }
    return answer(404, { error: { description: `no such call: ${call}` } });
  }) as unknown as typeof fetch;

  return {
    client: createRouteClient(
      { keyId: 'rzp_test_route', keySecret: 'route-secret' },
      'https://api.razorpay.test',
      fetchFn,
    ),
    accounts,
    transfers,
    calls,
    /** From now on, Razorpay answers the calls `when` matches with this error (undefined: none). */
    refuse(when?: (call: string) => { status: number; description: string } | undefined) {
      refuse = when;
    },
    /** The transfer made for a booking, with what reversals left of it. */
    transferOf(bookingId: string) {
      const t = [...transfers.values()].find((x) => x.notes.booking === bookingId);
      return t && { ...t, left: t.amount - t.reversals.reduce((sum, r) => sum + r.amount, 0) };
    },
  };
}
