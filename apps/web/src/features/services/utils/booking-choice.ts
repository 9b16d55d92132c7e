import { isUuid } from '@sevak/shared';

/**
 * The time a seeker is choosing on a provider's page, kept in the page's URL
 * (/serviceDetail?id=…&service=…&date=…&slot=…): it survives the sign-in round trip (login returns
 * to the whole address) and a reload. '' where nothing is chosen; anything malformed is nothing.
 */
export type BookingChoice = {
  /** The service whose times are shown. */
  service: string;
  /** A day yyyy-MM-dd (India). */
  date: string;
  /** A free time's start (ISO), one of that day's /slots. */
  slot: string;
};

const PARAMS = { service: 'service', date: 'date', slot: 'slot' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function bookingChoiceOf(params: URLSearchParams): BookingChoice {
  const service = params.get(PARAMS.service) ?? '';
  if (!isUuid(service)) return { service: '', date: '', slot: '' };
  const date = params.get(PARAMS.date) ?? '';
  if (!DAY.test(date)) return { service, date: '', slot: '' };
  const slot = params.get(PARAMS.slot) ?? '';
  return { service, date, slot: Number.isNaN(Date.parse(slot)) ? '' : slot };
}

/** The page's parameters with this choice (its empty parts left out), the others kept. */
export function withBookingChoice(params: URLSearchParams, choice: BookingChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['service', 'date', 'slot'] as const) {
    if (choice[key]) next.set(PARAMS[key], choice[key]);
    else next.delete(PARAMS[key]);
  }
  return next;
}
