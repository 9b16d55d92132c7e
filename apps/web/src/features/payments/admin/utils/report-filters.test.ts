import { describe, expect, it } from 'vitest';
import { defaultFilters, filtersToSearch, rangeError, reportFileName, reportYears } from './report-filters';

describe('payment report filters', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('offers this year and the four before it, newest first', () => {
    expect(reportYears(now)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(defaultFilters(now)).toEqual({ year: 2026, month: 'All Months', startDate: '', endDate: '' });
  });

  it('turns the year at India’s midnight: 31 Dec 2026, 19:00 UTC is already 2027', () => {
    expect(reportYears(new Date('2026-12-31T19:00:00Z'))[0]).toBe(2027);
    expect(defaultFilters(new Date('2026-12-31T18:29:00Z')).year).toBe(2026);
  });

  it('names the file after the year and month, All for a whole year', () => {
    expect(reportFileName({ ...defaultFilters(now), month: 'March' })).toBe('Payment_Report_2026_March.pdf');
    expect(reportFileName(defaultFilters(now))).toBe('Payment_Report_2026_All.pdf');
  });

  it('leaves empty dates out of the query', () => {
    expect(filtersToSearch(defaultFilters(now))).toBe('year=2026&month=All%20Months');
    expect(filtersToSearch({ year: 2025, month: 'May', startDate: '2025-05-02', endDate: '' })).toBe(
      'year=2025&month=May&startDate=2025-05-02',
    );
  });

  it('refuses a range that ends before it starts', () => {
    expect(rangeError({ ...defaultFilters(now), startDate: '2026-05-02', endDate: '2026-05-01' })).toBeTruthy();
    expect(rangeError({ ...defaultFilters(now), startDate: '2026-05-02', endDate: '2026-05-02' })).toBeNull();
  });
});
