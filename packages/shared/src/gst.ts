import { financialYearStart } from './time.js';

/**
 * GST for tax invoices (docs/compliance.md; CGST Rules 2017, Rule 46): GSTINs and their check
 * character, the states' GST codes, place of supply (CGST + SGST inside a state, IGST across
 * states) and invoice serial numbers (unique per series and financial year, at most 16
 * characters). Rates are settings, not constants: these functions take them. Not legal advice.
 */

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** 2 digits of the state, the PAN (5 letters, 4 digits, 1 letter), the entity number, 'Z', the check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters (GSTN's algorithm): each character's
 * base-36 value times 1 or 2 (alternately, from the left), each product's base-36 digits added,
 * and the character that makes the sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** A well-formed GSTIN of a known state whose check character is right (upper case, no spaces). */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_SHAPE.test(gstin) && gstin.slice(0, 2) in STATE_OF_CODE && gstinCheckCharacter(gstin) === gstin[14];
}

/** The GST state codes, by the state or union territory's name (GSTN's list). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};
const STATE_OF_CODE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [code, name]),
);
/** Names addresses still carry for a state, to the name above. */
const STATE_ALIASES: Readonly<Record<string, string>> = {
  orissa: 'Odisha',
  uttaranchal: 'Uttarakhand',
  pondicherry: 'Puducherry',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'andaman & nicobar islands': 'Andaman and Nicobar Islands',
  'jammu & kashmir': 'Jammu and Kashmir',
  'dadra & nagar haveli and daman & diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
};
const BY_LOWER_NAME: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(GST_STATE_CODES).map(([name, code]) => [name.toLowerCase(), code]),
);

/** The GST state code of an address's state as people write it ('KARNATAKA', 'Orissa'); undefined when unknown. */
export function gstStateCodeOf(state: string): string | undefined {
  const key = state.trim().replace(/\s+/g, ' ').toLowerCase();
  return BY_LOWER_NAME[key] ?? GST_STATE_CODES[STATE_ALIASES[key] ?? ''];
}

/** The state or union territory a GST state code names. */
export const stateOfGstCode = (code: string): string | undefined => STATE_OF_CODE[code];

export type GstSplit =
  | { kind: 'intra'; cgstPaise: number; sgstPaise: number; taxPaise: number }
  | { kind: 'inter'; igstPaise: number; taxPaise: number };

/**
 * The tax on a taxable value at `ratePercent` (e.g. 18), by place of supply: inside the supplier's
 * state CGST and SGST take half each (an odd paisa goes to SGST so the two add up to the whole),
 * across states IGST takes it all. Rounded to the paisa, half up.
 */
export function splitGst(
  taxablePaise: number,
  ratePercent: number,
  supplierState: string,
  placeOfSupply: string,
): GstSplit {
  return splitTax(Math.round((taxablePaise * ratePercent) / 100), supplierState === placeOfSupply);
}

/** A tax already known (the GST inside an inclusive price) split as `splitGst` splits the one it computes. */
export function splitTax(taxPaise: number, insideState: boolean): GstSplit {
  if (!insideState) return { kind: 'inter', igstPaise: taxPaise, taxPaise };
  const cgstPaise = Math.floor(taxPaise / 2);
  return { kind: 'intra', cgstPaise, sgstPaise: taxPaise - cgstPaise, taxPaise };
}

/**
 * An invoice's serial number (Rule 46(b): unique per financial year, at most 16 characters of
 * letters, digits, '-' and '/'): the series, the financial year's two years and the number in it,
 * e.g. 'SV/2627/000042'. `n` comes from a gap-free counter per series and year.
 */
export function invoiceNumber(series: string, day: string, n: number): string {
  if (!/^[A-Z]{1,4}$/.test(series)) throw new Error(`invoice series must be 1–4 capital letters: ${series}`);
  if (!Number.isInteger(n) || n < 1) throw new Error(`invoice number must be a whole number from 1: ${n}`);
  const start = Number(financialYearStart(day).slice(0, 4));
  const years = `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`;
  const serial = `${series}/${years}/${String(n).padStart(6, '0')}`;
  if (serial.length > 16) throw new Error(`invoice number over 16 characters: ${serial}`);
  return serial;
}
