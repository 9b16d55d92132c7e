/** Report periods in India's time (docs/contract.md §6: report boundaries use Asia/Kolkata). Half-open: [from, to). */
import { indianMidnight, MONTHS } from '@sevak/shared';

/** 'yyyy-MM-dd' → [y, m-1, d], or undefined. */
function parseDay(text: string | undefined): [number, number, number] | undefined {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return m ? [Number(m[1]), Number(m[2]) - 1, Number(m[3])] : undefined;
}

/** A month by number (1–12) or English name; undefined means all months. */
export function monthIndexOf(month: string | number | undefined): number | undefined {
  if (month === undefined || month === '' || /^all/i.test(String(month))) return undefined;
  const n = Number(month);
  if (Number.isInteger(n) && n >= 1 && n <= 12) return n - 1;
  const i = MONTHS.findIndex((name) => name.toLowerCase() === String(month).toLowerCase());
  return i >= 0 ? i : undefined;
}

export type ReportPeriod = { from: Date; to: Date; label: string };

/** The period of a year (and month), narrowed by an inclusive date range when given. */
export function reportPeriod(input: {
  year: number;
  month?: string | number;
  startDate?: string;
  endDate?: string;
}): ReportPeriod {
  const monthIndex = monthIndexOf(input.month);
  let from = indianMidnight(input.year, monthIndex ?? 0, 1);
  let to =
    monthIndex === undefined ? indianMidnight(input.year + 1, 0, 1) : indianMidnight(input.year, monthIndex + 1, 1);
  const start = parseDay(input.startDate);
  const end = parseDay(input.endDate);
  if (start) from = new Date(Math.max(from.getTime(), indianMidnight(...start).getTime()));
  if (end) to = new Date(Math.min(to.getTime(), indianMidnight(end[0], end[1], end[2] + 1).getTime()));
  return { from, to, label: monthIndex === undefined ? 'All' : MONTHS[monthIndex]! };
}
