import { indianDayOf } from '@sevak/shared';

/** The Payment Reports filters (docs/product-spec.md §2 'Admin Payment Reports') and how they travel to the API. */

export const ALL_MONTHS = 'All Months';

export type ReportFilters = {
  year: number;
  /** A month's English name, or 'All Months'. */
  month: string;
  /** yyyy-MM-dd, or '' for no bound. */
  startDate: string;
  endDate: string;
};

/** This year in India: from 1 January 00:00 IST, whatever the admin's computer says. */
const indianYear = (now: Date) => Number(indianDayOf(now).slice(0, 4));

/** The year select offers this year and the four before it. */
export function reportYears(now = new Date()): number[] {
  const year = indianYear(now);
  return [0, 1, 2, 3, 4].map((back) => year - back);
}

export function defaultFilters(now = new Date()): ReportFilters {
  return { year: indianYear(now), month: ALL_MONTHS, startDate: '', endDate: '' };
}

/** GET /auth/paidusers query: empty dates are left out; spaces as %20 ('All%20Months'). */
export function filtersToSearch(filters: ReportFilters): string {
  const search = new URLSearchParams({ year: String(filters.year), month: filters.month });
  if (filters.startDate) search.set('startDate', filters.startDate);
  if (filters.endDate) search.set('endDate', filters.endDate);
  // URLSearchParams writes a space as '+' (and a real '+' as %2B); %20 reads the same everywhere.
  return search.toString().replaceAll('+', '%20');
}

/** 'Payment_Report_2026_March.pdf', or '..._All.pdf' for a whole year (as the server names it). */
export function reportFileName(filters: ReportFilters): string {
  const month = filters.month === ALL_MONTHS ? 'All' : filters.month;
  return `Payment_Report_${filters.year}_${month}.pdf`;
}

/** A range whose end comes before its start; yyyy-MM-dd compares correctly as text. */
export function rangeError(filters: ReportFilters): string | null {
  return filters.startDate && filters.endDate && filters.endDate < filters.startDate
    ? "'To' must be on or after 'From'"
    : null;
}
