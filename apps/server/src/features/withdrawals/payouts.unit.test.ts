import { describe, expect, it } from 'vitest';
import { createRazorpayXProvider, PayoutProviderError, type PayoutRequest } from './payouts.js';

/**
 * The RazorpayX client (it cannot be reached from here): the calls it makes, checked against
 * RazorpayX's documented API — contact, fund account, payout with X-Payout-Idempotency.
 */
const keys = { keyId: 'rzp_test_key', keySecret: 'secret', accountNumber: '7878780080316316', webhookSecret: 'whsec' };
const request: PayoutRequest = {
  withdrawalId: '11111111-2222-4333-8444-555555555555',
  amountPaise: 30_000,
  account: { holder: 'Asha Verma', number: '123456789012', ifsc: 'SBIN0001234' },
  contact: { userId: 'u-1', name: 'Asha Verma', phone: '9876543210', email: 'asha@gmail.com' },
};

function fakeFetch(answers: { status: number; body: object }[]) {
  const calls: { url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
  const fn = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    const answer = answers[calls.length - 1]!;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('RazorpayX payouts', () => {
  it('creates the contact, the fund account, then the payout with the withdrawal as idempotency key', async () => {
    const { fn, calls } = fakeFetch([
      { status: 200, body: { id: 'cont_1' } },
      { status: 200, body: { id: 'fa_1' } },
      { status: 200, body: { id: 'pout_1', status: 'queued' } },
    ]);
    const provider = createRazorpayXProvider(keys, 'https://x.test/v1', fn);
    expect(await provider.createPayout(request)).toEqual({ payoutId: 'pout_1' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://x.test/v1/contacts',
      'https://x.test/v1/fund_accounts',
      'https://x.test/v1/payouts',
    ]);
    expect(calls[0]!.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`);
    expect(calls[1]!.body).toEqual({
      contact_id: 'cont_1',
      account_type: 'bank_account',
      bank_account: { name: 'Asha Verma', ifsc: 'SBIN0001234', account_number: '123456789012' },
    });
    expect(calls[2]!.headers['X-Payout-Idempotency']).toBe(request.withdrawalId);
    expect(calls[2]!.body).toMatchObject({
      account_number: '7878780080316316',
      fund_account_id: 'fa_1',
      amount: 30_000,
      currency: 'INR',
      mode: 'IMPS',
      reference_id: request.withdrawalId,
    });
  });

  it('uses NEFT above ₹5,00,000, and turns a refusal into an error with RazorpayX’s words', async () => {
    const big = fakeFetch([
      { status: 200, body: { id: 'cont_1' } },
      { status: 200, body: { id: 'fa_1' } },
      { status: 200, body: { id: 'pout_2' } },
    ]);
    await createRazorpayXProvider(keys, 'https://x.test/v1', big.fn).createPayout({
      ...request,
      amountPaise: 60_000_000,
    });
    expect(big.calls[2]!.body.mode).toBe('NEFT');
    const refused = fakeFetch([{ status: 400, body: { error: { description: 'The IFSC is invalid' } } }]);
    await expect(createRazorpayXProvider(keys, 'https://x.test/v1', refused.fn).createPayout(request)).rejects.toEqual(
      new PayoutProviderError('The IFSC is invalid', 400),
    );
  });
});
