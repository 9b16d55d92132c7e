import { formatMonthYear, startOfIndianDay } from '@sevak/shared';

/** The last `count` months in India, newest first, as a month picker offers them ('2026-12', 'Dec 2026'). */
export function recentMonths(today: string, count = 12): { value: string; label: string }[] {
  let [year, month] = today.split('-').map(Number) as [number, number];
  const months = [];
  for (let i = 0; i < count; i++) {
    const value = `${year}-${String(month).padStart(2, '0')}`;
    months.push({ value, label: formatMonthYear(startOfIndianDay(`${value}-01`)) });
    month -= 1;
    if (month === 0) [year, month] = [year - 1, 12];
  }
  return months;
}
