/** Money is integer paise everywhere but the screen and the API edge (docs/contract.md §5). */
export const REGISTRATION_FEE_PAISE = 12_100;

/**
 * An Indian number format made the first time it is used, not when this module loads: making one
 * costs a phone tens of milliseconds, on first pages that may show no money at all
 * (docs/contract.md §10, Total Blocking Time).
 */
export function indianFormat(options: Intl.NumberFormatOptions = {}): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('en-IN', options));
}

const inr = indianFormat({
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  // Whole rupees without '.00'; paise always as two digits (₹449.50, never ₹449.5).
  trailingZeroDisplay: 'stripIfInteger',
});

/** 12100000 paise → '₹1,21,000'; 44950 → '₹449.50' (Indian digit grouping). */
export function formatPaise(paise: number): string {
  return inr().format(paise / 100);
}

const inrToPaisa = indianFormat({
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 12100000 paise → '₹1,21,000.00': always to the paisa, as invoices and statements print money. */
export function formatPaiseExact(paise: number): string {
  return inrToPaisa().format(paise / 100);
}

/** Rupees as the API carries them → '₹1,21,000': the same words as formatPaise of their paise. */
export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Rupees that make a whole number of paise (₹12.50 yes, ₹12.555 no). */
export function isWholePaise(rupees: number): boolean {
  return Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
}

/** The least amount there is, one paisa, in rupees: a positive amount is at least this (1e-10 is not money). */
export const ONE_PAISA_IN_RUPEES = 0.01;

/** What every money field says, whichever form it is on. */
export const moneyMessages = {
  paise: 'Enter rupees with at most 2 decimal places.',
  positive: 'Enter an amount more than ₹0.',
} as const;
