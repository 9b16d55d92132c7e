import { describe, expect, it } from 'vitest';
import { normalizeAadhaar, verhoeffValid } from './aadhaar.js';

describe('Aadhaar numbers', () => {
  it('checks the Verhoeff digit (the scheme’s published example 236 → check digit 3)', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
  });

  it('accepts 12 digits starting 2–9 with a valid check digit, spaces allowed', () => {
    expect(normalizeAadhaar('2345 6789 0124')).toBe('234567890124');
    expect(normalizeAadhaar('234567890123')).toBeNull(); // wrong check digit
    expect(normalizeAadhaar('123456789012')).toBeNull(); // starts with 1
    expect(normalizeAadhaar('23456789012')).toBeNull(); // 11 digits
  });
});
