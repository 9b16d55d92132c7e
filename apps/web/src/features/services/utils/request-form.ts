import { newWorkRequestSchema, preferredAtSchema, TIME_ZONE, WORK_TIME_STEP_MINUTES, type User } from '@sevak/shared';
import { z } from 'zod';
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

/** The part of the day a slot is in: Hindi says 'सुबह 9:30', 'शाम 6:00' where English says am/pm. */
export type TimeOfDay = 'morning' | 'afternoon' | 'evening' | 'night';

/** `label` is English ('9:30 am'); `clock` ('9:30') and `timeOfDay` make it in any language. */
export type TimeSlot = { value: string; label: string; clock: string; timeOfDay: TimeOfDay };

function timeOfDayOf(hours: number): TimeOfDay {
  if (hours < 12) return 'morning';
  if (hours < 17) return 'afternoon';
  if (hours < 20) return 'evening';
  return 'night';
}

const FIRST_SLOT_MINUTES = 6 * 60;
const LAST_SLOT_MINUTES = 22 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** 06:00 to 22:00 every half hour, shown as '9:30 am' ('सुबह 9:30'). */
export const TIME_SLOTS: readonly TimeSlot[] = Array.from(
  { length: (LAST_SLOT_MINUTES - FIRST_SLOT_MINUTES) / WORK_TIME_STEP_MINUTES + 1 },
  (_, i) => {
    const minutes = FIRST_SLOT_MINUTES + i * WORK_TIME_STEP_MINUTES;
    const hours = Math.floor(minutes / 60);
    const value = `${pad(hours)}:${pad(minutes % 60)}`;
    const clock = `${hours % 12 || 12}:${pad(minutes % 60)}`;
    return { value, label: `${clock} ${hours < 12 ? 'am' : 'pm'}`, clock, timeOfDay: timeOfDayOf(hours) };
  },
);

const calendarDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

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
  const saved = draft ?? {
    category: '',
    description: '',
    date: '',
    time: '',
    address: { ...EMPTY_ADDRESS, ...user?.address, country: user?.address?.country || 'India' },
    contactPhone: user?.phone ?? '',
  };
  const category = categories.includes(saved.category) ? saved.category : categories.length === 1 ? categories[0]! : '';
  return { ...saved, category };
}

/** Where an error about the preferred time shows: under the date while no usable date is chosen, else under the time. */
const preferredAtField = (date: string) => (date && date >= todayInIndia() ? 'time' : 'date');

/**
 * The form's check, the shared newWorkRequestSchema's rules for its inputs (the date and time
 * checked as the preferredAt they make), and the body of POST /work/requests it makes of them.
 */
export function requestFormSchema(providerId: string) {
  const { category, description, address, contactPhone } = newWorkRequestSchema.shape;
  return z
    .object({ category, description, date: z.string(), time: z.string(), address, contactPhone })
    .superRefine(({ date, time }, ctx) => {
      const checked = preferredAtSchema.safeParse(preferredAtOf(date, time));
      if (!checked.success)
        ctx.addIssue({ code: 'custom', path: [preferredAtField(date)], message: checked.error.issues[0]!.message });
    })
    .transform(({ date, time, ...rest }) => ({ providerId, ...rest, preferredAt: preferredAtOf(date, time) }));
}

const FIELD_PATHS = new Set([
  'category',
  'description',
  'contactPhone',
  'address',
  'address.area',
  'address.city',
  'address.state',
  'address.country',
  'address.pincode',
]);

/**
 * The form's input for a path of the request (the server's errors): 'preferredAt' as the schema
 * places it; paths that are no input of the form (e.g. 'providerId') → null.
 */
export function requestFieldOf(values: RequestFormValues) {
  return (path: string): string | null => {
    if (path === 'preferredAt') return preferredAtField(values.date);
    return FIELD_PATHS.has(path) ? path : null;
  };
}
