import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema/index.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { memberReadyToWithdraw, requestWithdrawal } from '../../../test/withdrawals.js';
import { hmacSha256Hex } from '../../platform/signature.js';

/**
 * Withdrawals under concurrency (docs/contract.md §9: no check-then-act). Races only show on PostgreSQL
 * (TEST_DATABASE_URL); on PGlite the same rules hold one request at a time.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

const ready = (rupees: number) => memberReadyToWithdraw(t.app, t.db, admin, rupees);
const wallet = async (cookie: string) =>
  (await t.app.inject({ url: '/api/wallet', headers: { cookie } })).json().wallet;
const request = (cookie: string, amount: number) => requestWithdrawal(t.app, cookie, amount);

describe('withdrawals under concurrency', () => {
  it('20 requests at once that together exceed the balance: only what the balance covers is held', async () => {
    const m = await ready(1000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(m.cookie, 150)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 409)).toHaveLength(14);
    expect(await wallet(m.cookie)).toEqual({ balance: 1000, held: 900, available: 100, currency: 'INR' });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, m.id))).toBe(6);
  });

  it('approve and reject of one request at once, 10 times: one wins each time and the ledger agrees', async () => {
    const m = await ready(2000);
    let paid = 0;
    for (let i = 0; i < 10; i++) {
      const { withdrawal } = (await request(m.cookie, 100)).json();
      const [approve, reject] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: `/api/withdrawal/${withdrawal._id}/approve`,
          headers: { cookie: admin },
          payload: { utr: `UTR${i}000000` },
        }),
        t.app.inject({
          method: 'POST',
          url: `/api/withdrawal/${withdrawal._id}/reject`,
          headers: { cookie: admin },
          payload: { reason: 'Race test' },
        }),
      ]);
      expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
      if (approve.statusCode === 200) paid += 100;
    }
    expect(await wallet(m.cookie)).toEqual({ balance: 2000 - paid, held: 0, available: 2000 - paid, currency: 'INR' });
  });

  it('the member’s cancel and the admin’s payout at once: one wins, the money moves once', async () => {
    const m = await ready(500);
    const { withdrawal } = (await request(m.cookie, 200)).json();
    const [cancel, approve] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/withdrawal/${withdrawal._id}/cancel`, headers: { cookie: m.cookie } }),
      t.app.inject({
        method: 'POST',
        url: `/api/withdrawal/${withdrawal._id}/approve`,
        headers: { cookie: admin },
        payload: { utr: 'UTR12345678' },
      }),
    ]);
    expect([cancel.statusCode, approve.statusCode].sort()).toEqual([200, 409]);
    const expected = approve.statusCode === 200 ? 300 : 500;
    expect(await wallet(m.cookie)).toMatchObject({ balance: expected, held: 0, available: expected });
  });

  it('processed and failed webhooks for one payout at once, repeated: one outcome, the hold settled once', async () => {
    const m = await ready(1000);
    const { withdrawal } = (await request(m.cookie, 300)).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/withdrawal/${withdrawal._id}/approve`,
      headers: { cookie: admin },
      payload: {},
    });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    const send = (event: string, id: string, entity: object) => {
      const raw = JSON.stringify({
        event,
        payload: { payout: { entity: { id: row!.providerPayoutId, reference_id: row!.id, ...entity } } },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/withdrawal/payout-webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacSha256Hex(t.app.payoutProvider!.webhookSecret, raw),
          'x-razorpay-event-id': id,
        },
        payload: raw,
      });
    };
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, i) => [
        send('payout.processed', `evt_p${i}`, { utr: 'UTR999', status: 'processed' }),
        send('payout.failed', `evt_f${i}`, { status: 'failed', failure_reason: 'Refused' }),
      ]).flat(),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const [after] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    const balance = after!.status === 'paid' ? 700 : 1000;
    expect(['paid', 'failed']).toContain(after!.status);
    expect(await wallet(m.cookie)).toEqual({ balance, held: 0, available: balance, currency: 'INR' });
  });
});
