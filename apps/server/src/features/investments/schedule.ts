import type { PlanKind } from '@sevak/shared';

/**
 * When installments fall due and what they pay (docs/contract.md §5b): installment n on startDate + n
 * months, clamped to the month's end (31 Jan + 1 month = 28 or 29 Feb), as India's calendar days.
 * Days are yyyy-MM-dd text: calendar arithmetic, no time zone involved.
 */
export function addMonths(day: string, months: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

export type Terms = { kind: PlanKind; amountPaise: number; returnAmountPaise: number; durationMonths: number };

/** How many installments: every month for monthly income; once, at maturity, for a fixed deposit. */
export function installmentCount(terms: Terms): number {
  return terms.kind === 'monthly' ? terms.durationMonths : 1;
}

/** The day installment n (1-based) falls due. */
export function dueOn(startDate: string, terms: Terms, n: number): string {
  return addMonths(startDate, terms.kind === 'monthly' ? n : terms.durationMonths);
}

/** What installment n pays: the return; the last monthly one also the principal back. */
export function installmentPaise(terms: Terms, n: number): number {
  if (terms.kind === 'yearly') return terms.returnAmountPaise;
  return terms.returnAmountPaise + (n === terms.durationMonths ? terms.amountPaise : 0);
}

/** Everything the plan pays over its life (the installments add up to it). */
export function promisedPaise(terms: Terms): number {
  return terms.kind === 'yearly'
    ? terms.returnAmountPaise
    : terms.returnAmountPaise * terms.durationMonths + terms.amountPaise;
}

/** The simple yearly rate a plan promises, in percent with 2 decimals. */
export function yearlyRatePercent(terms: Terms): number {
  const gainPaise = promisedPaise(terms) - terms.amountPaise;
  const rate = (gainPaise / terms.amountPaise / (terms.durationMonths / 12)) * 100;
  return Math.round(rate * 100) / 100;
}
