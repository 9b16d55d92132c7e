import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from '../../platform/signature.js';
import {
  createLocalPayoutProvider,
  createPayoutProvider,
  createRazorpayXProvider,
  PayoutProviderError,
  type PayoutRequest,
} from './payouts.js';

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

/** A webhook call as RazorpayX makes it: the raw JSON body, signed with `secret`, and its event id. */
function razorpayXCall(event: string, entity: object | undefined, secret: string, eventId?: string) {
  const rawBody = Buffer.from(JSON.stringify({ event, payload: { payout: { entity } } }));
  return {
    rawBody,
    headers: {
      'x-razorpay-signature': hmacSha256Hex(secret, rawBody),
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
  };
}

describe('RazorpayX webhooks, read into payout events', () => {
  const provider = createRazorpayXProvider(keys, 'https://x.test/v1', fakeFetch([]).fn);
  const payout = { id: 'pout_1', reference_id: request.withdrawalId };

  it('a good signature: processed with the UTR, failed or rejected with the reason, reversed', () => {
    const processed = { ...payout, utr: 'UTR000111222', status: 'processed' };
    expect(provider.readWebhook(razorpayXCall('payout.processed', processed, 'whsec', 'evt_1'))).toEqual({
      eventId: 'evt_1',
      name: 'payout.processed',
      kind: 'processed',
      payoutId: 'pout_1',
      withdrawalId: request.withdrawalId,
      utr: 'UTR000111222',
    });
    // Without an event id header the event is known by its name and payout; an empty UTR is none.
    expect(provider.readWebhook(razorpayXCall('payout.processed', { ...processed, utr: '' }, 'whsec'))).toMatchObject({
      eventId: 'payout.processed:pout_1',
      utr: undefined,
    });
    expect(
      provider.readWebhook(razorpayXCall('payout.failed', { ...payout, failure_reason: 'Bank offline' }, 'whsec')),
    ).toEqual({
      eventId: 'payout.failed:pout_1',
      name: 'payout.failed',
      kind: 'failed',
      payoutId: 'pout_1',
      withdrawalId: request.withdrawalId,
      reason: 'Bank offline',
    });
    const rejected = { id: 'pout_2', status_details: { description: 'Account frozen' } };
    expect(provider.readWebhook(razorpayXCall('payout.rejected', rejected, 'whsec'))).toMatchObject({
      kind: 'failed',
      withdrawalId: undefined,
      reason: 'Account frozen',
    });
    expect(provider.readWebhook(razorpayXCall('payout.reversed', payout, 'whsec'))).toMatchObject({
      kind: 'reversed',
      reason: undefined,
    });
  });

  it('a bad or missing signature is refused before the body is read; a signed body that is not JSON too', () => {
    const call = razorpayXCall('payout.processed', payout, 'not-whsec');
    expect(() => provider.readWebhook(call)).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID', statusCode: 400 }),
    );
    expect(() => provider.readWebhook({ ...call, headers: {} })).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
    const notJson = Buffer.from('payout.processed');
    expect(() =>
      provider.readWebhook({ rawBody: notJson, headers: { 'x-razorpay-signature': hmacSha256Hex('whsec', notJson) } }),
    ).toThrow(expect.objectContaining({ code: 'NOT_JSON' }));
  });

  it('an event withdrawals do not use, or one without its payout, is ignored', () => {
    for (const [event, entity] of [
      ['payout.queued', payout],
      ['payout.initiated', payout],
      ['constructor', payout],
      ['payout.processed', undefined],
      ['payout.processed', { reference_id: request.withdrawalId }],
    ] as const) {
      expect(provider.readWebhook(razorpayXCall(event, entity, 'whsec')), event).toBeNull();
    }
  });
});

describe('the local TEST payout provider', () => {
  const local = createLocalPayoutProvider('s'.repeat(64));

  it('is the one PAYOUT_PROVIDER=local names, its secret derived from APP_SECRET', () => {
    const named = createPayoutProvider({ PAYOUT_PROVIDER: 'local', APP_SECRET: 's'.repeat(64) });
    expect(named).toMatchObject({ name: 'local', webhookSecret: local.webhookSecret });
    expect(createLocalPayoutProvider('t'.repeat(64)).webhookSecret).not.toBe(local.webhookSecret);
    expect(createPayoutProvider({ PAYOUT_PROVIDER: null, APP_SECRET: 's'.repeat(64) })).toBeNull();
  });

  it('derives the payout id from the withdrawal, so a retry gets the same', async () => {
    const { payoutId } = await local.createPayout(request);
    expect(payoutId).toMatch(/^pout_[0-9a-f]{14}$/);
    expect(await local.createPayout(request)).toEqual({ payoutId });
    expect((await local.createPayout({ ...request, withdrawalId: 'another' })).payoutId).not.toBe(payoutId);
  });

  it('reads RazorpayX’s webhooks signed with its own secret, and no other', () => {
    const payout = { id: 'pout_1', reference_id: request.withdrawalId };
    expect(local.readWebhook(razorpayXCall('payout.reversed', payout, local.webhookSecret, 'evt_r'))).toMatchObject({
      eventId: 'evt_r',
      kind: 'reversed',
    });
    expect(() => local.readWebhook(razorpayXCall('payout.reversed', payout, 'whsec'))).toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
    expect(local.readWebhook(razorpayXCall('payout.queued', payout, local.webhookSecret))).toBeNull();
  });

  it('the admin’s outcome is the event itself: processed with a test UTR, or failed with the reason', () => {
    const payout = { payoutId: 'pout_1', withdrawalId: request.withdrawalId };
    expect(local.testOutcome!(payout, 'processed')).toEqual({
      eventId: 'local.processed:pout_1',
      name: 'local.processed',
      kind: 'processed',
      ...payout,
      utr: expect.stringMatching(/^LOCAL\d{12}$/),
    });
    expect(local.testOutcome!(payout, 'failed')).toEqual({
      eventId: 'local.failed:pout_1',
      name: 'local.failed',
      kind: 'failed',
      ...payout,
      reason: 'The test bank refused the payout.',
    });
    expect(createRazorpayXProvider(keys, 'https://x.test/v1', fakeFetch([]).fn).testOutcome).toBeUndefined();
  });
});
