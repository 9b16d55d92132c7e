import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatterns, redactText, redactUrl } from './logger.js';

describe('redactText', () => {
  it('skips the patterns only for text none of them could change', () => {
    // Strings built from the characters the patterns look for, so matches are common.
    const piece = fc.constantFrom(
      '9',
      '8 ',
      '@',
      'a',
      'Z',
      'ABCDE',
      '$',
      '"',
      'scrypt$',
      '-',
      '/',
      '.',
      'x'.repeat(31),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 20 }).map((parts) => parts.join('')),
        (text) => {
          expect(redactText(text)).toBe(applyPatterns(text));
        },
      ),
      { numRuns: 5_000 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(redactText(text)).toBe(applyPatterns(text));
      }),
    );
  });

  it('keeps a plain path as it is, and still hides a phone or an email in one', () => {
    expect(redactUrl('/api/auth/getuser')).toBe('/api/auth/getuser');
    expect(redactUrl('/api/users/9876543210')).toBe('/api/users/[number]');
    expect(redactUrl('/api/users/meera@gmail.com?limit=20&search=98765')).toBe('[email]?limit=20&search=…');
  });
});
