import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words.js';

describe('amounts in words (Indian numbering)', () => {
  it('writes rupees and paise in English and Hindi, in lakh and crore', () => {
    expect(amountInWords(12_100, 'en')).toBe('One Hundred Twenty One Rupees Only');
    expect(amountInWords(12_100_050, 'en')).toBe('One Lakh Twenty One Thousand Rupees And Fifty Paise Only');
    expect(amountInWords(1_234_567_809, 'en')).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees And Nine Paise Only',
    );
    expect(amountInWords(12_100_050, 'hi')).toBe('एक लाख इक्कीस हज़ार रुपये और पचास पैसे');
    // A float's tail never shows: 0.29 is 29 paise.
    expect(amountInWords(29, 'en')).toBe('Zero Rupees And Twenty Nine Paise Only');
    expect(() => amountInWords(1.5, 'en')).toThrow();
  });
});
