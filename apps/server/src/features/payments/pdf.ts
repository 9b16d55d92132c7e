import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatDateTime, formatPaise } from '@sevak/shared';

/** pdfkit's built-in fonts have no ₹: DejaVu Sans (from its npm package) has every glyph we print. */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };

function newDocument(title: string) {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Sevak' } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  return doc;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

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
  const columns = [
    { label: 'Date (IST)', x: 48, width: 120 },
    { label: 'Name', x: 170, width: 120 },
    { label: 'Phone', x: 292, width: 76 },
    { label: 'Payment id', x: 370, width: 120 },
    { label: 'Amount', x: 492, width: 55, align: 'right' as const },
  ];
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const header = () => {
    doc.font('bold').fontSize(9);
    const y = doc.y;
    for (const c of columns) doc.text(c.label, c.x, y, { width: c.width, align: c.align ?? 'left' });
    doc
      .moveTo(48, doc.y + 2)
      .lineTo(547, doc.y + 2)
      .stroke()
      .moveDown(0.5);
    doc.font('regular');
  };
  doc.font('bold').fontSize(16).text(title).font('regular').fontSize(10).text(periodText).moveDown(1);
  header();
  let total = 0;
  for (const row of rows) {
    if (doc.y > bottom) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    const cells = [formatDateTime(row.paidAt), row.name, row.phone, row.paymentId, formatPaise(row.amountPaise)];
    cells.forEach((cell, i) =>
      doc.fontSize(8.5).text(cell, columns[i]!.x, y, {
        width: columns[i]!.width,
        align: columns[i]!.align ?? 'left',
        lineBreak: false,
      }),
    );
    doc.moveDown(0.4);
    total += row.amountPaise;
  }
  if (doc.y > bottom - 30) doc.addPage();
  doc.moveDown(1).font('bold').fontSize(11);
  doc.text(`Payments: ${rows.length}`, 48).text(`Total: ${formatPaise(total)}`, 48);
  return toBuffer(doc);
}
