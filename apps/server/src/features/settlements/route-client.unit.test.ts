import { describe, expect, it } from 'vitest';
import { createRouteClient, RouteError } from './route-client.js';

/**
 * The Razorpay Route client (it cannot be reached from here): the calls it makes, checked against
 * Razorpay's documented API — a linked account, a transfer from a payment on hold, the hold
 * lifted, a reversal — and that a call repeated after a lost answer makes nothing twice.
 */
function fakeFetch(answers: { status: number; body: object }[]) {
  const calls: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    });
    const answer = answers[calls.length - 1]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

const keys = { keyId: 'rzp_test_key', keySecret: 'secret' };

describe('Razorpay Route', () => {
  it('transfers the provider’s share of a payment to their linked account, on hold', async () => {
    const { fn, calls } = fakeFetch([
      { status: 200, body: { entity: 'collection', count: 0, items: [] } },
      { status: 200, body: { entity: 'collection', count: 1, items: [{ id: 'trf_1', on_hold: true }] } },
    ]);
    const route = createRouteClient(keys, 'https://r.test', fn);
    expect(
      await route.holdTransfer({ providerPaymentId: 'pay_1', account: 'acc_9', amountPaise: 45_000, bookingId: 'b-1' }),
    ).toEqual({ transferId: 'trf_1' });
    expect(calls[0]).toMatchObject({ url: 'https://r.test/v1/payments/pay_1/transfers', method: 'GET' });
    expect(calls[1]).toMatchObject({
      url: 'https://r.test/v1/payments/pay_1/transfers',
      method: 'POST',
      body: {
        transfers: [{ account: 'acc_9', amount: 45_000, currency: 'INR', notes: { booking: 'b-1' }, on_hold: true }],
      },
    });
    expect(calls[1]!.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
  });

  it('answers the transfer already made for the booking instead of making a second', async () => {
    const { fn, calls } = fakeFetch([
      {
        status: 200,
        body: {
          items: [
            { id: 'trf_other', notes: { booking: 'b-2' } },
            { id: 'trf_1', notes: { booking: 'b-1' } },
          ],
        },
      },
    ]);
    const route = createRouteClient(keys, 'https://r.test', fn);
    expect(
      await route.holdTransfer({ providerPaymentId: 'pay_1', account: 'acc_9', amountPaise: 45_000, bookingId: 'b-1' }),
    ).toEqual({ transferId: 'trf_1' });
    expect(calls).toHaveLength(1);
  });

  it('makes a linked account with its settlement bank account in one call, keyed by our reference', async () => {
    const { fn, calls } = fakeFetch([{ status: 200, body: { id: 'acc_GLGeLkU2JUeyDZ', status: 'created' } }]);
    const route = createRouteClient(keys, 'https://r.test', fn);
    const input = {
      referenceId: 'ekyc0a1b2c3d4e5f6a7b',
      name: 'Suresh Kumar',
      email: 'suresh@example.in',
      phone: '9876543210',
      pan: 'ABCDE1234F',
      bankAccountNumber: '123456789012',
      ifsc: 'SBIN0000001',
    };
    expect(await route.createLinkedAccount(input)).toEqual({ accountId: 'acc_GLGeLkU2JUeyDZ' });
    expect(calls[0]).toMatchObject({
      url: 'https://r.test/v2/accounts',
      method: 'POST',
      headers: { 'idempotency-key': 'ekyc0a1b2c3d4e5f6a7b' },
      body: {
        type: 'route',
        reference_id: 'ekyc0a1b2c3d4e5f6a7b',
        business_type: 'individual',
        legal_info: { pan: 'ABCDE1234F' },
        settlement_accounts: [
          {
            method: 'bank_account',
            bank_account: { account_number: '123456789012', code_type: 'ifsc', code: 'SBIN0000001', currency: 'INR' },
          },
        ],
      },
    });
  });

  it('lifts the hold on release and reverses part of a transfer for a refund', async () => {
    const { fn, calls } = fakeFetch([
      { status: 200, body: { id: 'trf_1', on_hold: false, settlement_status: 'pending' } },
      { status: 200, body: { items: [] } },
      { status: 200, body: { id: 'rvrsl_1', amount: 20_000 } },
      { status: 200, body: { items: [{ id: 'rvrsl_1', amount: 20_000 }] } },
    ]);
    const route = createRouteClient(keys, 'https://r.test', fn);
    await route.releaseTransfer('trf_1');
    expect(await route.reverseTransfer('trf_1', 20_000)).toEqual({ reversalId: 'rvrsl_1' });
    // Asked again (its answer was lost): the reversal made is found, and nothing is taken twice.
    expect(await route.reverseTransfer('trf_1', 20_000)).toEqual({ reversalId: 'rvrsl_1' });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['PATCH', 'https://r.test/v1/transfers/trf_1', { on_hold: false }],
      ['GET', 'https://r.test/v1/transfers/trf_1/reversals', undefined],
      ['POST', 'https://r.test/v1/transfers/trf_1/reversals', { amount: 20_000 }],
      ['GET', 'https://r.test/v1/transfers/trf_1/reversals', undefined],
    ]);
  });

  it('says what Razorpay refused, with its status', async () => {
    const { fn } = fakeFetch([
      { status: 200, body: { items: [] } },
      {
        status: 400,
        body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The linked account is not activated' } },
      },
    ]);
    const route = createRouteClient(keys, 'https://r.test', fn);
    const refused = await route
      .holdTransfer({ providerPaymentId: 'pay_1', account: 'acc_9', amountPaise: 100, bookingId: 'b' })
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RouteError);
    expect(refused).toMatchObject({ message: 'The linked account is not activated', status: 400, refused: true });
  });
});
