import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransfers, notifications } from '../../db/schema/index.js';
import {
  createAdminMember,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
  type TestMember,
} from '../../../test/app.js';
import { approve, payFee } from '../../../test/ledger.js';
import { referralRewardKey } from './referral-reward.js';

/**
 * Referral rewards (docs/contract.md §5b, docs/decisions/014) and the member's team (GET /team), through
 * the real endpoints: fee capture, approval and an admin's late referral.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

type Signed = TestMember & { cookie: string };
async function member(fields: Parameters<typeof createMember>[1] = {}): Promise<Signed> {
  const m = await createMember(t.db, fields);
  return { ...m, cookie: (await signIn(t.app, m)).cookie };
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const walletOf = async (m: Signed) => (await get('/api/wallet', m.cookie)).json().wallet;
const rewardsFor = (memberId: string) =>
  t.db.$count(ledgerTransfers, eq(ledgerTransfers.idempotencyKey, referralRewardKey(memberId)));
const rewardNotices = (userId: string) =>
  t.db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.title, 'You earned ₹25')));

describe('referral reward', () => {
  it('credits ₹25 to the referrer once the friend has paid and is approved, with an entry and a notification', async () => {
    const referrer = await member({ isAdminApproved: true, paymentVerified: true });
    const friend = await member({ name: 'Ravi Kumar Sharma', referredBy: referrer.id });

    expect((await payFee(t, friend.cookie)).statusCode).toBe(200);
    expect(await walletOf(referrer)).toEqual({ balance: 0, available: 0, held: 0, currency: 'INR' });
    expect((await approve(t, admin, friend.id)).statusCode).toBe(200);

    expect(await walletOf(referrer)).toEqual({ balance: 25, available: 25, held: 0, currency: 'INR' });
    const history = (await get('/api/wallet/transactions', referrer.cookie)).json();
    expect(history.transactions).toEqual([
      expect.objectContaining({
        kind: 'referral_reward',
        amount: 25,
        balanceAfter: 25,
        status: 'posted',
        description: 'Ravi S. joined with your referral',
      }),
    ]);
    expect(await rewardNotices(referrer.id)).toBe(1);

    // Approving again and paying again change nothing.
    await approve(t, admin, friend.id);
    await payFee(t, friend.cookie);
    expect((await walletOf(referrer)).balance).toBe(25);
    expect(await rewardNotices(referrer.id)).toBe(1);
  });

  it('approval first (unpaid, confirmed by the admin): the reward comes with the fee', async () => {
    const referrer = await member({ isAdminApproved: true });
    const friend = await member({ referredBy: referrer.id });
    await approve(t, admin, friend.id, true);
    expect((await walletOf(referrer)).balance).toBe(0);
    await payFee(t, friend.cookie);
    expect((await walletOf(referrer)).balance).toBe(25);
    expect(await rewardsFor(friend.id)).toBe(1);
  });

  it('one level only: the referrer of the referrer earns nothing', async () => {
    const top = await member({ isAdminApproved: true });
    const middle = await member({ isAdminApproved: true, paymentVerified: true, referredBy: top.id });
    const friend = await member({ referredBy: middle.id });
    await payFee(t, friend.cookie);
    await approve(t, admin, friend.id);
    expect((await walletOf(middle)).balance).toBe(25);
    expect((await walletOf(top)).balance).toBe(0);
  });

  it('a referral an admin assigns after the friend paid and was approved credits at assignment, and only once', async () => {
    const first = await member({ isAdminApproved: true });
    const second = await member({ isAdminApproved: true });
    const friend = await member({ isAdminApproved: true, paymentVerified: true });
    const assign = (referrerPhone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/setReferral',
        headers: { cookie: admin },
        payload: { referrerPhone, referredPhone: friend.phone },
      });
    expect((await assign(first.phone)).statusCode).toBe(200);
    expect((await walletOf(first)).balance).toBe(25);
    // Reassigned: the reward was paid for this friend already.
    expect((await assign(second.phone)).statusCode).toBe(200);
    expect((await walletOf(second)).balance).toBe(0);
    expect((await walletOf(first)).balance).toBe(25);
    expect(await rewardsFor(friend.id)).toBe(1);
  });

  it('REFERRAL_REWARD_PAISE=0 turns rewards off', async () => {
    const off = await createTestApp({ REFERRAL_REWARD_PAISE: '0' });
    try {
      const adminCookie = (await signIn(off.app, await createAdminMember(off.db))).cookie;
      const referrer = await createMember(off.db, { isAdminApproved: true });
      const friend = await createMember(off.db, { referredBy: referrer.id, paymentVerified: true });
      await approve(off, adminCookie, friend.id);
      const cookie = (await signIn(off.app, referrer)).cookie;
      expect((await off.app.inject({ url: '/api/wallet', headers: { cookie } })).json().wallet.balance).toBe(0);
      const team = (await off.app.inject({ url: '/api/team', headers: { cookie } })).json();
      expect(team.rewardPerReferral).toBe(0);
      expect(team.members).toEqual([expect.objectContaining({ status: 'approved', reward: null })]);
    } finally {
      await off.close();
    }
  });
});

describe('GET /api/team', () => {
  it('shows the code and link, who referred me, and my referrals by first name and last initial with status and reward', async () => {
    const mine = await member({ name: 'Meera Joshi', isAdminApproved: true });
    const me = await member({ name: 'Asha Verma', isAdminApproved: true, referredBy: mine.id });
    const registered = await member({ name: 'Kiran', referredBy: me.id });
    await member({ name: 'Sunil Rao', referredBy: me.id, paymentVerified: true });
    const approved = await member({ name: 'Ravi Kumar Sharma', referredBy: me.id });
    await payFee(t, approved.cookie);
    await approve(t, admin, approved.id);
    await member({ name: 'Not Mine', referredBy: mine.id });

    const res = await get('/api/team', me.cookie);
    expect(res.statusCode).toBe(200);
    const team = res.json();
    const code = team.referralCode as string;
    expect(team.referralLink).toBe(`http://localhost:3000/register?ref=${code}`);
    expect(team.referredBy).toEqual({ name: 'Meera J.' });
    expect(team.rewardPerReferral).toBe(25);
    expect(team.totals).toEqual({ members: 3, approved: 1, earned: 25 });
    expect(
      team.members.map((m: { name: string; status: string; reward: number | null }) => [m.name, m.status, m.reward]),
    ).toEqual([
      ['Ravi S.', 'approved', 25],
      ['Sunil R.', 'paid', null],
      ['Kiran', 'registered', null],
    ]);
    expect(JSON.stringify(team)).not.toContain('Sharma');
    expect(JSON.stringify(team)).not.toContain(registered.phone);
    expect(team.nextCursor).toBeNull();
  });

  it('pages with the cursor, and refuses a cursor that is not one', async () => {
    const me = await member({ isAdminApproved: true });
    for (const name of ['One A', 'Two B', 'Three C']) await member({ name, referredBy: me.id });
    const first = (await get('/api/team?limit=2', me.cookie)).json();
    expect(first.members.map((m: { name: string }) => m.name)).toEqual(['Three C.', 'Two B.']);
    const next = (await get(`/api/team?limit=2&cursor=${first.nextCursor}`, me.cookie)).json();
    expect(next.members.map((m: { name: string }) => m.name)).toEqual(['One A.']);
    expect(next.nextCursor).toBeNull();
    const bad = await get('/api/team?cursor=nonsense', me.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_CURSOR');
  });

  it('a member with no referrals sees an empty team and "no one" as referrer', async () => {
    const me = await member({ isAdminApproved: true });
    const team = (await get('/api/team', me.cookie)).json();
    expect(team).toMatchObject({ referredBy: null, totals: { members: 0, approved: 0, earned: 0 }, members: [] });
  });
});
