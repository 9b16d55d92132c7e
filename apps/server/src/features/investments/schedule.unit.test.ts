import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dueOn,
  installmentCount,
  installmentPaise,
  promisedPaise,
  yearlyRatePercent,
  type Terms,
} from './schedule.js';

describe('installment dates', () => {
  it('add months, clamped to the month’s end, leap years included', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2026-05-10', 0)).toBe('2026-05-10');
  });

  it('each installment is later than the one before, and never more than 31 days after its month', () => {
    const day = fc
      .record({
        y: fc.integer({ min: 2000, max: 2100 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 31 }),
      })
      .map(
        ({ y, m, d }) =>
          addMonths(`${y}-${String(m).padStart(2, '0')}-01`, 0).slice(0, 8) + String(Math.min(d, 28)).padStart(2, '0'),
      );
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 120 }), (start, months) => {
        const terms: Terms = { kind: 'monthly', amountPaise: 100, returnAmountPaise: 1, durationMonths: months };
        let previous = start;
        for (let n = 1; n <= months; n++) {
          const due = dueOn(start, terms, n);
          expect(due > previous).toBe(true);
          previous = due;
        }
      }),
    );
  });
});

describe('what a plan pays', () => {
  it('the installments add up to what the plan promises', () => {
    const terms = fc.record({
      kind: fc.constantFrom('monthly' as const, 'yearly' as const),
      amountPaise: fc.integer({ min: 1, max: 10_000_000_000 }),
      returnAmountPaise: fc.integer({ min: 1, max: 1_000_000_000 }),
      durationMonths: fc.integer({ min: 1, max: 120 }),
    });
    fc.assert(
      fc.property(terms, (t) => {
        let sum = 0;
        for (let n = 1; n <= installmentCount(t); n++) sum += installmentPaise(t, n);
        expect(sum).toBe(promisedPaise(t));
      }),
    );
  });

  it('states the yearly rate it promises', () => {
    // ₹1,00,000 paying ₹1,000 a month for a year, then the ₹1,00,000 back: 12% a year.
    expect(
      yearlyRatePercent({ kind: 'monthly', amountPaise: 10_000_000, returnAmountPaise: 100_000, durationMonths: 12 }),
    ).toBe(12);
    // ₹1,00,000 returning ₹1,21,000 after 2 years: 10.5% a year, simple.
    expect(
      yearlyRatePercent({ kind: 'yearly', amountPaise: 10_000_000, returnAmountPaise: 12_100_000, durationMonths: 24 }),
    ).toBe(10.5);
  });
});
