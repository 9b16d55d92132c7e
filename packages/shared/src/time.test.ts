import { describe, expect, it } from 'vitest';
import { formatDateTime } from './time.js';

describe('formatDateTime', () => {
  it('shows times in India (UTC+05:30), 12-hour clock', () => {
    expect(formatDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 12:00 am');
    expect(formatDateTime(new Date('2026-01-01T06:45:00Z'))).toBe('01 Jan 2026, 12:15 pm');
  });
});
