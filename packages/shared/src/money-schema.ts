import { z } from 'zod';
import { isWholePaise, moneyMessages } from './money.js';

/*
 * A module of its own, apart from money.ts: the first page formats money (money.ts) and must not
 * bring zod with it (docs/contract.md §10 budget).
 */

/**
 * Rupees as typed into any money field and as the API takes them: a number of whole paise. 12.345
 * is refused with `moneyMessages.paise`, never rounded (neither the input nor the server rounds);
 * `required` is said when there is no number. Each use adds its own bounds (`.min`, `.max`).
 */
export function rupeesSchema(required: string) {
  return z.number({ error: required }).refine(isWholePaise, moneyMessages.paise);
}
