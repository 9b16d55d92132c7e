import { addMonthsInIndia, type TicketKind } from '@sevak/shared';

/**
 * What Sevak promises on every ticket (docs/decisions/042): the grievance timers of the Consumer
 * Protection (E-Commerce) Rules 2020, Rule 4(5) — acknowledge a complaint within 48 hours, resolve
 * it within one month — and, for a data request, the days the Grievance officer answers in (DPDP
 * Rules 2025; GRIEVANCE_RESPONSE_DAYS, as /support and the policy say); and the number the member
 * quotes. The one place they are worked out: the due times are stored when a ticket is opened.
 */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The due times of a ticket of `kind` opened at `openedAt`: support tickets and disputes a
 * calendar month later in India's calendar (31 Jan → 28 Feb, the same time of day); data requests
 * `dataRequestDays` (GRIEVANCE_RESPONSE_DAYS) days later.
 */
export function ticketDueTimes(
  kind: TicketKind,
  openedAt: Date,
  dataRequestDays?: number,
): { acknowledgementDueAt: Date; resolutionDueAt: Date } {
  let resolutionDueAt: Date;
  if (kind !== 'data_request') resolutionDueAt = addMonthsInIndia(openedAt, 1);
  else if (dataRequestDays === undefined) throw new Error('A data request’s due time needs GRIEVANCE_RESPONSE_DAYS');
  else resolutionDueAt = new Date(openedAt.getTime() + dataRequestDays * DAY_MS);
  return { acknowledgementDueAt: new Date(openedAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS), resolutionDueAt };
}

const NUMBER_PREFIX = 'SV-T-';

/** 123 → 'SV-T-000123' (six digits at least; more once there are a million tickets). */
export function formatTicketNumber(number: number): string {
  return `${NUMBER_PREFIX}${String(number).padStart(6, '0')}`;
}

const NUMBER_TEXT = /^(?:SV[\s-]*T[\s-]*)?#?\s*(\d{1,9})$/i;

/**
 * The ticket number an admin typed into the search: 'SV-T-000123', 'sv-t-123', 'SVT123', '#123' or
 * '123' → 123; undefined for anything else (a name, an email).
 */
export function parseTicketNumber(text: string): number | undefined {
  const digits = NUMBER_TEXT.exec(text.trim())?.[1];
  if (digits === undefined) return undefined;
  const number = Number(digits);
  return number >= 1 ? number : undefined;
}
