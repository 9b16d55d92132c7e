import { stringify } from 'csv-stringify/sync';
import {
  endOfIndianDay,
  financialYearOf,
  financialYearStart,
  indianDayOf,
  formatDateTime,
  formatDay,
  formatPaise,
  paiseToRupees,
  startOfIndianDay,
  WALLET_KIND_LABELS,
  type WalletTransactionKind,
} from '@sevak/shared';
import type { DbOrTx } from '../../platform/db.js';
import { drawTable, newDocument, toBuffer } from '../../platform/pdf.js';
import { balanceBefore, findPostedEntries, findWallet } from './wallet.repo.js';

export type StatementLine = {
  at: Date;
  kind: string;
  description: string;
  amountPaise: number;
  balanceAfterPaise: number;
};

export type Statement = {
  name: string;
  from: string;
  to: string;
  openingPaise: number;
  closingPaise: number;
  lines: StatementLine[];
  /** Credits and debits per financial year within the period, in order. */
  years: { year: string; creditsPaise: number; debitsPaise: number }[];
};

/**
 * A member's statement for the days from..to in India (inclusive; default the financial year so
 * far): the balance before the first day, every posted movement with the running balance, the
 * balance after the last day, and the totals of each financial year (April–March) it covers.
 */
export async function buildStatement(
  db: DbOrTx,
  member: { id: string; name: string },
  range: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<Statement> {
  const to = range.to ?? indianDayOf(now);
  const from = range.from ?? financialYearStart(to);
  const wallet = await findWallet(db, member.id);
  const start = startOfIndianDay(from);
  const entries = wallet ? await findPostedEntries(db, wallet.id, start, endOfIndianDay(to)) : [];
  const openingPaise = wallet ? await balanceBefore(db, wallet.id, start) : 0;
  const years = new Map<string, { year: string; creditsPaise: number; debitsPaise: number }>();
  const lines = entries.map((e) => {
    const year = financialYearOf(indianDayOf(e.createdAt));
    const totals = years.get(year) ?? { year, creditsPaise: 0, debitsPaise: 0 };
    if (e.amountPaise > 0) totals.creditsPaise += e.amountPaise;
    else totals.debitsPaise -= e.amountPaise;
    years.set(year, totals);
    return {
      at: e.createdAt,
      kind: WALLET_KIND_LABELS[e.kind as WalletTransactionKind] ?? e.kind,
      description: e.description,
      amountPaise: e.amountPaise,
      balanceAfterPaise: e.balanceAfterPaise,
    };
  });
  return {
    name: member.name,
    from,
    to,
    openingPaise,
    closingPaise: lines.at(-1)?.balanceAfterPaise ?? openingPaise,
    lines,
    years: [...years.values()],
  };
}

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** The statement as CSV (UTF-8 with a byte-order mark, so spreadsheet apps read ₹ and names right). */
export function statementCsv(s: Statement): Buffer {
  const rows: (string | number)[][] = [
    ['Sevak wallet statement', s.name],
    ['Period', `${formatDay(startOfIndianDay(s.from))} to ${formatDay(startOfIndianDay(s.to))}`],
    ['Opening balance (INR)', rupees(s.openingPaise)],
    [],
    ['Date (IST)', 'Type', 'Description', 'Credit (INR)', 'Debit (INR)', 'Balance (INR)'],
    ...s.lines.map((l) => [
      formatDateTime(l.at),
      l.kind,
      l.description,
      l.amountPaise > 0 ? rupees(l.amountPaise) : '',
      l.amountPaise < 0 ? rupees(-l.amountPaise) : '',
      rupees(l.balanceAfterPaise),
    ]),
    [],
    ['Closing balance (INR)', rupees(s.closingPaise)],
    ...s.years.map((y) => [`${y.year} credits (INR)`, rupees(y.creditsPaise), 'debits (INR)', rupees(y.debitsPaise)]),
  ];
  return Buffer.from(`\uFEFF${stringify(rows)}`, 'utf8');
}

/** The statement as a PDF of as many A4 pages as it needs. */
export function statementPdf(s: Statement): Promise<Buffer> {
  const doc = newDocument(`Sevak wallet statement ${s.from} to ${s.to}`);
  doc.font('bold').fontSize(16).text('Sevak wallet statement');
  doc
    .font('regular')
    .fontSize(10)
    .text(s.name)
    .text(`${formatDay(startOfIndianDay(s.from))} to ${formatDay(startOfIndianDay(s.to))} (times in IST)`)
    .moveDown(0.6)
    .font('bold')
    .text(`Opening balance: ${formatPaise(s.openingPaise)}`)
    .font('regular')
    .moveDown(0.8);
  drawTable(
    doc,
    [
      { label: 'Date (IST)', x: 48, width: 104 },
      { label: 'Description', x: 154, width: 196 },
      { label: 'Credit', x: 352, width: 62, align: 'right' },
      { label: 'Debit', x: 416, width: 62, align: 'right' },
      { label: 'Balance', x: 480, width: 67, align: 'right' },
    ],
    s.lines.map((l) => [
      formatDateTime(l.at),
      `${l.kind}: ${l.description}`,
      l.amountPaise > 0 ? formatPaise(l.amountPaise) : '',
      l.amountPaise < 0 ? formatPaise(-l.amountPaise) : '',
      formatPaise(l.balanceAfterPaise),
    ]),
  );
  if (s.lines.length === 0) doc.fontSize(10).text('No transactions in this period.', 48);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
  doc
    .moveDown(1)
    .font('bold')
    .fontSize(11)
    .text(`Closing balance: ${formatPaise(s.closingPaise)}`, 48);
  doc.font('regular').fontSize(10).moveDown(0.4);
  for (const y of s.years) {
    doc.text(`${y.year}: credits ${formatPaise(y.creditsPaise)}, debits ${formatPaise(y.debitsPaise)}`, 48);
  }
  return toBuffer(doc);
}
