import {
  gstStateCodeOf,
  indianDayOf,
  financialYearStart,
  invoiceNumber,
  releaseSplit,
  splitTax,
  taxableOf,
  type Address,
  type Language,
  type JobSupply,
  type Operator,
  type ReleaseSplit,
  type TaxRules,
} from '@sevak/shared';
import type { InvoiceDocument, InvoiceParty, InvoiceRow, NewInvoice } from '../../db/schema/index.js';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.js';
import { bookingForInvoice, insertInvoice, nextSerial, type BookingForInvoice } from './invoices.repo.js';

/*
 * Invoices (docs/decisions/041; CGST Rules 2017, Rules 46 and 49): issued in the transaction that
 * moves the money they describe, numbered from a gap-free counter per issuer, series and financial
 * year, and kept as issued (parties and amounts copied in: a later change of address or rate never
 * rewrites an invoice).
 *
 *   series   issuer      what
 *   J        provider    the job, by a provider (tax invoice with their GSTIN, else bill of supply)
 *   SVJ      sevak       the job, by Sevak under CGST s.9(5)
 *   SVC      sevak       Sevak's commission, to the provider
 *   SVF      sevak       the registration fee, to the member
 */

const SEVAK = 'sevak';
/** SAC of Sevak's own services: 9985 support services (the platform's commission, the membership fee). */
const SEVAK_SAC = '9985';

export type Taxation = { taxes: TaxRules; operator: Operator };

/** One line of address as an invoice prints it. */
function addressLine(address: Address | null | undefined): string {
  if (!address) return '';
  return [address.area, address.city, address.state, address.pincode].filter((part) => part?.trim()).join(', ');
}

function party(name: string, address: Address | null | undefined, gstin: string | null, line?: string): InvoiceParty {
  const state = address?.state?.trim() ?? '';
  return {
    name,
    address: line?.trim() || addressLine(address),
    state,
    stateCode: gstStateCodeOf(state) ?? null,
    pincode: address?.pincode?.trim() || null,
    gstin,
  };
}

function operatorParty(operator: Operator): InvoiceParty {
  const stateCode = gstStateCodeOf(operator.state) ?? null;
  const pincode = /\b\d{6}\b/.exec(operator.address)?.[0] ?? null;
  return {
    name: operator.legalName,
    address: operator.address,
    state: operator.state,
    stateCode,
    pincode,
    gstin: operator.gstin,
  };
}

type Draft = Omit<
  NewInvoice,
  | 'issuer'
  | 'series'
  | 'financialYear'
  | 'serial'
  | 'number'
  | 'cgstPaise'
  | 'sgstPaise'
  | 'igstPaise'
  | 'totalPaise'
  | 'taxablePaise'
> & {
  issuer: string;
  series: string;
  /** GST-inclusive amount. */
  amountPaise: number;
  /** Whether GST is inside it (else the taxable value is the amount). */
  charged: boolean;
};

/** The current transaction's start time (PostgreSQL's now()): what defaultNow() columns get. */
async function transactionTime(tx: DbOrTx): Promise<Date> {
  const result = (await tx.execute(sql`select now() as now`)) as unknown as { rows: { now: Date | string }[] };
  return new Date(result.rows[0]!.now);
}

/** Numbers and inserts one invoice: the GST split by the seller's state and the place of supply. */
async function issue(tx: DbOrTx, draft: Draft): Promise<InvoiceRow> {
  // The transaction's own time, as the ledger's movements of the same release carry: a month's
  // invoices and its ledger totals then never straddle a boundary apart.
  const now = await transactionTime(tx);
  const { issuer, series, amountPaise, charged, ...rest } = draft;
  const financialYear = financialYearStart(indianDayOf(now));
  const serial = await nextSerial(tx, issuer, series, financialYear);
  const taxablePaise = charged ? taxableOf(amountPaise, draft.gstRatePercent) : amountPaise;
  const tax = amountPaise - taxablePaise;
  const sellerState = draft.seller.stateCode;
  const inside = !draft.placeOfSupply || !sellerState || sellerState === draft.placeOfSupply;
  const split = taxColumns(tax, inside);
  return insertInvoice(tx, {
    ...rest,
    issuer,
    series,
    financialYear,
    serial,
    number: invoiceNumber(series, indianDayOf(now), serial),
    taxablePaise,
    ...split,
    totalPaise: amountPaise,
    issuedAt: now,
  });
}

/** The tax's CGST, SGST and IGST: inside the seller's state halves, across states IGST (`splitTax`). */
function taxColumns(taxPaise: number, insideState: boolean) {
  const split = splitTax(taxPaise, insideState);
  return split.kind === 'intra'
    ? { cgstPaise: split.cgstPaise, sgstPaise: split.sgstPaise, igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: split.igstPaise };
}

/**
 * The invoices of money released to a provider (a job done, a dispute's rest, a late cancellation
 * fee), issued with it: the job's (by the provider, or by Sevak under s.9(5)) and Sevak's for the
 * commission. Answers the split the ledger then moves (TCS, TDS, Sevak's GST, the earning).
 */
export async function issueReleaseInvoices(
  tx: DbOrTx,
  input: {
    workRequestId: string;
    sellerId: string;
    buyerId: string;
    amountPaise: number;
    commissionPaise: number;
    description: string;
  },
  { taxes, operator }: Taxation,
): Promise<ReleaseSplit> {
  const { booking, tax, supply, split } = await splitOfRelease(tx, input, { taxes, operator });
  const operatorRegistered = operator.gstin !== null;
  const provider = providerParty(booking);
  const seeker = party(booking.seeker.name, booking.address, null);
  const sevak = operatorParty(operator);
  const common = {
    workRequestId: input.workRequestId,
    operatorName: operator.legalName,
    operatorGstin: operator.gstin,
    language: booking.seeker.language,
  };
  await issue(tx, {
    ...common,
    kind: 'job',
    ...(supply === 'operator'
      ? { issuer: SEVAK, series: 'SVJ', document: 'tax_invoice' as const, seller: sevak, onBehalfOf: provider }
      : {
          issuer: input.sellerId,
          series: 'J',
          document: (supply === 'provider_registered' ? 'tax_invoice' : 'bill_of_supply') as InvoiceDocument,
          seller: provider,
        }),
    sellerId: input.sellerId,
    buyerId: input.buyerId,
    buyer: seeker,
    sac: tax.sacCode,
    description: input.description,
    placeOfSupply: seeker.stateCode,
    gstRatePercent: supply === 'provider_unregistered' ? 0 : tax.gstRatePercent,
    amountPaise: input.amountPaise,
    charged: supply !== 'provider_unregistered',
    tcsPaise: split.tcsPaise,
    tdsPaise: split.tdsPaise,
  });
  if (input.commissionPaise > 0) {
    await issue(tx, {
      ...common,
      language: 'en',
      kind: 'commission',
      issuer: SEVAK,
      series: 'SVC',
      document: sevakDocument(operator),
      seller: sevak,
      sellerId: null,
      buyerId: input.sellerId,
      buyer: provider,
      sac: SEVAK_SAC,
      description: `Platform commission: ${input.description}`,
      // To a business, the place of supply is where it is (IGST Act s.12(2)).
      placeOfSupply: provider.stateCode,
      gstRatePercent: operatorRegistered ? taxes.commissionGstPercent : 0,
      amountPaise: input.commissionPaise,
      charged: operatorRegistered,
    });
  }
  return split;
}

/**
 * What a release of `amountPaise` would take and leave (the split `issueReleaseInvoices` then
 * issues with): who supplies the job, GST inside it, TCS, TDS and the provider's earning.
 */
export async function splitOfRelease(
  tx: DbOrTx,
  input: { workRequestId: string; amountPaise: number; commissionPaise: number },
  { taxes, operator }: Taxation,
) {
  const booking = (await bookingForInvoice(tx, input.workRequestId))!;
  const tax = taxOf(booking);
  const supply: JobSupply = booking.provider.gstin
    ? 'provider_registered'
    : tax.operatorPaysTax && operator.gstin !== null
      ? 'operator'
      : 'provider_unregistered';
  const split = releaseSplit({
    amountPaise: input.amountPaise,
    commissionPaise: input.commissionPaise,
    supply,
    gstRatePercent: tax.gstRatePercent,
    tdsExempt: booking.provider.tdsExemptAt !== null,
    rules: taxes,
  });
  return { booking, tax, supply, split };
}

/** Sevak's own document: a tax invoice with its GSTIN, else a receipt that says it is not one. */
const sevakDocument = (operator: Operator): InvoiceDocument => (operator.gstin ? 'tax_invoice' : 'receipt');

/** The receipt (or tax invoice) of the registration fee, issued with its capture. */
export async function issueFeeInvoice(
  tx: DbOrTx,
  input: {
    paymentId: string;
    buyerId: string;
    buyer: { name: string; address: Address | null; language: Language };
    amountPaise: number;
  },
  { taxes, operator }: Taxation,
): Promise<InvoiceRow> {
  const sevak = operatorParty(operator);
  const buyer = party(input.buyer.name, input.buyer.address, null);
  return issue(tx, {
    kind: 'fee',
    issuer: SEVAK,
    series: 'SVF',
    document: sevakDocument(operator),
    paymentId: input.paymentId,
    buyerId: input.buyerId,
    sellerId: null,
    seller: sevak,
    buyer,
    operatorName: operator.legalName,
    operatorGstin: operator.gstin,
    sac: SEVAK_SAC,
    description: 'Sevak membership: one-time registration and identity verification',
    placeOfSupply: buyer.stateCode ?? sevak.stateCode,
    gstRatePercent: operator.gstin ? taxes.commissionGstPercent : 0,
    amountPaise: input.amountPaise,
    charged: operator.gstin !== null,
    language: input.buyer.language,
  });
}

function taxOf(booking: BookingForInvoice) {
  // A category an admin renamed or removed since: "other services" at 18%, the defaults.
  return {
    sacCode: booking.tax?.sacCode ?? '9997',
    gstRatePercent: booking.tax?.gstRatePercent ?? 18,
    operatorPaysTax: booking.tax?.operatorPaysTax ?? false,
  };
}

function providerParty(booking: BookingForInvoice): InvoiceParty {
  const { provider } = booking;
  const name = provider.businessName?.trim() ? `${provider.businessName.trim()} (${provider.name})` : provider.name;
  return party(name, provider.address, provider.gstin, provider.businessAddress ?? undefined);
}
