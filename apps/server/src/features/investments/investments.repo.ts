import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { PlanKind } from '@sevak/shared';
import {
  investmentInstallments,
  investmentPlans,
  investments,
  users,
  type InvestmentRow,
  type PlanRow,
} from '../../db/schema/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { afterCursor, memberContains, type PageRequest, rowsToRead, sortKeyText } from '../../platform/keyset.js';

export type NewPlan = typeof investmentPlans.$inferInsert;

/** A kind's plans by amount, each with how many investments use it. */
export async function findPlans(db: DbOrTx, kind: PlanKind) {
  return db
    .select({
      plan: investmentPlans,
      // "investment_plans"."id" in full: drizzle leaves columns unqualified in a one-table select.
      investments: sql<number>`(select count(*)::int from ${investments} i where i.plan_id = "investment_plans"."id")`,
    })
    .from(investmentPlans)
    .where(eq(investmentPlans.kind, kind))
    .orderBy(asc(investmentPlans.investmentAmountPaise), asc(investmentPlans.createdAt));
}

export async function findPlan(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(investmentPlans).where(eq(investmentPlans.id, id));
  return row;
}

export async function insertPlan(db: DbOrTx, values: NewPlan): Promise<PlanRow> {
  const [row] = await db.insert(investmentPlans).values(values).returning();
  return row!;
}

export async function updatePlan(db: DbOrTx, id: string, values: Partial<NewPlan>): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(investmentPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(investmentPlans.id, id))
    .returning();
  return row;
}

/**
 * Deletes a plan no investment uses, in one statement (an assignment at the same moment either
 * commits first — then this deletes nothing — or finds the plan gone); undefined when in use.
 */
export async function deleteUnusedPlan(tx: DbOrTx, id: string) {
  const [row] = await tx
    .delete(investmentPlans)
    .where(and(eq(investmentPlans.id, id), sql`not exists (select 1 from ${investments} i where i.plan_id = ${id})`))
    .returning({ id: investmentPlans.id });
  return row;
}

/** An active plan, locked (KEY SHARE) so it cannot be deleted while an investment is added. */
export async function lockActivePlan(tx: DbOrTx, id: string): Promise<PlanRow | undefined> {
  const [row] = await tx.select().from(investmentPlans).where(eq(investmentPlans.id, id)).for('key share');
  return row;
}

export async function insertInvestment(tx: DbOrTx, values: typeof investments.$inferInsert): Promise<InvestmentRow> {
  const [row] = await tx.insert(investments).values(values).returning();
  return row!;
}

/** A kind's investors, newest first, by name or phone, one keyset page, with their members. */
export async function findInvestors(db: DbOrTx, kind: PlanKind, search: string | undefined, page: PageRequest) {
  const conditions: (SQL | undefined)[] = [
    eq(investments.kind, kind),
    search ? memberContains(users, search) : undefined,
    afterCursor(page, investments.createdAt, investments.id),
  ];
  return db
    .select({
      investment: investments,
      user: { name: users.name, phone: users.phone },
      sortKey: sortKeyText(investments.createdAt),
    })
    .from(investments)
    .innerJoin(users, eq(users.id, investments.userId))
    .where(and(...conditions))
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(rowsToRead(page.limit));
}

export async function findInvestmentsOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(investments)
    .where(eq(investments.userId, userId))
    .orderBy(desc(investments.createdAt), desc(investments.id));
}

/** Active investments with an installment due on or before `today`, soonest first. */
export async function findDueInvestmentIds(db: DbOrTx, today: string, limit: number) {
  const rows = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.status, 'active'), lte(investments.nextDueOn, today)))
    .orderBy(asc(investments.nextDueOn), asc(investments.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The investment, locked for the rest of the transaction (payout runs and closing take turns). */
export async function lockInvestment(tx: DbOrTx, id: string): Promise<InvestmentRow | undefined> {
  const [row] = await tx.select().from(investments).where(eq(investments.id, id)).for('update');
  return row;
}

/** Records installment n; null when it was recorded before (the unique index: each one once). */
export async function insertInstallment(tx: DbOrTx, values: typeof investmentInstallments.$inferInsert) {
  const [row] = await tx.insert(investmentInstallments).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateInvestment(tx: DbOrTx, id: string, values: Partial<typeof investments.$inferInsert>) {
  const [row] = await tx.update(investments).set(values).where(eq(investments.id, id)).returning();
  return row!;
}

/** Closes an active investment in one conditional UPDATE; undefined when it was not active. */
export async function closeActiveInvestment(tx: DbOrTx, id: string, reason: string) {
  const [row] = await tx
    .update(investments)
    .set({ status: 'closed', reason, nextDueOn: null, closedAt: new Date() })
    .where(and(eq(investments.id, id), eq(investments.status, 'active')))
    .returning();
  return row;
}

export async function findInvestment(db: DbOrTx, id: string) {
  const [row] = await db.select().from(investments).where(eq(investments.id, id));
  return row;
}
