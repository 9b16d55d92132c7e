import { formatDuration, formatRupees, type Plan } from '@sevak/shared';

/** Rupees from the API as ₹ with Indian grouping. */
export /**
 * A plan by what it promises: '₹1,00,000 → ₹2,000 a month for 1 year' (monthly income) or
 * '₹1,00,000 → ₹1,12,000 after 1 year' (fixed deposit).
 */
function planLabel(plan: Pick<Plan, 'kind' | 'investmentAmount' | 'returnAmount' | 'durationMonths'>): string {
  const promise =
    plan.kind === 'monthly'
      ? `${formatRupees(plan.returnAmount)} a month for ${formatDuration(plan.durationMonths)}`
      : `${formatRupees(plan.returnAmount)} after ${formatDuration(plan.durationMonths)}`;
  return `${formatRupees(plan.investmentAmount)} → ${promise}`;
}
