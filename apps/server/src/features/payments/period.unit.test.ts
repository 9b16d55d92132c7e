import { describe, expect, it } from 'vitest';
import { reportPeriod } from './period.js';

describe('report periods in India time', () => {
  it('a month runs from its first midnight to the next month’s, in IST', () => {
    const p = reportPeriod({ year: 2026, month: 'March' });
    expect(p.from.toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(p.to.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(p.label).toBe('March');
    expect(reportPeriod({ year: 2026, month: 3 }).from).toEqual(p.from);
  });

  it('All months is the whole year; a date range narrows it, both days included', () => {
    const all = reportPeriod({ year: 2025, month: 'All Months' });
    expect(all.from.toISOString()).toBe('2024-12-31T18:30:00.000Z');
    expect(all.to.toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(all.label).toBe('All');
    const range = reportPeriod({ year: 2025, startDate: '2025-06-10', endDate: '2025-06-12' });
    expect(range.from.toISOString()).toBe('2025-06-09T18:30:00.000Z');
    expect(range.to.toISOString()).toBe('2025-06-12T18:30:00.000Z');
  });
});
