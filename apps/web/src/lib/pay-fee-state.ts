/**
 * Navigation state for the account status page (/profile of a member awaiting approval): start the
 * fee's checkout at once — after registering, or from a "Pay now" link.
 */
export const PAY_FEE_STATE = { payFee: true } as const;

export function wantsFeePayment(state: unknown): boolean {
  return (state as { payFee?: unknown } | null | undefined)?.payFee === true;
}
