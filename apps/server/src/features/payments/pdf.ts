import { formatDateTime, formatPaise } from '@sevak/shared';
import { drawTable, newDocument, toBuffer } from '../../platform/pdf.js';

export type ReceiptData = {
  receipt: string;
  name: string;
  phone: string;
  amountPaise: number;
  paidAt: Date;
  paymentId: string;
};

/** The member's receipt for the registration fee (issue 4). */
export function renderReceipt(r: ReceiptData): Promise<Buffer> {
  const doc = newDocument(`Sevak receipt ${r.receipt}`);
  doc.font('bold').fontSize(22).text('Sevak').moveDown(0.2);
  doc.font('regular').fontSize(11).fillColor('#555').text('Registration fee receipt').fillColor('#000').moveDown(1.5);
  const rows: [string, string][] = [
    ['Receipt number', r.receipt],
    ['Name', r.name],
    ['Phone', r.phone],
    ['Amount', formatPaise(r.amountPaise)],
    ['Paid on', `${formatDateTime(r.paidAt)} (IST)`],
    ['Payment id', r.paymentId],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').fontSize(11).text(label, 48, y, { width: 150 });
    doc.font('regular').text(value, 200, y, { width: 340 });
    doc.moveDown(0.6);
  }
  doc.moveDown(2).fontSize(9).fillColor('#555').text('One-time registration fee. Thank you for joining Sevak.', 48);
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
    rows.map((row) => [formatDateTime(row.paidAt), row.name, row.phone, row.paymentId, formatPaise(row.amountPaise)]),
  );
  const total = rows.reduce((sum, row) => sum + row.amountPaise, 0);
  if (doc.y > doc.page.height - doc.page.margins.bottom - 50) doc.addPage();
  doc.moveDown(1).font('bold').fontSize(11);
  doc.text(`Payments: ${rows.length}`, 48).text(`Total: ${formatPaise(total)}`, 48);
  return toBuffer(doc);
}
