import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianDayOf } from '@sevak/shared';
import { investmentInstallments, investments, ledgerTransfers, withdrawals } from '../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { memberReadyToWithdraw, requestWithdrawal } from '../../test/withdrawals.js';

/**
 * Every copy of a keyed write answers what the first one answered (platform/idempotency.ts,
 * docs/decisions/026): the same request sent many times at once — a phone retrying on a patchy
 * network, a double click — moves money once and every copy hears the same status and body.
 * Races only show on PostgreSQL (TEST_DATABASE_URL); on PGlite the copies run one at a time.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ INVESTMENTS_ENABLED: 'true' });
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

const same = <T>(values: T[]) => new Set(values.map((v) => JSON.stringify(v))).size === 1;

describe('keyed writes sent many times at once', () => {
  it('50 withdrawals with one key: all 50 answer 201 with the one withdrawal, which is held once', async () => {
    const m = await memberReadyToWithdraw(t.app, t.db, admin, 500);
    const answers = await Promise.all(Array.from({ length: 50 }, () => requestWithdrawal(t.app, m.cookie, 500, 'w-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(same(answers.map((a) => a.json()))).toBe(true);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, m.id))).toBe(1);
    const wallet = (await t.app.inject({ url: '/api/wallet', headers: { cookie: m.cookie } })).json().wallet;
    expect(wallet).toEqual({ balance: 500, held: 500, available: 0, currency: 'INR' });
  });

  it('the same key with another amount, at once: the first request stands, the others answer 409', async () => {
    const m = await memberReadyToWithdraw(t.app, t.db, admin, 500);
    const amounts = [200, 300, 300, 200, 300, 300, 200, 300, 300, 300];
    const answers = await Promise.all(amounts.map((amount) => requestWithdrawal(t.app, m.cookie, amount, 'w-2')));
    const rows = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, m.id));
    expect(rows).toHaveLength(1);
    answers.forEach((answer, i) => {
      if (amounts[i]! * 100 === rows[0]!.amountPaise) {
        expect(answer.statusCode).toBe(201);
        expect(answer.json().withdrawal._id).toBe(rows[0]!.id);
      } else {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      }
    });
  });

  it('a refused request keeps no answer: the same key is tried anew once the balance allows it', async () => {
    const m = await memberReadyToWithdraw(t.app, t.db, admin, 100);
    const refused = await requestWithdrawal(t.app, m.cookie, 300, 'w-3');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('INSUFFICIENT_BALANCE');
    await t.app.inject({
      method: 'POST',
      url: '/api/wallet/adjust',
      headers: { cookie: admin },
      payload: { userId: m.id, amount: 200, reason: 'Top-up for the test' },
    });
    const answered = await requestWithdrawal(t.app, m.cookie, 300, 'w-3');
    expect(answered.statusCode).toBe(201);
    expect(answered.headers['idempotent-replayed']).toBeUndefined();
  });

  it('50 wallet adjustments with one key: all answer 200 alike, the member is credited once', async () => {
    const m = await createMember(t.db, { isAdminApproved: true, paymentVerified: true });
    const adjust = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/wallet/adjust',
        headers: { cookie: admin, 'idempotency-key': 'adjust-1' },
        payload: { userId: m.id, amount: 75, reason: 'Goodwill credit' },
      });
    const answers = await Promise.all(Array.from({ length: 50 }, adjust));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(same(answers.map((a) => a.json()))).toBe(true);
    expect(answers[0]!.json().wallet).toMatchObject({ balance: 75, available: 75 });
    expect(await t.db.$count(ledgerTransfers, eq(ledgerTransfers.description, 'Goodwill credit'))).toBe(1);
  });
});

describe('assigning an investment plan', () => {
  async function planAndInvestor() {
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/invest/plans',
      headers: { cookie: admin },
      payload: { kind: 'monthly', investmentAmount: 60_000, returnAmount: 600, durationMonths: 6 },
    });
    const member = await createMember(t.db, { isAdminApproved: true, paymentVerified: true });
    return { planId: plan.json().plan._id as string, member };
  }
  // Six months ago: five or six installments are due at once, so a duplicate would pay them again.
  const sixMonthsAgo = (() => {
    const [y, mo, d] = indianDayOf(new Date()).split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, mo - 1 - 6, Math.min(d, 28)));
    return day.toISOString().slice(0, 10);
  })();
  const assign = (body: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/invest/assign-plan',
      headers: { cookie: admin, ...(key && { 'idempotency-key': key }) },
      payload: body,
    });
  const installmentsOf = async (userId: string) => {
    const rows = await t.db
      .select({ n: investmentInstallments.n })
      .from(investmentInstallments)
      .innerJoin(investments, eq(investments.id, investmentInstallments.investmentId))
      .where(eq(investments.userId, userId));
    return rows.length;
  };

  it('20 identical assignments with one Idempotency-Key at once: one investment, all 20 answer alike', async () => {
    const { planId, member } = await planAndInvestor();
    const body = { phone: member.phone, planId, startDate: sixMonthsAgo, reference: 'NEFT 77001' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => assign(body, 'assign-1')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(same(answers.map((a) => a.json()))).toBe(true);
    expect(await t.db.$count(investments, eq(investments.userId, member.id))).toBe(1);
    await t.app.jobs.runNow('credit-investment-payouts');
    const [investment] = await t.db.select().from(investments).where(eq(investments.userId, member.id));
    expect(investment!.paidInstallments).toBeGreaterThanOrEqual(5);
    expect(await installmentsOf(member.id)).toBe(investment!.paidInstallments);
  });

  it('20 assignments of one bank reference with different keys at once: one investment, 19 answer 409 saying why', async () => {
    const { planId, member } = await planAndInvestor();
    const body = { phone: member.phone, planId, startDate: sixMonthsAgo, reference: 'NEFT 77002' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => assign(body, `assign-ref-${i}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json()).toMatchObject({
      code: 'INVESTMENT_REFERENCE_TAKEN',
      message: 'This plan was already assigned to this member with the reference NEFT 77002.',
    });
    expect(await t.db.$count(investments, eq(investments.userId, member.id))).toBe(1);
  });

  it('without a reference or a key, each assignment is a new investment (a member may hold a plan twice)', async () => {
    const { planId, member } = await planAndInvestor();
    const body = { phone: member.phone, planId };
    expect((await assign(body)).statusCode).toBe(200);
    expect((await assign(body)).statusCode).toBe(200);
    expect(await t.db.$count(investments, eq(investments.userId, member.id))).toBe(2);
  });
});
