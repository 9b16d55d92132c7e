import {
  formatPaise,
  indianDayOf,
  isUuid,
  investmentMessages,
  paiseToRupees,
  paths,
  PLAN_KIND_LABELS,
  rupeesToPaise,
  type AssignPlan,
  type Investor,
  type MyInvestment,
  type Plan,
  type PlanInput,
  type PlanKind,
  walletMessages,
} from '@sevak/shared';
import type { InvestmentRow, PlanRow } from '../../db/schema/index.js';
import type { Db, DbOrTx } from '../../platform/db.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { translate, type TextValue } from '../../i18n/index.js';
import { pageOf, pageRequest } from '../../platform/keyset.js';
import { recordAudit } from '../audit/index.js';
import { platformAccount, walletOf, transfer } from '../ledger/index.js';
import { notices, notify } from '../notifications/index.js';
import { lockMemberByPhone } from '../members/index.js';
import {
  closeActiveInvestment,
  deleteUnusedPlan,
  findDueInvestmentIds,
  findInvestment,
  findInvestmentsOf,
  findInvestors,
  findPlan,
  findPlans,
  insertInstallment,
  insertInvestment,
  insertPlan,
  lockActivePlan,
  lockInvestment,
  updateInvestment,
  updatePlan,
} from './investments.repo.js';
import { dueOn, installmentCount, installmentPaise, yearlyRatePercent, type Terms } from './schedule.js';

/**
 * Investment plans (docs/contract.md §5b, §7; docs/decisions/016): plans, assignment by phone, and payout
 * runs that credit each installment exactly once — a unique (investment, n) row and the ledger's
 * idempotency key, with the investment row locked, so two runs at once (two instances, or a run
 * and a restart) credit nothing twice.
 */

/** The platform account plan payouts are paid from. */
export const INVESTMENTS_ACCOUNT = 'investments';

function termsOfPlan(plan: PlanRow): Terms {
  return {
    kind: plan.kind,
    amountPaise: plan.investmentAmountPaise,
    returnAmountPaise: plan.returnAmountPaise,
    durationMonths: plan.durationMonths,
  };
}

function termsOf(row: InvestmentRow): Terms {
  return {
    kind: row.kind,
    amountPaise: row.amountPaise,
    returnAmountPaise: row.returnAmountPaise,
    durationMonths: row.durationMonths,
  };
}

function toPlanView(plan: PlanRow, investments: number): Plan {
  return {
    _id: plan.id,
    kind: plan.kind,
    investmentAmount: paiseToRupees(plan.investmentAmountPaise),
    returnAmount: paiseToRupees(plan.returnAmountPaise),
    durationMonths: plan.durationMonths,
    active: plan.active,
    yearlyRatePercent: yearlyRatePercent(termsOfPlan(plan)),
    investments,
  };
}

/** 'Monthly income: ₹1,00,000, ₹1,000 a month for 12 months' (the member's notification), in their language. */
function describePlan(terms: Terms): TextValue {
  const values = {
    amount: formatPaise(terms.amountPaise),
    back: formatPaise(terms.returnAmountPaise),
    months: terms.durationMonths,
  };
  return (language) => translate(language, terms.kind === 'monthly' ? 'plan.monthly' : 'plan.yearly', values);
}

export async function listPlans(db: DbOrTx, kind: PlanKind): Promise<Plan[]> {
  return (await findPlans(db, kind)).map((row) => toPlanView(row.plan, row.investments));
}

function planValues(input: PlanInput) {
  return {
    kind: input.kind,
    investmentAmountPaise: rupeesToPaise(input.investmentAmount),
    returnAmountPaise: rupeesToPaise(input.returnAmount),
    durationMonths: input.durationMonths,
  };
}

export async function createPlan(db: Db, actorId: string, input: PlanInput): Promise<Plan> {
  return db.transaction(async (tx) => {
    const plan = await insertPlan(tx, planValues(input));
    await recordAudit(tx, { actorId, action: 'create_plan', targetType: 'plan', targetId: plan.id, after: input });
    return toPlanView(plan, 0);
  });
}

/** PUT /invest/plans/{id}: new terms for future assignments only (investments keep the terms they got). */
export async function editPlan(
  db: Db,
  actorId: string,
  id: string,
  input: PlanInput & { active?: boolean | undefined },
) {
  return db.transaction(async (tx) => {
    const plan = await updatePlan(tx, id, {
      ...planValues(input),
      ...(input.active === undefined ? {} : { active: input.active }),
    });
    if (!plan) throw new AppError('PLAN_NOT_FOUND', investmentMessages.planNotFound);
    await recordAudit(tx, { actorId, action: 'update_plan', targetType: 'plan', targetId: id, after: input });
    const [row] = (await findPlans(tx, plan.kind)).filter((r) => r.plan.id === id);
    return toPlanView(plan, row?.investments ?? 0);
  });
}

/** DELETE /invest/plans/{id}: deleted when unused; in use, deactivated (nobody new gets it). */
export async function removePlan(db: Db, actorId: string, id: string): Promise<string> {
  const plan = await findPlan(db, id);
  if (!plan) throw new AppError('PLAN_NOT_FOUND', investmentMessages.planNotFound);
  try {
    const deleted = await db.transaction(async (tx) => {
      const row = await deleteUnusedPlan(tx, id);
      if (row) await recordAudit(tx, { actorId, action: 'delete_plan', targetType: 'plan', targetId: id });
      return row;
    });
    if (deleted) return investmentMessages.planDeleted;
  } catch (err) {
    // An assignment committed between the check and the delete: the plan is in use after all.
    if (!isForeignKeyViolation(err)) throw err;
  }
  await db.transaction(async (tx) => {
    await updatePlan(tx, id, { active: false });
    await recordAudit(tx, {
      actorId,
      action: 'update_plan',
      targetType: 'plan',
      targetId: id,
      after: { active: false },
    });
  });
  return investmentMessages.planDeactivated;
}

/**
 * POST /invest/assign-plan: the plan's terms to an approved member from today (India) or an
 * earlier start (an existing investment recorded); installments already due are credited by the
 * payout run queued right after. Audited; the member is notified. One investment per member, plan
 * and bank reference (a unique index: assignments at once cannot both pass); the route runs it
 * once per Idempotency-Key (platform/idempotency.ts).
 */
export async function assignPlan(db: DbOrTx, actorId: string, input: AssignPlan, today = indianDayOf(new Date())) {
  const startDate = input.startDate ?? today;
  if (startDate > today) throw AppError.onField('VALIDATION_FAILED', 'startDate', investmentMessages.startTooLate);
  try {
    return await insertAssignment(db, actorId, input, startDate);
  } catch (err) {
    // The same bank payment recorded twice (investments_user_plan_reference).
    if (isUniqueViolation(err) && input.reference) {
      throw new AppError('INVESTMENT_REFERENCE_TAKEN', investmentMessages.referenceTaken(input.reference));
    }
    throw err;
  }
}

function insertAssignment(db: DbOrTx, actorId: string, input: AssignPlan, startDate: string) {
  return db.transaction(async (tx) => {
    const member = await lockMemberByPhone(tx, input.phone);
    if (!member.isAdminApproved) throw new AppError('MEMBER_NOT_APPROVED', investmentMessages.notApproved);
    const plan = isUuid(input.planId) ? await lockActivePlan(tx, input.planId) : undefined;
    if (!plan) throw new AppError('PLAN_NOT_FOUND', investmentMessages.planNotFound);
    if (!plan.active) throw new AppError('PLAN_INACTIVE', investmentMessages.planInactive);
    const terms = termsOfPlan(plan);
    const investment = await insertInvestment(tx, {
      userId: member.id,
      planId: plan.id,
      kind: plan.kind,
      amountPaise: plan.investmentAmountPaise,
      returnAmountPaise: plan.returnAmountPaise,
      durationMonths: plan.durationMonths,
      startDate,
      reference: input.reference || null,
      totalInstallments: installmentCount(terms),
      nextDueOn: dueOn(startDate, terms, 1),
      assignedBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'assign_plan',
      targetType: 'user',
      targetId: member.id,
      after: { investmentId: investment.id, planId: plan.id, startDate, reference: input.reference ?? null },
    });
    await notify(tx, member.id, { notice: notices.planAssigned(describePlan(terms)), link: paths.wallet });
    return investment;
  });
}

function nextPayoutDate(row: InvestmentRow): string | null {
  return row.status === 'active' ? row.nextDueOn : null;
}

function toInvestorView(row: InvestmentRow, user: { name: string; phone: string }): Investor {
  return {
    _id: row.id,
    userName: user.name,
    phone: user.phone,
    amount: paiseToRupees(row.amountPaise),
    returnAmount: paiseToRupees(row.returnAmountPaise),
    startDate: row.startDate,
    nextPayoutDate: nextPayoutDate(row),
    duration: row.durationMonths,
    status: row.status,
    paidInstallments: row.paidInstallments,
    totalInstallments: row.totalInstallments,
    reference: row.reference,
  };
}

/** GET /invest/getyearlyInvestors, /invest/getmonthlyInvestors (docs/product-spec.md §3 Investor), keyset-paged. */
export async function listInvestors(
  db: DbOrTx,
  kind: PlanKind,
  q: { search?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await findInvestors(db, kind, q.search, pageRequest(q, 'timestamptz'));
  const { items, nextCursor } = pageOf(rows, q.limit, (row) => ({ k: row.sortKey, id: row.investment.id }));
  return { investors: items.map((row) => toInvestorView(row.investment, row.user)), nextCursor };
}

/** GET /invest/mine */
export async function investmentsOf(db: DbOrTx, userId: string): Promise<MyInvestment[]> {
  return (await findInvestmentsOf(db, userId)).map((row) => ({
    _id: row.id,
    kind: row.kind,
    amount: paiseToRupees(row.amountPaise),
    returnAmount: paiseToRupees(row.returnAmountPaise),
    startDate: row.startDate,
    nextPayoutDate: nextPayoutDate(row),
    nextPayoutAmount:
      row.status === 'active' ? paiseToRupees(installmentPaise(termsOf(row), row.paidInstallments + 1)) : null,
    duration: row.durationMonths,
    status: row.status,
    paidInstallments: row.paidInstallments,
    totalInstallments: row.totalInstallments,
  }));
}

/** POST /invest/{id}/close (admin): no more installments; audited; the member is told why. */
export async function closeInvestment(db: Db, actorId: string, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const row = await closeActiveInvestment(tx, id, reason);
    if (!row) {
      if (!(await findInvestment(tx, id)))
        throw new AppError('INVESTMENT_NOT_FOUND', investmentMessages.investmentNotFound);
      throw new AppError('INVESTMENT_NOT_ACTIVE', investmentMessages.notActive);
    }
    await recordAudit(tx, {
      actorId,
      action: 'close_investment',
      targetType: 'user',
      targetId: row.userId,
      after: { investmentId: id, reason },
    });
    await notify(tx, row.userId, { notice: notices.planClosed(reason), link: paths.wallet });
  });
}

/**
 * Credits every installment of one investment due on or before `today`, in one transaction with
 * the investment row locked. Returns how many were credited.
 */
async function creditDue(db: Db, id: string, today: string): Promise<number> {
  return db.transaction(async (tx) => {
    let row = await lockInvestment(tx, id);
    let credited = 0;
    while (row && row.status === 'active' && row.nextDueOn !== null && row.nextDueOn <= today) {
      const terms = termsOf(row);
      const n = row.paidInstallments + 1;
      const amountPaise = installmentPaise(terms, n);
      const last = n === row.totalInstallments;
      const wallet = await walletOf(tx, row.userId);
      const source = await platformAccount(tx, INVESTMENTS_ACCOUNT);
      const { transfer: moved } = await transfer(tx, {
        idempotencyKey: `investment:${row.id}:${n}`,
        debitAccountId: source.id,
        creditAccountId: wallet.id,
        amountPaise,
        phase: 'single',
        kind: last ? 'investment_maturity' : 'investment_payout',
        description: walletMessages.descriptions.installment(
          PLAN_KIND_LABELS[row.kind],
          formatPaise(row.amountPaise),
          String(n),
          String(row.totalInstallments),
        ),
      });
      const recorded = await insertInstallment(tx, {
        investmentId: row.id,
        n,
        dueOn: row.nextDueOn,
        amountPaise,
        transferId: moved.id,
      });
      if (!recorded) throw new Error(`installment ${n} of investment ${row.id} was recorded twice`);
      row = await updateInvestment(tx, row.id, {
        paidInstallments: n,
        nextDueOn: last ? null : dueOn(row.startDate, terms, n + 1),
        ...(last ? { status: 'matured' as const } : {}),
      });
      await notify(tx, row.userId, {
        notice: notices.planPayout(formatPaise(amountPaise), n, row.totalInstallments),
        link: paths.wallet,
      });
      credited += 1;
    }
    return credited;
  });
}

/**
 * A payout run (at start-up, hourly, right after an assignment): every installment due today or
 * earlier in India, across all active investments, in batches. Safe to run twice at once.
 */
export async function runPayouts(db: Db, today = indianDayOf(new Date())): Promise<number> {
  let credited = 0;
  for (;;) {
    const ids = await findDueInvestmentIds(db, today, 200);
    if (ids.length === 0) return credited;
    let progressed = 0;
    for (const id of ids) {
      const n = await creditDue(db, id, today);
      credited += n;
      progressed += n;
    }
    // Another run credited these meanwhile: what is left is its to finish.
    if (progressed === 0) return credited;
  }
}
