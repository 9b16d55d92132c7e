import { formatDateTime, formatPaise, type Language } from '@sevak/shared';
import { translatorFor } from '../../i18n/index.js';
import { drawTable, newDocument, toBuffer, writeText } from '../../platform/pdf.js';

export type ReceiptData = {
  receipt: string;
  /** The member's name as they wrote it (in Devanagari too). */
  name: string;
  phone: string;
  amountPaise: number;
  paidAt: Date;
  paymentId: string;
  /** The member's language: the receipt's headings and date. */
  language: Language;
};

/** The member's receipt for the registration fee, in the member's language. */
export function renderReceipt(r: ReceiptData): Promise<Buffer> {
  const t = translatorFor(r.language);
  const doc = newDocument(t('receipt.documentTitle', { receipt: r.receipt }));
  writeText(doc.fontSize(22), 'bold', t('receipt.brand')).moveDown(0.2);
  writeText(doc.fontSize(11).fillColor('#555'), 'regular', t('receipt.heading')).fillColor('#000').moveDown(1.5);
  const rows: [string, string][] = [
    [t('receipt.receiptNumber'), r.receipt],
    [t('receipt.name'), r.name],
    [t('receipt.phone'), r.phone],
    [t('receipt.amount'), formatPaise(r.amountPaise)],
    [t('receipt.paidOn'), t('receipt.paidAt', { when: r.paidAt })],
    [t('receipt.paymentId'), r.paymentId],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    writeText(doc.fontSize(11), 'bold', label, { x: 48, y, width: 150 });
    writeText(doc, 'regular', value, { x: 200, y, width: 340 });
    doc.moveDown(0.6);
  }
  writeText(doc.moveDown(2).fontSize(9).fillColor('#555'), 'regular', t('receipt.footer'), { x: 48 });
  return toBuffer(doc);
}

export type ReportRow = { paidAt: Date; name: string; phone: string; paymentId: string; amountPaise: number };

/** Every captured payment of a period, over as many pages as it needs, with count and total. */
export function renderPaymentReport(title: string, periodText: string, rows: ReportRow[]): Promise<Buffer> {
  const doc = newDocument(title);
  doc.font('bold').fontSize(16).text(title).font('regular').fontSize(10).text(periodText).moveDown(1);
  drawTable(
    doc,
    [
      { label: 'Date (IST)', x: 48, width: 120 },
      { label: 'Name', x: 170, width: 120 },
      { label: 'Phone', x: 292, width: 76 },
      { label: 'Payment id', x: 370, width: 120 },
      { label: 'Amount', x: 492, width: 55, align: 'right' },
    ],
    // Names print in the font their script needs (drawTable), Devanagari included.
    rows.map((row) => [formatDateTime(row.paidAt), row.name, row.phone, row.paymentId, formatPaise(row.amountPaise)]),
  );
  const total = rows.reduce((sum, row) => sum + row.amountPaise, 0);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 50) doc.addPage();
  doc.moveDown(1).font('bold').fontSize(11);
  doc.text(`Payments: ${rows.length}`, 48).text(`Total: ${formatPaise(total)}`, 48);
  return toBuffer(doc);
}
