import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstStateCodeOf, invoiceNumber, isValidGstin, splitGst, stateOfGstCode } from './gst.js';

describe('GSTIN', () => {
  it('accepts real GSTINs and refuses a wrong check character, shape or state', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('29AAGCB7383J1Z4')).toBe(true);
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    // One character changed: the check character no longer fits.
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    // No state 99.
    const noState = `99AAPFU0939F1Z`;
    expect(isValidGstin(noState + gstinCheckCharacter(noState))).toBe(false);
  });

  it('knows the states’ codes by the names addresses carry', () => {
    expect(gstStateCodeOf('Karnataka')).toBe('29');
    expect(gstStateCodeOf('  KARNATAKA ')).toBe('29');
    expect(gstStateCodeOf('Orissa')).toBe('21');
    expect(gstStateCodeOf('NCT of Delhi')).toBe('07');
    expect(gstStateCodeOf('Atlantis')).toBeUndefined();
    expect(stateOfGstCode('27')).toBe('Maharashtra');
  });
});

describe('GST by place of supply', () => {
  it('splits CGST and SGST inside a state (to the paisa, adding up), IGST across states', () => {
    expect(splitGst(50_000, 18, '29', '29')).toEqual({
      kind: 'intra',
      cgstPaise: 4500,
      sgstPaise: 4500,
      taxPaise: 9000,
    });
    expect(splitGst(10_003, 18, '29', '29')).toEqual({ kind: 'intra', cgstPaise: 900, sgstPaise: 901, taxPaise: 1801 });
    expect(splitGst(50_000, 18, '29', '27')).toEqual({ kind: 'inter', igstPaise: 9000, taxPaise: 9000 });
    expect(splitGst(50_000, 0, '29', '29').taxPaise).toBe(0);
  });
});

describe('invoice numbers', () => {
  it('name the series and the financial year, which turns on 1 April, in at most 16 characters', () => {
    expect(invoiceNumber('SV', '2027-03-31', 42)).toBe('SV/2627/000042');
    expect(invoiceNumber('SV', '2027-04-01', 1)).toBe('SV/2728/000001');
    expect(invoiceNumber('SVCM', '2099-12-31', 999_999)).toHaveLength(16);
    expect(() => invoiceNumber('SVCM', '2026-12-03', 1_000_000)).toThrow(/over 16/);
    expect(() => invoiceNumber('sv', '2026-12-03', 1)).toThrow();
    expect(() => invoiceNumber('SV', '2026-12-03', 0)).toThrow();
  });
});
