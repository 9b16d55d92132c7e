import { paths } from '@sevak/shared';

/**
 * One booking's page (/booking?id=, the notifications' link), and the navigation state that starts
 * its payment at once: a booking just made on a provider's page goes straight to pay for the time
 * held (docs/contract.md §5c), as registering goes straight to the fee (pay-fee-state.ts).
 */
export const bookingPath = (id: string) => `${paths.booking}?${new URLSearchParams({ id })}`;

export const PAY_BOOKING_STATE = { payBooking: true } as const;

export function wantsBookingPayment(state: unknown): boolean {
  return (state as { payBooking?: unknown } | null | undefined)?.payBooking === true;
}
