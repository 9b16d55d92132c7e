import { TIME_ZONE, WORK_TIME_STEP_MINUTES, type User } from '@sevak/shared';
import type { FormErrors } from '../../../lib/form-errors';
import { EMPTY_ADDRESS, type AddressValues } from '../../../lib/member-form/registration-form';

/** The work request form as typed (strings), and how it becomes the body of POST /work/requests. */
export type RequestFormValues = {
  category: string;
  description: string;
  /** yyyy-MM-dd, India's calendar. */
  date: string;
  /** HH:mm, one of TIME_SLOTS. */
  time: string;
  address: AddressValues;
  contactPhone: string;
};

export type TimeSlot = { value: string; label: string };

const FIRST_SLOT_MINUTES = 6 * 60;
const LAST_SLOT_MINUTES = 22 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** 06:00 to 22:00 every half hour, shown as '9:30 am'. */
export const TIME_SLOTS: readonly TimeSlot[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / WORK_TIME_STEP_MINUTES + 1 },
  (_, i) => {
    const minutes = FIRST_SLOT_MINUTES + i * WORK_TIME_STEP_MINUTES;
    const hours = Math.floor(minutes / 60);
    const value = `${pad(hours)}:${pad(minutes % 60)}`;
    return { value, label: `${hours % 12 || 12}:${pad(minutes % 60)} ${hours < 12 ? 'am' : 'pm'}` };
  },
);

const calendarDay = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in India as yyyy-MM-dd (the date input's min). */
export function todayInIndia(now = new Date()): string {
  const parts = Object.fromEntries(calendarDay.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** '2026-05-01' and '09:30' → '2026-05-01T09:30:00+05:30' (India keeps one offset all year); '' until both are chosen. */
export function preferredAtOf(date: string, time: string): string {
  return date && time ? `${date}T${time}:00+05:30` : '';
}

/**
 * The form's first values: a saved draft wins, else the signed-in member's address and phone
 * (country 'India' by default). The service is kept only if the provider offers it, and chosen
 * for the seeker when the provider offers just one.
 */
export function initialRequestForm(
  user: User | null,
  categories: readonly string[],
  draft: RequestFormValues | null,
): RequestFormValues {
  const base = draft ?? {
    category: '',
    description: '',
    date: '',
    time: '',
    address: { ...EMPTY_ADDRESS, ...user?.address, country: user?.address?.country || 'India' },
    contactPhone: user?.phone ?? '',
  };
  const category = categories.includes(base.category) ? base.category : categories.length === 1 ? categories[0]! : '';
  return { ...base, category };
}

/** The body for POST /work/requests (checked by the shared newWorkRequestSchema before it is sent). */
export function workRequestOf(providerId: string, values: RequestFormValues) {
  return {
    providerId,
    category: values.category,
    description: values.description,
    preferredAt: preferredAtOf(values.date, values.time),
    address: values.address,
    contactPhone: values.contactPhone,
  };
}

const FIELD_PATHS = new Set(['category', 'description', 'contactPhone', 'address', 'address.area', 'address.city', 'address.state', 'address.country', 'address.pincode']);

/**
 * Errors keyed by the form's inputs, from errors keyed by the request's paths (the schema's or the
 * server's). 'preferredAt' shows under the date while no usable date is chosen, else under the time.
 * Paths that are no input of the form (e.g. 'providerId') are left out.
 */
export function requestFormErrors(errors: FormErrors, values: RequestFormValues): FormErrors {
  const found: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'preferredAt') found[values.date && values.date >= todayInIndia() ? 'time' : 'date'] ??= message;
    else if (FIELD_PATHS.has(path)) found[path] ??= message;
  }
  return found;
}
