import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { approve, feeCheckout } from '../../../test/ledger.js';

/**
 * Referral rewards and adjustments under concurrency (docs/contract.md §9: no check-then-act). Races only
 * show on PostgreSQL (TEST_DATABASE_URL); on PGlite the same rules hold one request at a time.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

const walletOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/wallet', headers: { cookie } })).json().wallet;

/** A referred member with an open fee order, and the request that confirms its payment. */
async function friendReadyToPay(referrerId: string) {
  const friend = await createMember(t.db, { referredBy: referrerId });
  return { friend, pay: await feeCheckout(t, (await signIn(t.app, friend)).cookie) };
}

describe('referral rewards under concurrency', () => {
  it('fee capture and approval at the same moment, 10 friends: one reward each, none lost', async () => {
    const referrer = await createMember(t.db, { isAdminApproved: true });
    const friends = await Promise.all(Array.from({ length: 10 }, () => friendReadyToPay(referrer.id)));
    // The admin confirmed approving before payment (allowUnpaid), so either order can win.
    const answers = await Promise.all(
      friends.flatMap(({ friend, pay }) => [pay(), approve(t, admin, friend.id, true)]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    for (const { friend } of friends) {
      expect(
        await t.db.$count(ledgerTransfers, eq(ledgerTransfers.idempotencyKey, `referral_reward:${friend.id}`)),
      ).toBe(1);
    }
    expect((await walletOf((await signIn(t.app, referrer)).cookie)).balance).toBe(250);
  });

  it('the same approval 50 times at once credits the referrer once', async () => {
    const referrer = await createMember(t.db, { isAdminApproved: true });
    const friend = await createMember(t.db, { referredBy: referrer.id, paymentVerified: true });
    await Promise.all(Array.from({ length: 50 }, () => approve(t, admin, friend.id)));
    expect((await walletOf((await signIn(t.app, referrer)).cookie)).balance).toBe(25);
  });
});

describe('admin adjustments under concurrency', () => {
  it('100 copies of one request with one Idempotency-Key: one movement, 100 identical answers', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    const key = `race-${randomUUID()}`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/wallet/adjust',
          headers: { cookie: admin, 'idempotency-key': key },
          payload: { userId: m.id, amount: 30, reason: 'One credit' },
        }),
      ),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.body}`)).size).toBe(1);
    expect(answers[0]!.statusCode).toBe(200);
    expect(await t.db.$count(ledgerTransfers, like(ledgerTransfers.idempotencyKey, `%:${key}`))).toBe(1);
  });

  it('50 debits at once against a balance that covers 5: exactly 5 pass, the balance ends at 0', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    const send = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallet/adjust',
        headers: { cookie: admin },
        payload: { userId: m.id, amount, reason: 'Race test' },
      });
    await send(50);
    const answers = await Promise.all(Array.from({ length: 50 }, () => send(-10)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect((await walletOf((await signIn(t.app, m)).cookie)).balance).toBe(0);
  });
});
