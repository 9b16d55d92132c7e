import { stringify } from 'csv-stringify/sync';
import {
  formatDateTime,
  messages,
  indianDayOf,
  paiseToRupees,
  startOfIndianDay,
  type TaxStatement,
} from '@sevak/shared';
import type { InvoiceRow } from '../../db/schema/index.js';
import type { Cipher } from '../../platform/crypto.js';
import type { Db } from '../../platform/db.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../audit/index.js';
import { reveal } from '../ekyc/index.js';
import {
  jobInvoicesOfSeller,
  setTdsExemption,
  tcsInvoicesBetween,
  tdsInvoicesBetween,
  withheldBetween,
} from './tax-reports.repo.js';

/*
 * What was collected and deducted on providers' jobs (docs/decisions/041): each provider's
 * monthly statement, and the admin's monthly exports in the columns a GSTR-8 (TCS, CGST Act
 * s.52) and a 26Q (TDS, Income-tax Act s.194-O) return need. Both read the job invoices, which
 * carry the amounts the ledger moved; each export ends with its totals, which equal what the
 * tcs_payable and tds_payable accounts received in the month. Not legal advice: the filer checks
 * the columns against the return's current format.
 */

/** The month's bounds in India: [first day 00:00 IST, the next month's first day). */
export function monthBounds(month: string): { from: Date; to: Date } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: startOfIndianDay(`${month}-01`), to: startOfIndianDay(`${next}-01`) };
}

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);
const sum = (rows: InvoiceRow[], pick: (row: InvoiceRow) => number) => rows.reduce((n, row) => n + pick(row), 0);

/** GET /work/tax-statement?month=: the provider's released jobs of the month and what was taken on each. */
export async function taxStatementOf(db: Db, sellerId: string, month: string): Promise<TaxStatement> {
  const { from, to } = monthBounds(month);
  const rows = await jobInvoicesOfSeller(db, sellerId, from, to);
  return {
    month,
    rows: rows.map((row) => ({
      workRequestId: row.workRequestId,
      invoiceNumber: row.number,
      issuedAt: row.issuedAt.toISOString(),
      description: row.description,
      taxableValue: paiseToRupees(row.taxablePaise),
      total: paiseToRupees(row.totalPaise),
      tcs: paiseToRupees(row.tcsPaise),
      tds: paiseToRupees(row.tdsPaise),
    })),
    totals: {
      taxableValue: paiseToRupees(sum(rows, (r) => r.taxablePaise)),
      total: paiseToRupees(sum(rows, (r) => r.totalPaise)),
      tcs: paiseToRupees(sum(rows, (r) => r.tcsPaise)),
      tds: paiseToRupees(sum(rows, (r) => r.tdsPaise)),
    },
  };
}

/** The same statement as CSV (UTF-8 with a BOM, for spreadsheets). */
export function taxStatementCsv(statement: TaxStatement): Buffer {
  const lines = [
    ['Month', statement.month],
    ['Invoice number', 'Date (IST)', 'Job', 'Taxable value (INR)', 'Invoice total (INR)', 'TCS (INR)', 'TDS (INR)'],
    ...statement.rows.map((r) => [
      r.invoiceNumber,
      formatDateTime(r.issuedAt),
      r.description,
      r.taxableValue.toFixed(2),
      r.total.toFixed(2),
      r.tcs.toFixed(2),
      r.tds.toFixed(2),
    ]),
    [
      'Total',
      '',
      '',
      statement.totals.taxableValue.toFixed(2),
      statement.totals.total.toFixed(2),
      statement.totals.tcs.toFixed(2),
      statement.totals.tds.toFixed(2),
    ],
  ];
  return Buffer.from(`\uFEFF${stringify(lines)}`, 'utf8');
}

/**
 * GSTR-8 (TCS), for the month: one row per registered supplier (GSTIN) and place of supply, as
 * its table 3 asks — the gross value of supplies, supplies returned (none: a refund before release
 * never became a supply), the net value liable to TCS, and the TCS as IGST (across states) or
 * CGST and SGST halves (inside a state); a totals row.
 */
export async function gstr8Csv(db: Db, actorId: string, month: string): Promise<Buffer> {
  const { from, to } = monthBounds(month);
  const rows = await tcsInvoicesBetween(db, from, to);
  const groups = new Map<string, { gstin: string; name: string; pos: string; rows: InvoiceRow[] }>();
  for (const row of rows) {
    const gstin = row.seller.gstin ?? '';
    const key = `${gstin} ${row.placeOfSupply ?? ''}`;
    const group = groups.get(key) ?? { gstin, name: row.seller.name, pos: row.placeOfSupply ?? '', rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const split = (row: InvoiceRow) => {
    const inter = row.igstPaise > 0;
    const cgst = inter ? 0 : Math.floor(row.tcsPaise / 2);
    return { igst: inter ? row.tcsPaise : 0, cgst, sgst: inter ? 0 : row.tcsPaise - cgst };
  };
  const body = [...groups.values()].map((g) => {
    const taxable = sum(g.rows, (r) => r.taxablePaise);
    return [
      g.gstin,
      g.name,
      g.pos,
      String(g.rows.length),
      rupees(taxable),
      rupees(0),
      rupees(taxable),
      rupees(sum(g.rows, (r) => split(r).igst)),
      rupees(sum(g.rows, (r) => split(r).cgst)),
      rupees(sum(g.rows, (r) => split(r).sgst)),
      rupees(sum(g.rows, (r) => r.tcsPaise)),
    ];
  });
  const taxable = sum(rows, (r) => r.taxablePaise);
  const lines = [
    [
      'GSTIN of the supplier',
      'Supplier',
      'Place of supply (state code)',
      'Invoices',
      'Gross value of supplies (INR)',
      'Value of supplies returned (INR)',
      'Net amount liable for TCS (INR)',
      'IGST TCS (INR)',
      'CGST TCS (INR)',
      'SGST/UTGST TCS (INR)',
      'Total TCS (INR)',
    ],
    ...body,
    [
      'Total',
      '',
      '',
      String(rows.length),
      rupees(taxable),
      rupees(0),
      rupees(taxable),
      rupees(sum(rows, (r) => split(r).igst)),
      rupees(sum(rows, (r) => split(r).cgst)),
      rupees(sum(rows, (r) => split(r).sgst)),
      rupees(sum(rows, (r) => r.tcsPaise)),
    ],
  ];
  await auditExport(db, actorId, 'gstr8', month, rows.length);
  return Buffer.from(`\uFEFF${stringify(lines)}`, 'utf8');
}

/**
 * 26Q (TDS under s.194-O), for the month: one row per credit to a provider — the deductee's PAN
 * (from their verified e-KYC; 'PANNOTAVBL' without one, as the return writes it) and name, the
 * section, the date and amount credited (the value without GST), the rate, the TDS and the date it
 * was deducted; a totals row. Its PANs make it an export of identity numbers: audited.
 */
export async function form26qCsv(db: Db, cipher: Cipher, actorId: string, month: string): Promise<Buffer> {
  const { from, to } = monthBounds(month);
  const rows = await tdsInvoicesBetween(db, from, to);
  const body = rows.map(({ invoice, panEncrypted }) => [
    panEncrypted ? reveal(cipher, panEncrypted) : 'PANNOTAVBL',
    (invoice.onBehalfOf ?? invoice.seller).name,
    '194O',
    indianDayOf(invoice.issuedAt),
    rupees(invoice.taxablePaise),
    ((invoice.tdsPaise / invoice.taxablePaise) * 100).toFixed(2),
    rupees(invoice.tdsPaise),
    indianDayOf(invoice.issuedAt),
    invoice.number,
  ]);
  const lines = [
    [
      'PAN of the deductee',
      'Name of the deductee',
      'Section',
      'Date of payment or credit',
      'Amount paid or credited (INR)',
      'Rate (%)',
      'TDS deducted (INR)',
      'Date of deduction',
      'Invoice number',
    ],
    ...body,
    [
      'Total',
      '',
      '',
      '',
      rupees(rows.reduce((n, r) => n + r.invoice.taxablePaise, 0)),
      '',
      rupees(rows.reduce((n, r) => n + r.invoice.tdsPaise, 0)),
      '',
      String(rows.length),
    ],
  ];
  await auditExport(db, actorId, '26q', month, rows.length);
  return Buffer.from(`\uFEFF${stringify(lines)}`, 'utf8');
}

async function auditExport(db: Db, actorId: string, form: 'gstr8' | '26q', month: string, rows: number) {
  await recordAudit(db, {
    actorId,
    action: 'export_tax_return',
    targetType: 'tax_return',
    targetId: `${form}:${month}`,
    after: { form, month, rows },
  });
}

/** What the ledger's TCS and TDS accounts received in the month, in rupees (the exports' totals). */
export async function withheldInMonth(db: Db, month: string) {
  const { from, to } = monthBounds(month);
  const { tcsPaise, tdsPaise } = await withheldBetween(db, from, to);
  return { tcs: paiseToRupees(tcsPaise), tds: paiseToRupees(tdsPaise) };
}

/** PUT /admin/users/{id}/tds-exemption: the s.194-O(4) exemption granted with its reason, or withdrawn; audited. */
export async function changeTdsExemption(db: Db, actorId: string, userId: string, reason: string | null) {
  await db.transaction(async (tx) => {
    const before = await setTdsExemption(tx, userId, reason);
    if (!before) throw new AppError('USER_NOT_FOUND', messages.admin.userNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'set_tds_exemption',
      targetType: 'user',
      targetId: userId,
      before: { exempt: before.at !== null, reason: before.reason },
      after: { exempt: reason !== null, reason },
    });
  });
}
