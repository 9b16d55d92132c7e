import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, investmentInstallments, investments } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { addMonths } from './schedule.js';
import { runPayouts } from './investments.service.js';
import { indianDayOf } from '@sevak/shared';

/** Investment plans (docs/contract.md §5b), switched on for these tests (INVESTMENTS_ENABLED=true). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ INVESTMENTS_ENABLED: 'true' });
  admin = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

const today = indianDayOf(new Date());
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload && { payload }) });

async function newPlan(body: object) {
  const res = await asAdmin('POST', '/api/invest/plans', body);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().plan as { _id: string };
}
const monthlyPlan = () =>
  newPlan({ kind: 'monthly', investmentAmount: 100_000, returnAmount: 1_000, durationMonths: 12 });

async function investor() {
  const m = await createMember(t.db, { isAdminApproved: true, paymentVerified: true });
  return { ...m, cookie: (await signIn(t.app, m)).cookie };
}
const walletOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/wallet', headers: { cookie } })).json().wallet.balance as number;

describe('plans', () => {
  it('creates, lists with the yearly rate, edits and deletes an unused plan; one in use is deactivated', async () => {
    const plan = await newPlan({
      kind: 'yearly',
      investmentAmount: 100_000,
      returnAmount: 121_000,
      durationMonths: 24,
    });
    const list = (await asAdmin('GET', '/api/invest/plans/yearly')).json().plans;
    expect(list.find((p: { _id: string }) => p._id === plan._id)).toEqual({
      _id: plan._id,
      kind: 'yearly',
      investmentAmount: 100_000,
      returnAmount: 121_000,
      durationMonths: 24,
      active: true,
      yearlyRatePercent: 10.5,
      investments: 0,
    });
    const edited = await asAdmin('PUT', `/api/invest/plans/${plan._id}`, {
      kind: 'yearly',
      investmentAmount: 100_000,
      returnAmount: 124_000,
      durationMonths: 24,
    });
    expect(edited.json().plan.yearlyRatePercent).toBe(12);
    expect((await asAdmin('DELETE', `/api/invest/plans/${plan._id}`)).json().message).toBe('Plan deleted.');

    const used = await monthlyPlan();
    const m = await investor();
    await asAdmin('POST', '/api/invest/assign-plan', { phone: m.phone, planId: used._id });
    const removed = await asAdmin('DELETE', `/api/invest/plans/${used._id}`);
    expect(removed.json().message).toContain('deactivated');
    const after = (await asAdmin('GET', '/api/invest/plans/monthly'))
      .json()
      .plans.find((p: { _id: string }) => p._id === used._id);
    expect(after).toMatchObject({ active: false, investments: 1 });
    const refused = await asAdmin('POST', '/api/invest/assign-plan', { phone: m.phone, planId: used._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This plan is no longer offered.');
  });

  it('bad plans are a 400 with the field named', async () => {
    const cases: [object, string][] = [
      [{ kind: 'monthly', investmentAmount: 0, returnAmount: 1, durationMonths: 12 }, 'investmentAmount'],
      [{ kind: 'monthly', investmentAmount: 10, returnAmount: 1, durationMonths: 0 }, 'durationMonths'],
      [{ kind: 'yearly', investmentAmount: 1000, returnAmount: 900, durationMonths: 12 }, 'returnAmount'],
      [{ kind: 'weekly', investmentAmount: 1000, returnAmount: 900, durationMonths: 12 }, 'kind'],
    ];
    for (const [body, path] of cases) {
      const res = await asAdmin('POST', '/api/invest/plans', body);
      expect(res.statusCode, path).toBe(400);
      expect(
        res.json().errors.map((e: { path: string }) => e.path),
        path,
      ).toContain(path);
    }
    // A third decimal is refused in words, never rounded (the shared money rule).
    const paise = await asAdmin('POST', '/api/invest/plans', {
      kind: 'monthly',
      investmentAmount: 12_000.345,
      returnAmount: 200,
      durationMonths: 12,
    });
    expect(paise.json().errors).toEqual([
      { path: 'investmentAmount', msg: 'Enter rupees with at most 2 decimal places.' },
    ]);
  });
});

describe('assign plan', () => {
  it('says each spec message: fill all fields, unknown phone, success (audited, notified)', async () => {
    const plan = await monthlyPlan();
    const empty = await asAdmin('POST', '/api/invest/assign-plan', { phone: '', planId: plan._id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please fill all fields!');
    const unknown = await asAdmin('POST', '/api/invest/assign-plan', { phone: '9999999991', planId: plan._id });
    expect(unknown.statusCode).toBe(404);
    const pending = await createMember(t.db);
    const notApproved = await asAdmin('POST', '/api/invest/assign-plan', { phone: pending.phone, planId: plan._id });
    expect(notApproved.statusCode).toBe(409);
    const m = await investor();
    const ok = await asAdmin('POST', '/api/invest/assign-plan', {
      phone: m.phone,
      planId: plan._id,
      reference: 'NEFT 12345',
    });
    expect(ok.json()).toEqual({ success: true, message: 'Plan assigned successfully!' });
    expect(await t.db.$count(auditLog, and(eq(auditLog.action, 'assign_plan'), eq(auditLog.targetId, m.id)))).toBe(1);
    const future = await asAdmin('POST', '/api/invest/assign-plan', {
      phone: m.phone,
      planId: plan._id,
      startDate: addMonths(today, 1),
    });
    expect(future.statusCode).toBe(400);
  });

  it('lists investors in the spec’s shape, with the next payout date, searchable and paged', async () => {
    const plan = await monthlyPlan();
    const m = await investor();
    await asAdmin('POST', '/api/invest/assign-plan', { phone: m.phone, planId: plan._id });
    const page = (await asAdmin('GET', `/api/invest/getmonthlyInvestors?search=${m.phone}`)).json();
    expect(page.investors).toEqual([
      expect.objectContaining({
        userName: m.name,
        phone: m.phone,
        amount: 100_000,
        returnAmount: 1_000,
        startDate: today,
        nextPayoutDate: addMonths(today, 1),
        duration: 12,
        status: 'active',
        paidInstallments: 0,
        totalInstallments: 12,
      }),
    ]);
    expect((await asAdmin('GET', `/api/invest/getyearlyInvestors?search=${m.phone}`)).json().investors).toEqual([]);
  });
});

describe('payouts', () => {
  it('a start three months back credits the three installments due, once, even when the run repeats', async () => {
    const plan = await monthlyPlan();
    const m = await investor();
    await asAdmin('POST', '/api/invest/assign-plan', {
      phone: m.phone,
      planId: plan._id,
      startDate: addMonths(today, -3),
    });
    await runPayouts(t.db);
    await runPayouts(t.db);
    expect(await walletOf(m.cookie)).toBe(3_000);
    const history = (await t.app.inject({ url: '/api/wallet/transactions', headers: { cookie: m.cookie } })).json();
    expect(history.transactions.map((x: { kind: string; amount: number }) => [x.kind, x.amount])).toEqual([
      ['investment_payout', 1_000],
      ['investment_payout', 1_000],
      ['investment_payout', 1_000],
    ]);
    const mine = (await t.app.inject({ url: '/api/invest/mine', headers: { cookie: m.cookie } })).json().investments;
    expect(mine).toEqual([
      expect.objectContaining({
        paidInstallments: 3,
        totalInstallments: 12,
        nextPayoutDate: addMonths(today, 1),
        nextPayoutAmount: 1_000,
      }),
    ]);
  });

  it('the last installment pays the principal back and matures the investment; a fixed deposit pays once', async () => {
    const plan = await newPlan({ kind: 'monthly', investmentAmount: 10_000, returnAmount: 100, durationMonths: 2 });
    const fd = await newPlan({ kind: 'yearly', investmentAmount: 10_000, returnAmount: 11_000, durationMonths: 12 });
    const m = await investor();
    await asAdmin('POST', '/api/invest/assign-plan', {
      phone: m.phone,
      planId: plan._id,
      startDate: addMonths(today, -2),
    });
    await asAdmin('POST', '/api/invest/assign-plan', {
      phone: m.phone,
      planId: fd._id,
      startDate: addMonths(today, -12),
    });
    await runPayouts(t.db);
    expect(await walletOf(m.cookie)).toBe(100 + 10_100 + 11_000);
    const mine = (await t.app.inject({ url: '/api/invest/mine', headers: { cookie: m.cookie } })).json().investments;
    expect(mine.map((i: { status: string; nextPayoutDate: string | null }) => [i.status, i.nextPayoutDate])).toEqual([
      ['matured', null],
      ['matured', null],
    ]);
  });

  it('closing stops the payouts; closing again is a 409', async () => {
    const plan = await monthlyPlan();
    const m = await investor();
    await asAdmin('POST', '/api/invest/assign-plan', {
      phone: m.phone,
      planId: plan._id,
      startDate: addMonths(today, -1),
    });
    const [row] = await t.db.select().from(investments).where(eq(investments.userId, m.id));
    expect((await asAdmin('POST', `/api/invest/${row!.id}/close`, { reason: '' })).statusCode).toBe(400);
    const closed = await asAdmin('POST', `/api/invest/${row!.id}/close`, {
      reason: 'Money returned at the member’s request.',
    });
    expect(closed.json().message).toBe('Investment closed. No more payouts will be made.');
    // The run queued by the assignment may have credited the first installment: nothing after the close.
    const installments = () => t.db.$count(investmentInstallments, eq(investmentInstallments.investmentId, row!.id));
    const atClose = await installments();
    await runPayouts(t.db);
    expect(await installments()).toBe(atClose);
    const mine = (await t.app.inject({ url: '/api/invest/mine', headers: { cookie: m.cookie } })).json();
    expect(mine.investments[0]).toMatchObject({ status: 'closed', nextPayoutDate: null });
    expect((await asAdmin('POST', `/api/invest/${row!.id}/close`, { reason: 'Again' })).statusCode).toBe(409);
  });

  it('two payout runs at once credit each installment once', async () => {
    const plan = await monthlyPlan();
    const members = await Promise.all(Array.from({ length: 5 }, () => investor()));
    for (const m of members) {
      await asAdmin('POST', '/api/invest/assign-plan', {
        phone: m.phone,
        planId: plan._id,
        startDate: addMonths(today, -4),
      });
    }
    await Promise.all([runPayouts(t.db), runPayouts(t.db), t.app.jobs.runNow('credit-investment-payouts')]);
    for (const m of members) expect(await walletOf(m.cookie)).toBe(4_000);
  });
});

describe('INVESTMENTS_ENABLED=false (the default)', () => {
  it('every /invest route answers 404 with the reason', async () => {
    const off = await createTestApp();
    try {
      const cookie = (await signIn(off.app, await createAdminMember(off.db))).cookie;
      for (const url of ['/api/invest/plans/yearly', '/api/invest/getmonthlyInvestors', '/api/invest/mine']) {
        const res = await off.app.inject({ url, headers: { cookie } });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code, url).toBe('INVESTMENTS_DISABLED');
      }
      const config = (await off.app.inject({ url: '/api/config/public' })).json();
      expect(config.investmentsEnabled).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('who may call the plan routes (switched on)', () => {
  it('admins only, except a member’s own plans', async () => {
    const member = await investor();
    const pending = await createMember(t.db);
    const pendingCookie = (await signIn(t.app, pending)).cookie;
    const adminOnly: [string, string, object?][] = [
      ['GET', '/api/invest/plans/yearly'],
      ['GET', '/api/invest/getmonthlyInvestors'],
      ['POST', '/api/invest/plans', { kind: 'monthly', investmentAmount: 1, returnAmount: 1, durationMonths: 1 }],
      ['POST', '/api/invest/assign-plan', { phone: member.phone, planId: 'x' }],
      ['POST', `/api/invest/00000000-0000-4000-8000-000000000000/close`, { reason: 'Because' }],
    ];
    for (const [method, url, payload] of adminOnly) {
      const as = (cookie?: string) =>
        t.app.inject({ method: method as 'GET', url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
      expect((await as()).statusCode, `${url} visitor`).toBe(401);
      expect((await as(member.cookie)).statusCode, `${url} member`).toBe(403);
      expect((await as(pendingCookie)).statusCode, `${url} pending`).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/invest/mine', headers: { cookie: member.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/invest/mine', headers: { cookie: pendingCookie } })).statusCode).toBe(403);
  });
});
