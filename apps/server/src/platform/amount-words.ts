import type { Language } from '@sevak/shared';
import { ToWords } from 'to-words';

/**
 * An amount in words, in Indian numbering (lakh, crore), as a tax invoice writes its total (CGST
 * Rules 2017, Rule 46): 'One Lakh Twenty One Thousand Rupees And Fifty Paise Only', or in Hindi
 * 'एक लाख इक्कीस हज़ार रुपये और पचास पैसे'. to-words does the words; the amount is integer paise.
 */
const converters: Record<Language, ToWords> = {
  en: new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true } }),
  hi: new ToWords({ localeCode: 'hi-IN', converterOptions: { currency: true } }),
};

export function amountInWords(paise: number, language: Language): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error(`not a whole amount of paise: ${paise}`);
  // Two decimals exactly: the rupees and the paise, never a float's tail.
  return converters[language].convert(Number(`${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`));
}
