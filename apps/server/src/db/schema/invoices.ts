import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Language } from '@sevak/shared';
import { payments } from './payments.js';
import { users } from './users.js';
import { workRequests } from './work-requests.js';

/**
 * The last serial number used per issuer, series and financial year (docs/decisions/041). An
 * invoice takes the next one with `insert … on conflict do update … returning` in the transaction
 * that issues it: the row stays locked until that transaction ends, so numbers are consecutive and a
 * transaction that rolls back gives its number back (no gaps, none twice).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** 'sevak', or the provider's id: each supplier numbers its own invoices. */
    issuer: text('issuer').notNull(),
    series: text('series').notNull(),
    /** The financial year's first day, yyyy-04-01 (IST). */
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.series, t.financialYear] })],
);

/** A party on an invoice as it was when the invoice was issued (an invoice never changes). */
export type InvoiceParty = {
  name: string;
  address: string;
  state: string;
  /** The GST state code of `state` ('29'), or null when the address names no known state. */
  stateCode: string | null;
  pincode: string | null;
  gstin: string | null;
};

/** Tax invoice: the supplier has a GSTIN; bill of supply: the supplier is not registered; receipt: Sevak without its GSTIN. */
export type InvoiceDocument = 'tax_invoice' | 'bill_of_supply' | 'receipt';
/** The job (by the provider, or by Sevak under CGST s.9(5)); Sevak's commission to the provider; the registration fee. */
export type InvoiceKind = 'job' | 'commission' | 'fee';

/**
 * Every invoice, receipt and bill of supply (CGST Rules 2017, Rule 46 and 49; docs/decisions/041),
 * with its parties and amounts as issued. Kept for the accounting and tax periods; erasure takes
 * the member's name and address out (docs/compliance.md).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    series: text('series').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    /** The serial number as printed, e.g. 'SVC/2627/000042' (≤ 16 characters). */
    number: text('number').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    document: text('document').$type<InvoiceDocument>().notNull(),
    workRequestId: uuid('work_request_id').references(() => workRequests.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The member the invoice is to, and the provider it is from (for their own downloads and statements). */
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** Under CGST s.9(5): the provider who did the job Sevak invoices. */
    onBehalfOf: jsonb('on_behalf_of').$type<InvoiceParty>(),
    /** The e-commerce operator's name and GSTIN (a job invoice names the platform it was sold through). */
    operatorName: text('operator_name').notNull(),
    operatorGstin: text('operator_gstin'),
    sac: text('sac').notNull(),
    description: text('description').notNull(),
    /** The GST state code of the place of supply. */
    placeOfSupply: text('place_of_supply'),
    taxablePaise: integer('taxable_paise').notNull(),
    gstRatePercent: integer('gst_rate_percent').notNull(),
    cgstPaise: integer('cgst_paise').notNull().default(0),
    sgstPaise: integer('sgst_paise').notNull().default(0),
    igstPaise: integer('igst_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** On a job's invoice: what was collected (CGST s.52) and deducted (Income-tax s.194-O) from the provider's earning. */
    tcsPaise: integer('tcs_paise').notNull().default(0),
    tdsPaise: integer('tds_paise').notNull().default(0),
    /** The language the buyer read in when it was issued (the default of their download). */
    language: text('language').$type<Language>().notNull().default('en'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_kind', sql`${t.kind} in ('job', 'commission', 'fee')`),
    check('invoices_document', sql`${t.document} in ('tax_invoice', 'bill_of_supply', 'receipt')`),
    check(
      'invoices_total',
      sql`${t.totalPaise} = ${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise}`,
    ),
    uniqueIndex('invoices_number_key').on(t.issuer, t.series, t.financialYear, t.serial),
    // One of each kind per booking and per fee payment: a repeated step never issues a second.
    uniqueIndex('invoices_booking_kind_key')
      .on(t.workRequestId, t.kind)
      .where(sql`${t.workRequestId} is not null`),
    uniqueIndex('invoices_payment_key')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    index('invoices_seller_idx').on(t.sellerId, t.issuedAt),
    index('invoices_issued_idx').on(t.issuedAt),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
