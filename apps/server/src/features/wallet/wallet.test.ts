import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, ledgerTransfers, notifications } from '../../db/schema/index.js';
import {
  createAdminMember,
  createMember,
  createTestApp,
  signIn,
  type TestApp,
  type TestMember,
} from '../../../test/app.js';
import { move } from '../../../test/ledger.js';
import { platformAccount, walletOf } from '../ledger/ledger.repo.js';
import { transfer } from '../ledger/ledger.service.js';

/** The wallet API (docs/contract.md §5b): a member's own wallet, history and statement; an admin's adjustments. */
let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db);
  adminId = a.id;
  admin = (await signIn(t.app, a)).cookie;
});
afterAll(() => t.close());

type Signed = TestMember & { cookie: string };
async function member(): Promise<Signed> {
  const m = await createMember(t.db, { isAdminApproved: true });
  return { ...m, cookie: (await signIn(t.app, m)).cookie };
}

const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
const walletNow = async (m: Signed) => (await get('/api/wallet', m.cookie)).json().wallet;

function adjust(payload: Record<string, unknown>, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/wallet/adjust',
    headers: { cookie: admin, ...(key && { 'idempotency-key': key }) },
    payload,
  });
}

/** A movement of `kind` into (+) or out of (−) the member's wallet, as the ledger books it. */
async function book(m: Signed, paise: number, kind: string, description: string) {
  const wallet = await walletOf(t.db, m.id);
  const platform = await platformAccount(t.db, 'test_platform');
  const request = paise > 0 ? move(platform.id, wallet.id, paise) : move(wallet.id, platform.id, -paise);
  await transfer(t.db, { ...request, kind, description });
}

describe('GET /api/wallet and /api/wallet/transactions', () => {
  it('a new member has an empty wallet and no history', async () => {
    const m = await member();
    expect(await walletNow(m)).toEqual({ balance: 0, available: 0, held: 0, currency: 'INR' });
    expect((await get('/api/wallet/transactions', m.cookie)).json()).toEqual({ transactions: [], nextCursor: null });
  });

  it('lists my movements newest first with signed amounts and running balances; another member sees none of them', async () => {
    const m = await member();
    const other = await member();
    await book(m, 2500, 'referral_reward', 'Ravi S. joined with your referral');
    await book(m, 10_000, 'adjustment', 'Goodwill');
    await book(m, -3_050, 'adjustment', 'Correction');
    const { transactions } = (await get('/api/wallet/transactions', m.cookie)).json();
    expect(
      transactions.map((x: { amount: number; balanceAfter: number; kind: string }) => [
        x.kind,
        x.amount,
        x.balanceAfter,
      ]),
    ).toEqual([
      ['adjustment', -30.5, 94.5],
      ['adjustment', 100, 125],
      ['referral_reward', 25, 25],
    ]);
    expect(await walletNow(m)).toEqual({ balance: 94.5, available: 94.5, held: 0, currency: 'INR' });
    expect((await get('/api/wallet/transactions', other.cookie)).json().transactions).toEqual([]);
  });

  it('filters by kind and by days in India, and pages with the cursor', async () => {
    const m = await member();
    for (let i = 1; i <= 3; i++) await book(m, i * 100, 'adjustment', `Credit ${i}`);
    await book(m, 2500, 'referral_reward', 'Reward');
    const rewards = (await get('/api/wallet/transactions?kind=referral_reward', m.cookie)).json();
    expect(rewards.transactions.map((x: { description: string }) => x.description)).toEqual(['Reward']);

    const first = (await get('/api/wallet/transactions?kind=adjustment&limit=2', m.cookie)).json();
    expect(first.transactions.map((x: { description: string }) => x.description)).toEqual(['Credit 3', 'Credit 2']);
    const next = (
      await get(`/api/wallet/transactions?kind=adjustment&limit=2&cursor=${first.nextCursor}`, m.cookie)
    ).json();
    expect(next.transactions.map((x: { description: string }) => x.description)).toEqual(['Credit 1']);
    expect(next.nextCursor).toBeNull();

    expect((await get('/api/wallet/transactions?to=2020-01-01', m.cookie)).json().transactions).toEqual([]);
    expect((await get('/api/wallet/transactions?from=2020-01-01', m.cookie)).json().transactions).toHaveLength(4);
  });

  it('bad filters are a 400 naming the field', async () => {
    const m = await member();
    const cases: [string, string][] = [
      ['from=2026-05-02&to=2026-05-01', 'The start date must be on or before the end date.'],
      ['from=2026-02-30', 'Use a real date in the format yyyy-MM-dd'],
      ['kind=bonus', ''],
      ['limit=0', ''],
      ['cursor=nonsense', ''],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/wallet/transactions?${query}`, m.cookie);
      expect(res.statusCode, query).toBe(400);
      if (message) expect(JSON.stringify(res.json().errors), query).toContain(message);
    }
  });
});

describe('POST /api/wallet/adjust (admin)', () => {
  it('credits with a reason: audited, the member notified, the wallet answered', async () => {
    const m = await member();
    const res = await adjust({ userId: m.id, amount: 150.75, reason: 'Goodwill for a late payout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Wallet adjusted successfully.',
      wallet: { balance: 150.75, available: 150.75, held: 0, currency: 'INR' },
    });
    expect((await get('/api/wallet/transactions', m.cookie)).json().transactions[0]).toMatchObject({
      kind: 'adjustment',
      amount: 150.75,
      description: 'Goodwill for a late payout',
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'adjust_wallet'), eq(auditLog.targetId, m.id)));
    expect(audits).toEqual([
      expect.objectContaining({ actorId: adminId, after: { amount: 150.75, reason: 'Goodwill for a late payout' } }),
    ]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.map((n) => [n.title, n.body])).toEqual([
      ['₹150.75 added to your wallet', 'Goodwill for a late payout'],
    ]);
  });

  it('a debit beyond the available balance is a 409 and changes nothing; within it, it is taken', async () => {
    const m = await member();
    await adjust({ userId: m.id, amount: 25, reason: 'Reward by hand' });
    const refused = await adjust({ userId: m.id, amount: -25.01, reason: 'Too much' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    expect((await walletNow(m)).balance).toBe(25);
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'adjust_wallet'), eq(auditLog.targetId, m.id)))).toBe(1);
    const taken = await adjust({ userId: m.id, amount: -25, reason: 'Reversed by hand' });
    expect(taken.json().wallet).toEqual({ balance: 0, available: 0, held: 0, currency: 'INR' });
  });

  it('bad input is a 400 with a clear message and moves nothing', async () => {
    const m = await member();
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: m.id, amount: 0, reason: 'Nothing' }, 'Enter an amount other than ₹0'],
      [{ userId: m.id, amount: 10.005, reason: 'Fractions' }, 'at most 2 decimal places'],
      [{ userId: m.id, amount: 12.345, reason: 'Issue 34' }, 'Enter rupees with at most 2 decimal places.'],
      [{ userId: m.id, amount: 1_000_001, reason: 'Typo' }, 'at most ₹10,00,000'],
      [{ userId: m.id, amount: '10', reason: 'Text' }, 'Enter an amount'],
      [{ userId: m.id, amount: 10, reason: ' a ' }, 'Please give the reason'],
      [{ userId: m.id, amount: 10 }, 'Please give the reason'],
      [{ userId: 'someone', amount: 10, reason: 'Who?' }, 'User not found'],
    ];
    for (const [payload, message] of cases) {
      const res = await adjust(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(res.json().errors), JSON.stringify(payload)).toContain(message);
    }
    expect(await walletNow(m)).toMatchObject({ balance: 0 });
  });

  it('an unknown or deleted member is a 404', async () => {
    const gone = await createMember(t.db, { deletedAt: new Date() });
    for (const userId of [gone.id, '00000000-0000-4000-8000-000000000001']) {
      const res = await adjust({ userId, amount: 10, reason: 'Nobody' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('USER_NOT_FOUND');
    }
  });

  it('Idempotency-Key: the same key and body answer again and move once; another body with it is a 409', async () => {
    const m = await member();
    const body = { userId: m.id, amount: 40, reason: 'Festival bonus' };
    const first = await adjust(body, 'adj-key-0001');
    const again = await adjust(body, 'adj-key-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await walletNow(m)).balance).toBe(40);
    const other = await adjust({ ...body, amount: 41 }, 'adj-key-0001');
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await walletNow(m)).balance).toBe(40);
    // Without a key, each request is a new one.
    await adjust(body);
    await adjust(body);
    expect((await walletNow(m)).balance).toBe(120);
    const bad = await adjust(body, 'has spaces in it');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/wallet/user/:userId (admin)', () => {
  it('shows a member’s wallet and latest 10 transactions', async () => {
    const m = await member();
    for (let i = 1; i <= 12; i++) await book(m, 100, 'adjustment', `Credit ${i}`);
    const res = await get(`/api/wallet/user/${m.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().wallet).toMatchObject({ balance: 12 });
    expect(res.json().transactions).toHaveLength(10);
    expect(res.json().transactions[0]).toMatchObject({ description: 'Credit 12', balanceAfter: 12 });
  });
});

describe('GET /api/wallet/statement', () => {
  it('CSV: opening balance, each entry with its running balance, closing balance and financial-year totals', async () => {
    const m = await member();
    await book(m, 2500, 'referral_reward', 'Ravi S. joined with your referral');
    await book(m, -1000, 'adjustment', 'Correction, with a comma');
    const res = await get('/api/wallet/statement?format=csv&from=2020-04-01', m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="sevak-statement-2020-04-01-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body.replace(/^\uFEFF/, '');
    expect(text).toContain('Opening balance (INR),0.00');
    expect(text).toContain('Referral reward,Ravi S. joined with your referral,25.00,,25.00');
    expect(text).toContain('Adjustment by Sevak,"Correction, with a comma",,10.00,15.00');
    expect(text).toContain('Closing balance (INR),15.00');
    expect(text).toMatch(/FY 20\d\d-\d\d credits \(INR\),25\.00,debits \(INR\),10\.00/);
  });

  it('a period after the movements opens and closes at the balance, with no lines', async () => {
    const m = await member();
    await book(m, 2500, 'referral_reward', 'Reward');
    const res = await get('/api/wallet/statement?format=csv&from=2999-01-01&to=2999-01-31', m.cookie);
    const text = res.body;
    expect(text).toContain('Opening balance (INR),25.00');
    expect(text).toContain('Closing balance (INR),25.00');
    expect(text).not.toContain('Reward,');
  });

  it('PDF: holds the entries, ₹ amounts and the balances', async () => {
    const m = await member();
    await book(m, 2500, 'referral_reward', 'Ravi S. joined with your referral');
    const res = await get('/api/wallet/statement?format=pdf', m.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    // A long description wraps within its column: read the text as one line.
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain('Sevak wallet statement');
    expect(text).toContain('Referral reward: Ravi S. joined with your referral');
    expect(text).toContain('Opening balance: ₹0');
    expect(text).toContain('Closing balance: ₹25');
  });

  it('refuses a period whose start is after its end', async () => {
    const m = await member();
    const res = await get('/api/wallet/statement?from=2026-05-02&to=2026-05-01', m.cookie);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('The start date must be on or before the end date.');
  });
});

describe('admin views of wallets', () => {
  it('All Users shows each member’s wallet balance; the dashboard what is owed and this month’s rewards', async () => {
    const m = await member();
    await book(m, 2500, 'referral_reward', 'Reward');
    const before = (await get('/api/admin/stats', admin)).json();
    await book(m, 4000, 'referral_reward', 'Reward');
    const after = (await get('/api/admin/stats', admin)).json();
    expect(after.owedToMembers - before.owedToMembers).toBeCloseTo(40, 2);
    expect(after.referralRewardsThisMonth - before.referralRewardsThisMonth).toBeCloseTo(40, 2);
    const list = (await get(`/api/auth/getAllUser?search=${m.phone}`, admin)).json();
    expect(list.user).toEqual([expect.objectContaining({ _id: m.id, walletBalance: 65 })]);
    expect(await t.db.$count(ledgerTransfers, eq(ledgerTransfers.kind, 'referral_reward'))).toBeGreaterThan(0);
  });
});
