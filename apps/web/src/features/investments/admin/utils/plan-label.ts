import { formatDuration, formatPaise, rupeesToPaise, type Plan } from '@sevak/shared';

/** Rupees from the API as ₹ with Indian grouping. */
export const rupees = (amount: number) => formatPaise(rupeesToPaise(amount));

/**
 * A plan by what it promises: '₹1,00,000 → ₹2,000 a month for 1 year' (monthly income) or
 * '₹1,00,000 → ₹1,12,000 after 1 year' (fixed deposit).
 */
export function planLabel(plan: Pick<Plan, 'kind' | 'investmentAmount' | 'returnAmount' | 'durationMonths'>): string {
  const promise =
    plan.kind === 'monthly'
      ? `${rupees(plan.returnAmount)} a month for ${formatDuration(plan.durationMonths)}`
      : `${rupees(plan.returnAmount)} after ${formatDuration(plan.durationMonths)}`;
  return `${rupees(plan.investmentAmount)} → ${promise}`;
}
