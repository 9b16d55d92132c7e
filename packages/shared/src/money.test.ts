import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToRupees, rupeesToPaise } from './money.js';

describe('money', () => {
  it('shows rupees with the ₹ sign and Indian digit grouping', () => {
    expect(formatPaise(12_100)).toBe('₹121');
    expect(formatPaise(12_100_000)).toBe('₹1,21,000');
    expect(formatPaise(1_234_567_850)).toBe('₹1,23,45,678.5');
  });

  it('converts between paise and rupees without float drift', () => {
    expect(rupeesToPaise(121)).toBe(12_100);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(paiseToRupees(12_155)).toBe(121.55);
  });
});
