import { describe, expect, it } from 'vitest';
import { dayLabel, labelledDays, toChartData } from './daily-chart';

/** The 30 days GET /admin/stats sends, 03 Nov to 02 Dec 2026 (today in India). */
const daily = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 10, 3 + i)).toISOString().slice(0, 10),
  registrations: i,
  revenue: 0,
}));

describe('the dashboard chart’s days', () => {
  const [days] = toChartData(daily);

  it('are named dd MMM in India’s calendar (not 11/3 … 12/1)', () => {
    expect(dayLabel(days[0]!)).toBe('03 Nov');
    expect(dayLabel(days.at(-1)!)).toBe('02 Dec');
  });

  it('label today’s bar whatever the step, counting back from it', () => {
    expect(labelledDays(days, 86_400).map(dayLabel)).toHaveLength(30);
    const everyThird = labelledDays(days, 3 * 86_400).map(dayLabel);
    expect(everyThird.at(-1)).toBe('02 Dec');
    expect(everyThird.slice(-3)).toEqual(['26 Nov', '29 Nov', '02 Dec']);
    expect(labelledDays(days, 7 * 86_400).map(dayLabel)).toEqual(['04 Nov', '11 Nov', '18 Nov', '25 Nov', '02 Dec']);
  });
});
