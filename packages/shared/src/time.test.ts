import { describe, expect, it } from 'vitest';
import {
  addMonthsInIndia,
  endOfIndianDay,
  financialYearOf,
  financialYearStart,
  formatDateTime,
  formatDay,
  formatDayMonth,
  indianDayOf,
  indianMidnight,
  startOfIndianDay,
} from './time.js';

describe('formatDateTime', () => {
  it('shows times in India (UTC+05:30), 12-hour clock', () => {
    expect(formatDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 12:00 am');
    expect(formatDateTime(new Date('2026-01-01T06:45:00Z'))).toBe('01 Jan 2026, 12:15 pm');
  });

  it('writes a day as dd MMM (yyyy) of India’s calendar: 00:30 IST is already the new day', () => {
    // 1 Dec 2026, 19:00 UTC = 2 Dec 2026, 00:30 in India.
    expect(formatDay('2026-12-01T19:00:00Z')).toBe('02 Dec 2026');
    expect(formatDayMonth('2026-12-01T19:00:00Z')).toBe('02 Dec');
    expect(formatDayMonth(new Date('2026-11-02T18:30:00Z'))).toBe('03 Nov');
  });
});

describe('days in India', () => {
  it('a month later is the same time on the same day of India’s calendar, or the month’s last day', () => {
    // 31 Jan 2026, 23:30 IST (18:00 UTC) → 28 Feb 2026, 23:30 IST; in a leap year the 29th.
    expect(addMonthsInIndia(new Date('2026-01-31T18:00:00Z'), 1).toISOString()).toBe('2026-02-28T18:00:00.000Z');
    expect(addMonthsInIndia(new Date('2028-01-31T18:00:00Z'), 1).toISOString()).toBe('2028-02-29T18:00:00.000Z');
    // 1 Dec 2026, 00:30 IST is 30 Nov in UTC: the month is India's (→ 1 Jan 2027, 00:30 IST).
    expect(addMonthsInIndia(new Date('2026-11-30T19:00:00Z'), 1).toISOString()).toBe('2026-12-31T19:00:00.000Z');
    expect(addMonthsInIndia(new Date('2026-03-04T10:15:30.123Z'), 1).toISOString()).toBe('2026-04-04T10:15:30.123Z');
  });

  it('a day begins at India’s midnight, 18:30 UTC the day before', () => {
    expect(startOfIndianDay('2026-03-01').toISOString()).toBe('2026-02-28T18:30:00.000Z');
    expect(indianMidnight(2026, 2, 1)).toEqual(startOfIndianDay('2026-03-01'));
    expect(endOfIndianDay('2026-02-28')).toEqual(startOfIndianDay('2026-03-01'));
  });

  it('days past a month’s end roll into the next month (the end of a period)', () => {
    expect(indianMidnight(2025, 11, 32).toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(indianMidnight(2026, 12, 1)).toEqual(startOfIndianDay('2027-01-01'));
  });
});

describe('financial years (April to March, in India)', () => {
  it('a day and its financial year turn at India’s midnight, 18:30 UTC', () => {
    // 31 March 2026, 11:59 pm in India: still the financial year 2025-26.
    const lastMinute = indianDayOf(new Date('2026-03-31T18:29:00Z'));
    expect(lastMinute).toBe('2026-03-31');
    expect(financialYearStart(lastMinute)).toBe('2025-04-01');
    expect(financialYearOf(lastMinute)).toBe('FY 2025-26');
    // A minute later it is 1 April in India (still 31 March in UTC).
    const firstMinute = indianDayOf(new Date('2026-03-31T18:30:00Z'));
    expect(firstMinute).toBe('2026-04-01');
    expect(financialYearStart(firstMinute)).toBe('2026-04-01');
    expect(financialYearOf('2027-01-15')).toBe('FY 2026-27');
    expect(financialYearOf('2099-12-31')).toBe('FY 2099-00');
  });
});
