import { z } from 'zod';

/*
 * What the law takes out of a booking's money when it is released (docs/compliance.md "Taxes on
 * bookings", docs/decisions/041), and the operator's details every invoice and page footer carries.
 * Rates are settings of the server, passed in here; none is a constant of the code. Not legal advice.
 */

/** What the tax screens and checks say. */
export const taxMessages = {
  gstinInvalid: 'Enter a valid GSTIN: 15 characters, such as 29ABCDE1234F1Z5.',
  gstinState: 'This GSTIN is of another state: its first two digits must be the GST code of your address’s state.',
  gstinNeedsAddress: 'Add your address with its state before your GSTIN.',
  tdsExemptionSaved: 'TDS exemption saved',
} as const;

/** The e-commerce operator (Sevak's legal entity), as /config/public carries it. */
export const operatorSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  state: z.string(),
  /** Null until the deployment sets OPERATOR_GSTIN: Sevak's own documents are then receipts. */
  gstin: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

/** The rates, in basis points (1% = 100): TCS (CGST Act s.52), TDS (Income-tax Act s.194-O), GST on the commission. */
export type TaxRules = { tcsBasisPoints: number; tdsBasisPoints: number; commissionGstPercent: number };

export const DEFAULT_TAX_RULES: TaxRules = { tcsBasisPoints: 50, tdsBasisPoints: 10, commissionGstPercent: 18 };

/** Who owes the GST on a job, and so what document the seeker gets. */
export type JobSupply =
  /** The provider has a GSTIN: their tax invoice, GST inside the price. */
  | 'provider_registered'
  /** The provider has none: a bill of supply, no GST. */
  | 'provider_unregistered'
  /** A CGST Act s.9(5) category and an unregistered provider: Sevak owes the GST and invoices the job. */
  | 'operator';

/** The taxable value inside a GST-inclusive amount: amount × 100 / (100 + rate), to the paisa. */
export function taxableOf(inclusivePaise: number, ratePercent: number): number {
  return Math.round((inclusivePaise * 100) / (100 + ratePercent));
}

/** `basisPoints` of `paise`, rounded half up to the paisa. */
const share = (paise: number, basisPoints: number) => Math.round((paise * basisPoints) / 10_000);

export type ReleaseSplit = {
  /** The job's value before GST (the amount itself when no GST is charged). */
  taxablePaise: number;
  /** The GST inside the amount (the provider's to pay, or Sevak's under s.9(5)). */
  gstPaise: number;
  /** GST Sevak keeps to pay itself (s.9(5) only). */
  operatorGstPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  commissionPaise: number;
  /** What reaches the provider: amount − commission − TCS − TDS − Sevak's GST. */
  earningPaise: number;
};

/**
 * The split of `amountPaise` released to a provider. TCS is collected only on a registered
 * provider's taxable value (s.52: the net value of taxable supplies; none under s.9(5), where
 * Sevak is the supplier); TDS on the value without GST (CBDT Circular 17/2020), none for a
 * provider an admin exempted (the s.194-O(4) small-individual exemption).
 */
export function releaseSplit(input: {
  amountPaise: number;
  commissionPaise: number;
  supply: JobSupply;
  gstRatePercent: number;
  tdsExempt: boolean;
  rules: TaxRules;
}): ReleaseSplit {
  const { amountPaise, commissionPaise, supply, gstRatePercent, tdsExempt, rules } = input;
  const charged = supply !== 'provider_unregistered';
  const taxablePaise = charged ? taxableOf(amountPaise, gstRatePercent) : amountPaise;
  const gstPaise = amountPaise - taxablePaise;
  const operatorGstPaise = supply === 'operator' ? gstPaise : 0;
  const tcsPaise = supply === 'provider_registered' ? share(taxablePaise, rules.tcsBasisPoints) : 0;
  const tdsPaise = tdsExempt ? 0 : share(taxablePaise, rules.tdsBasisPoints);
  const earningPaise = amountPaise - commissionPaise - tcsPaise - tdsPaise - operatorGstPaise;
  return { taxablePaise, gstPaise, operatorGstPaise, tcsPaise, tdsPaise, commissionPaise, earningPaise };
}

/** A booking's invoices: the job's (by the provider, or Sevak under s.9(5)) and Sevak's for its commission. */
export const INVOICE_KINDS = ['job', 'commission'] as const;
export const INVOICE_DOCUMENTS = ['tax_invoice', 'bill_of_supply', 'receipt'] as const;

/** An invoice as a booking lists it (GET /work/requests/{id}/invoice?kind= downloads it). */
export const bookingInvoiceSchema = z.object({
  kind: z.enum(INVOICE_KINDS),
  /** The serial number printed on it, e.g. 'J/2627/000042'. */
  number: z.string(),
  document: z.enum(INVOICE_DOCUMENTS),
});
export type BookingInvoice = z.infer<typeof bookingInvoiceSchema>;

/** A month of this century in India, yyyy-MM (tax statements and exports). */
export const taxMonthQuerySchema = z.object({
  month: z
    .string({ error: 'Choose a month (yyyy-MM).' })
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Choose a month (yyyy-MM).'),
});

/** One job in a provider's monthly tax statement: what was collected and deducted on it. */
export const taxStatementRowSchema = z.object({
  workRequestId: z.uuid().nullable(),
  invoiceNumber: z.string(),
  issuedAt: z.string(),
  description: z.string(),
  /** Rupees: the job's value before GST, its total, TCS (CGST s.52) and TDS (s.194-O). */
  taxableValue: z.number(),
  total: z.number(),
  tcs: z.number(),
  tds: z.number(),
});

/** GET /work/tax-statement?month=: a provider's month (IST) of released jobs and their TCS and TDS. */
export const taxStatementSchema = z.object({
  month: z.string(),
  rows: z.array(taxStatementRowSchema),
  totals: z.object({ taxableValue: z.number(), total: z.number(), tcs: z.number(), tds: z.number() }),
});
export type TaxStatement = z.infer<typeof taxStatementSchema>;

/** PUT /admin/users/{id}/tds-exemption: the s.194-O(4) exemption, granted with a reason or withdrawn. */
export const tdsExemptionSchema = z.discriminatedUnion('exempt', [
  z.object({
    exempt: z.literal(true),
    reason: z
      .string({ error: 'Say why the provider is exempt.' })
      .trim()
      .min(1, 'Say why the provider is exempt.')
      .max(500),
  }),
  z.object({ exempt: z.literal(false) }),
]);
export type TdsExemptionInput = z.infer<typeof tdsExemptionSchema>;
