import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees, isWholePaise, paiseToRupees, rupeesToPaise } from './money.js';
import { adjustmentRupeesSchema, walletAdjustSchema } from './wallet.js';

describe('money', () => {
  it('shows rupees with the ₹ sign and Indian digit grouping', () => {
    expect(formatPaise(12_100)).toBe('₹121');
    expect(formatPaise(12_100_000)).toBe('₹1,21,000');
    expect(formatPaise(1_234_567_850)).toBe('₹1,23,45,678.50');
  });

  it('shows rupees from the API as formatPaise shows their paise', () => {
    expect(formatRupees(121)).toBe('₹121');
    expect(formatRupees(121_000)).toBe('₹1,21,000');
    expect(formatRupees(12_345_678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(0.29)).toBe('₹0.29');
    expect(formatRupees(-40)).toBe('-₹40');
    for (const rupees of [0, 0.01, 0.1, 0.29, 1.005, 19.99, 121, 1_234.56, 99_999.99, -250.75])
      expect(formatRupees(rupees), String(rupees)).toBe(formatPaise(rupeesToPaise(rupees)));
  });

  it('converts between paise and rupees without float drift', () => {
    expect(rupeesToPaise(121)).toBe(12_100);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(paiseToRupees(12_155)).toBe(121.55);
  });
});

describe('amounts of money at the API edge', () => {
  it('refuses what is not a whole number of paise, or rounds to none (the fuzz test sent 7e-323)', () => {
    expect(isWholePaise(12.5)).toBe(true);
    expect(isWholePaise(12.555)).toBe(false);
    for (const tiny of [7e-323, 1e-10, 0.004]) {
      expect(adjustmentRupeesSchema.safeParse(tiny).success, String(tiny)).toBe(false);
      expect(walletAdjustSchema.shape.amount.safeParse(tiny).success, String(tiny)).toBe(false);
      expect(walletAdjustSchema.shape.amount.safeParse(-tiny).success, String(-tiny)).toBe(false);
    }
    expect(adjustmentRupeesSchema.safeParse(0.01).success).toBe(true);
    expect(walletAdjustSchema.shape.amount.safeParse(-0.01).success).toBe(true);
  });
});
