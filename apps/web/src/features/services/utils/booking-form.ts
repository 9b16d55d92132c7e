import { newBookingSchema, type User } from '@sevak/shared';
import { EMPTY_ADDRESS, type AddressValues } from '../../../lib/member-form/registration-form';

/** The booking form as typed: the time and service come from the picker (the page's URL). */
export type BookingFormValues = { description: string; address: AddressValues; contactPhone: string };

/** The member's own address and phone, to change for this job if it is elsewhere. */
export function initialBookingForm(user: User | null): BookingFormValues {
  return {
    description: '',
    address: { ...EMPTY_ADDRESS, ...user?.address, country: user?.address?.country || 'India' },
    contactPhone: user?.phone ?? '',
  };
}

/** The form's check: the shared newBookingSchema's rules for its inputs, and the body of POST /work/requests. */
export function bookingFormSchema(fixed: { providerId: string; serviceId: string; slotStart: string }) {
  return newBookingSchema
    .pick({ description: true, address: true, contactPhone: true })
    .transform((typed) => ({ ...fixed, ...typed }));
}
