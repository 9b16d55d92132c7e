import { describe, expect, it } from 'vitest';
import { formatTicketNumber, parseTicketNumber, ticketDueTimes } from './ticket-terms.js';

describe('grievance timers', () => {
  it('a support ticket or a dispute: acknowledged within 48 hours, resolved within a calendar month (India)', () => {
    // 31 Jan 2026, 11:00 pm IST.
    const opened = new Date('2026-01-31T17:30:00Z');
    for (const kind of ['support', 'dispute'] as const) {
      const due = ticketDueTimes(kind, opened);
      expect(due.acknowledgementDueAt.toISOString()).toBe('2026-02-02T17:30:00.000Z');
      // February has no 31st: its last day, at the same time of day in India.
      expect(due.resolutionDueAt.toISOString()).toBe('2026-02-28T17:30:00.000Z');
    }
  });

  it('a data request: resolved within the configured days', () => {
    const due = ticketDueTimes('data_request', new Date('2026-03-04T10:00:00Z'), 30);
    expect(due.acknowledgementDueAt.toISOString()).toBe('2026-03-06T10:00:00.000Z');
    expect(due.resolutionDueAt.toISOString()).toBe('2026-04-03T10:00:00.000Z');
    expect(ticketDueTimes('data_request', new Date('2026-03-04T10:00:00Z'), 1).resolutionDueAt.toISOString()).toBe(
      '2026-03-05T10:00:00.000Z',
    );
    expect(() => ticketDueTimes('data_request', new Date())).toThrow(/GRIEVANCE_RESPONSE_DAYS/);
  });
});

describe('ticket numbers', () => {
  it('are written SV-T- and six digits at least', () => {
    expect(formatTicketNumber(123)).toBe('SV-T-000123');
    expect(formatTicketNumber(1_234_567)).toBe('SV-T-1234567');
  });

  it('are read back as an admin may type them', () => {
    for (const text of ['SV-T-000123', 'sv-t-123', ' SVT123 ', 'SV T 123', '#123', '123', '000123'])
      expect(parseTicketNumber(text), text).toBe(123);
    for (const text of ['Asha', 'asha@gmail.com', 'SV-X-123', '0', '', '1234567890', 'SV-T-'])
      expect(parseTicketNumber(text), text).toBeUndefined();
  });
});
