import { createRequire } from 'node:module';
import { IFSC_PATTERN } from '@sevak/shared';

/**
 * IFSC lookup offline, from Razorpay's `ifsc` package data (MIT; its JSON only — the package's
 * module pulls the deprecated `request` and calls the network). IFSC.json lists each bank's branch
 * codes (numbers, or text for the others); sublets name the bank that really runs a branch listed
 * under another's code. Loaded on first use (about 1.5 MB).
 */
type IfscData = {
  branches: Record<string, (number | string)[]>;
  names: Record<string, string>;
  sublets: Record<string, string>;
};

let data: IfscData | undefined;

function load(): IfscData {
  if (!data) {
    const require = createRequire(import.meta.url);
    data = {
      branches: require('ifsc/src/IFSC.json') as IfscData['branches'],
      names: require('ifsc/src/banknames.json') as IfscData['names'],
      sublets: {
        ...(require('ifsc/src/sublet.json') as Record<string, string>),
        ...(require('ifsc/src/custom-sublets.json') as Record<string, string>),
      },
    };
  }
  return data;
}

/** The bank of an IFSC that exists ('SBIN0001234' → 'State Bank of India'), or null. */
export function lookupIfsc(code: string): { ifscCode: string; bankName: string } | null {
  const ifsc = code.trim().toUpperCase();
  if (!IFSC_PATTERN.test(ifsc)) return null;
  const { branches, names, sublets } = load();
  const bank = ifsc.slice(0, 4);
  const branch = ifsc.slice(5);
  const list = branches[bank];
  if (!list) return null;
  const known = /^\d+$/.test(branch) ? list.includes(Number(branch)) : list.includes(branch);
  if (!known) return null;
  // A sublet is named by the full code or by a prefix (custom-sublets lists some of those).
  const subletBank =
    sublets[ifsc] ?? Object.entries(sublets).find(([prefix]) => prefix.length < 11 && ifsc.startsWith(prefix))?.[1];
  const bankName = names[subletBank ?? bank] ?? names[bank] ?? bank;
  return { ifscCode: ifsc, bankName };
}
