import { stringify } from 'csv-stringify/sync';
import {
  endOfIndianDay,
  financialYearOf,
  financialYearStart,
  indianDayOf,
  formatPaise,
  paiseToRupees,
  startOfIndianDay,
  WALLET_TRANSACTION_KINDS,
  type Language,
  type WalletTransactionKind,
} from '@sevak/shared';
import { formatDateTimeIn, formatDayIn, translatorFor, type Translator } from '../../i18n/index.js';
import type { DbOrTx } from '../../platform/db.js';
import { drawTable, newDocument, toBuffer, writeText } from '../../platform/pdf.js';
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
  /** The member's language: the statement's headings, kinds and dates. */
  language: Language;
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
 * balance after the last day, and the totals of each financial year (April–March) it covers. In
 * the member's language (English when not given).
 */
export async function buildStatement(
  db: DbOrTx,
  member: { id: string; name: string; language?: Language },
  range: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<Statement> {
  const language = member.language ?? 'en';
  const t = translatorFor(language);
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
      kind: kindLabel(t, e.kind),
      description: e.description,
      amountPaise: e.amountPaise,
      balanceAfterPaise: e.balanceAfterPaise,
    };
  });
  return {
    name: member.name,
    language,
    from,
    to,
    openingPaise,
    closingPaise: lines.at(-1)?.balanceAfterPaise ?? openingPaise,
    lines,
    years: [...years.values()],
  };
}

const rupees = (paise: number) => paiseToRupees(paise).toFixed(2);

/** A ledger entry's kind as the member reads it ('Referral reward'; an unknown kind as it is). */
function kindLabel(t: Translator, kind: string): string {
  return (WALLET_TRANSACTION_KINDS as readonly string[]).includes(kind)
    ? t(`statement.kind.${kind as WalletTransactionKind}`)
    : kind;
}

/** The statement's days, in its language: '01 Apr 2026 to 30 Apr 2026'. */
function periodOf(s: Statement, key: 'statement.period' | 'statement.periodIst'): string {
  return translatorFor(s.language)(key, {
    from: formatDayIn(s.language, startOfIndianDay(s.from)),
    to: formatDayIn(s.language, startOfIndianDay(s.to)),
  });
}

/** The statement as CSV (UTF-8 with a byte-order mark, so spreadsheet apps read ₹ and names right). */
export function statementCsv(s: Statement): Buffer {
  const t = translatorFor(s.language);
  const rows: (string | number)[][] = [
    [t('statement.heading'), s.name],
    [t('statement.csv.periodLabel'), periodOf(s, 'statement.period')],
    [t('statement.csv.opening'), rupees(s.openingPaise)],
    [],
    [
      t('statement.date'),
      t('statement.csv.type'),
      t('statement.description'),
      t('statement.csv.credit'),
      t('statement.csv.debit'),
      t('statement.csv.balance'),
    ],
    ...s.lines.map((l) => [
      formatDateTimeIn(s.language, l.at),
      l.kind,
      l.description,
      l.amountPaise > 0 ? rupees(l.amountPaise) : '',
      l.amountPaise < 0 ? rupees(-l.amountPaise) : '',
      rupees(l.balanceAfterPaise),
    ]),
    [],
    [t('statement.csv.closing'), rupees(s.closingPaise)],
    ...s.years.map((y) => [
      t('statement.csv.yearCredits', { year: y.year }),
      rupees(y.creditsPaise),
      t('statement.csv.yearDebits'),
      rupees(y.debitsPaise),
    ]),
  ];
  return Buffer.from(`\uFEFF${stringify(rows)}`, 'utf8');
}

/** The statement as a PDF of as many A4 pages as it needs, in the member's language. */
export function statementPdf(s: Statement): Promise<Buffer> {
  const t = translatorFor(s.language);
  const doc = newDocument(t('statement.documentTitle', { from: s.from, to: s.to }));
  writeText(doc.fontSize(16), 'bold', t('statement.heading'));
  writeText(doc.fontSize(10), 'regular', s.name);
  writeText(doc, 'regular', periodOf(s, 'statement.periodIst')).moveDown(0.6);
  writeText(doc, 'bold', t('statement.opening', { amount: formatPaise(s.openingPaise) }))
    .font('regular')
    .moveDown(0.8);
  drawTable(
    doc,
    [
      { label: t('statement.date'), x: 48, width: 104 },
      { label: t('statement.description'), x: 154, width: 196 },
      { label: t('statement.credit'), x: 352, width: 62, align: 'right' },
      { label: t('statement.debit'), x: 416, width: 62, align: 'right' },
      { label: t('statement.balance'), x: 480, width: 67, align: 'right' },
    ],
    s.lines.map((l) => [
      formatDateTimeIn(s.language, l.at),
      `${l.kind}: ${l.description}`,
      l.amountPaise > 0 ? formatPaise(l.amountPaise) : '',
      l.amountPaise < 0 ? formatPaise(-l.amountPaise) : '',
      formatPaise(l.balanceAfterPaise),
    ]),
  );
  if (s.lines.length === 0) writeText(doc.fontSize(10), 'regular', t('statement.empty'), { x: 48 });
  if (doc.y > doc.page.height - doc.page.margins.bottom - 90) doc.addPage();
  writeText(
    doc.moveDown(1).font('bold').fontSize(11),
    'bold',
    t('statement.closing', { amount: formatPaise(s.closingPaise) }),
    {
      x: 48,
    },
  );
  doc.font('regular').fontSize(10).moveDown(0.4);
  for (const y of s.years) {
    const totals = { year: y.year, credits: formatPaise(y.creditsPaise), debits: formatPaise(y.debitsPaise) };
    writeText(doc, 'regular', t('statement.yearTotals', totals), { x: 48 });
  }
  return toBuffer(doc);
}
