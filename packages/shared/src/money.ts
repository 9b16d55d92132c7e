/** Money is integer paise everywhere but the screen and the API edge (DESIGN §5). */
export const REGISTRATION_FEE_PAISE = 12_100;

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 12100000 paise → '₹1,21,000' (Indian digit grouping). */
export function formatPaise(paise: number): string {
  return inr.format(paise / 100);
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
