import { describe, expect, it } from 'vitest';
import { endOfIndianDay, formatDateTime, indianMidnight, startOfIndianDay } from './time.js';

describe('formatDateTime', () => {
  it('shows times in India (UTC+05:30), 12-hour clock', () => {
    expect(formatDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 12:00 am');
    expect(formatDateTime(new Date('2026-01-01T06:45:00Z'))).toBe('01 Jan 2026, 12:15 pm');
  });
});

describe('days in India', () => {
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
