import { z } from 'zod';
import { ONE_PAISA_IN_RUPEES } from './money.js';
import { rupeesSchema } from './money-schema.js';
import { daySchema } from './admin.js';
import { normalisePhone } from './registration.js';

/**
 * Investment plans (docs/contract.md §5b, §7, §12; docs/decisions/016): fixed deposit ('yearly': principal
 * and return together once, at maturity) and monthly income ('monthly': the return every month,
 * the principal back with the last one). Off unless INVESTMENTS_ENABLED=true (docs/compliance.md).
 * Amounts are rupees in JSON.
 */

export const PLAN_KINDS = ['yearly', 'monthly'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const PLAN_KIND_LABELS: Record<PlanKind, string> = { yearly: 'Fixed deposit', monthly: 'Monthly income' };

export const INVESTMENT_STATUSES = ['active', 'matured', 'closed'] as const;
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

export const investmentMessages = {
  // docs/product-spec.md §8.
  fillAllFields: 'Please fill all fields!',
  assigned: 'Plan assigned successfully!',
  assignFailed: 'Failed to assign plan.',
  assignButton: 'Assign Plan',
  planCreated: 'Plan created.',
  planUpdated: 'Plan updated.',
  planDeleted: 'Plan deleted.',
  planDeactivated: 'This plan is in use, so it was deactivated instead of deleted: nobody new can get it.',
  planNotFound: 'Plan not found',
  planInactive: 'This plan is no longer offered.',
  notApproved: 'Only an approved member can be given a plan.',
  investmentNotFound: 'Investment not found',
  notActive: 'Only an active investment can be closed.',
  closed: 'Investment closed. No more payouts will be made.',
  reasonRequired: 'Please write why the investment is closed.',
  amountRequired: 'Enter an amount in rupees (at most 2 decimal places).',
  returnBelowInvestment: 'A fixed deposit returns more than the amount invested.',
  durationRange: 'Enter a duration from 1 to 120 months.',
  startTooLate: 'The start date cannot be in the future.',
  referenceTaken: (reference: string) =>
    `This plan was already assigned to this member with the reference ${reference}.`,
  disabledTitle: 'Investment plans are switched off on this deployment',
  disabledBody:
    'Taking deposits with promised returns is regulated in India (Banning of Unregulated Deposit Schemes Act, 2019). ' +
    'A deployment turns plans on with INVESTMENTS_ENABLED=true only once it is allowed to offer them; see docs/compliance.md.',
  assignedNotice: (plan: string) => ({
    title: 'A plan was added to your account',
    body: `${plan}. Its payouts will arrive in your wallet on schedule.`,
  }),
  payoutNotice: (amount: string, n: number, total: number) => ({
    title: `${amount} plan payout received`,
    body: `Installment ${n} of ${total} is in your wallet.`,
  }),
  closedNotice: (reason: string) => ({
    title: 'Your plan was closed',
    body: `${reason} No more payouts will be made.`,
  }),
} as const;

const rupeeAmount = rupeesSchema(investmentMessages.amountRequired)
  .min(ONE_PAISA_IN_RUPEES, investmentMessages.amountRequired)
  .max(100_000_000, investmentMessages.amountRequired);

/** POST /invest/plans; PUT /invest/plans/{id} takes the same fields. */
export const planInputSchema = z
  .object({
    kind: z.enum(PLAN_KINDS),
    investmentAmount: rupeeAmount,
    /** Monthly: paid every month. Yearly: paid once at maturity (principal and return). */
    returnAmount: rupeeAmount,
    durationMonths: z
      .number({ error: investmentMessages.durationRange })
      .int(investmentMessages.durationRange)
      .min(1, investmentMessages.durationRange)
      .max(120, investmentMessages.durationRange),
    /** PUT only: offer the plan again (true) or stop offering it (false). */
    active: z.boolean().optional(),
  })
  .refine((p) => p.kind !== 'yearly' || p.returnAmount > p.investmentAmount, {
    message: investmentMessages.returnBelowInvestment,
    path: ['returnAmount'],
  });
export type PlanInput = z.infer<typeof planInputSchema>;

export const planSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(PLAN_KINDS),
  investmentAmount: z.number(),
  returnAmount: z.number(),
  durationMonths: z.number().int(),
  active: z.boolean(),
  /** The simple yearly rate the plan promises, in percent (2 decimals), so an admin sees it. */
  yearlyRatePercent: z.number(),
  /** Investments made with it (a plan in use is deactivated, never deleted). */
  investments: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListSchema = z.object({ plans: z.array(planSchema) });
export const planAnswerSchema = z.object({ plan: planSchema });

/** POST /invest/assign-plan: phone and plan required (spec); start date defaults to today in India. */
export const assignPlanSchema = z.object({
  phone: z
    .string({ error: investmentMessages.fillAllFields })
    .trim()
    .min(1, investmentMessages.fillAllFields)
    .transform(normalisePhone),
  planId: z.string({ error: investmentMessages.fillAllFields }).trim().min(1, investmentMessages.fillAllFields),
  startDate: daySchema.optional(),
  /** The bank reference of the money received outside the product. */
  reference: z.string().trim().max(100).optional(),
});
export type AssignPlan = z.infer<typeof assignPlanSchema>;

/** docs/product-spec.md §3 'Investor'. */
export const investorSchema = z.object({
  _id: z.uuid(),
  userName: z.string(),
  phone: z.string(),
  amount: z.number(),
  returnAmount: z.number(),
  startDate: z.string(),
  /** Null once matured or closed. */
  nextPayoutDate: z.string().nullable(),
  /** Months. */
  duration: z.number().int(),
  status: z.enum(INVESTMENT_STATUSES),
  paidInstallments: z.number().int(),
  totalInstallments: z.number().int(),
  reference: z.string().nullable(),
});
export type Investor = z.infer<typeof investorSchema>;
export const investorQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const investorPageSchema = z.object({ investors: z.array(investorSchema), nextCursor: z.string().nullable() });
export type InvestorPage = z.infer<typeof investorPageSchema>;

/** POST /invest/{id}/close (admin) */
export const closeInvestmentSchema = z.object({
  reason: z
    .string({ error: investmentMessages.reasonRequired })
    .trim()
    .min(3, investmentMessages.reasonRequired)
    .max(300),
});

/** GET /invest/mine */
export const myInvestmentSchema = z.object({
  _id: z.uuid(),
  kind: z.enum(PLAN_KINDS),
  amount: z.number(),
  returnAmount: z.number(),
  startDate: z.string(),
  nextPayoutDate: z.string().nullable(),
  /** What the next installment pays (the last monthly one includes the principal). */
  nextPayoutAmount: z.number().nullable(),
  duration: z.number().int(),
  status: z.enum(INVESTMENT_STATUSES),
  paidInstallments: z.number().int(),
  totalInstallments: z.number().int(),
});
export type MyInvestment = z.infer<typeof myInvestmentSchema>;
export const myInvestmentsSchema = z.object({ investments: z.array(myInvestmentSchema) });

/** 'for 6 months' / 'for 2 years' / 'for 1 year 6 months': the same wording on both screens (docs/product-spec.md §4). */
export function formatDuration(months: number): string {
  if (months < 12) return `${months} ${months === 1 ? 'month' : 'months'}`;
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const y = `${years} ${years === 1 ? 'year' : 'years'}`;
  return rest === 0 ? y : `${y} ${rest} ${rest === 1 ? 'month' : 'months'}`;
}
