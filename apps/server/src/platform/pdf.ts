import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** pdfkit's built-in fonts have no ₹: DejaVu Sans (from its npm package) has every glyph we print. */
const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = { regular: fontFile('DejaVuSans.ttf'), bold: fontFile('DejaVuSans-Bold.ttf') };

/** An A4 document with Sevak's fonts ('regular', 'bold') registered. */
export function newDocument(title: string): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Sevak' } });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  return doc;
}

/** Ends the document and collects its bytes. */
export function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

export type Column = { label: string; x: number; width: number; align?: 'left' | 'right' };

/**
 * Rows under a bold header (a long cell wraps within its column), over as many pages as they need (the header again on
 * each new page). Leaves the cursor under the last row.
 */
export function drawTable(doc: PDFKit.PDFDocument, columns: Column[], rows: Iterable<string[]>): void {
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const left = columns[0]?.x ?? 48;
  const right = Math.max(...columns.map((c) => c.x + c.width));
  const header = () => {
    doc.font('bold').fontSize(9);
    const y = doc.y;
    for (const c of columns) doc.text(c.label, c.x, y, { width: c.width, align: c.align ?? 'left' });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(right, doc.y + 2)
      .stroke()
      .moveDown(0.5);
    doc.font('regular');
  };
  header();
  for (const cells of rows) {
    doc.fontSize(8.5);
    // A long cell wraps within its column; the row is as tall as its tallest cell.
    const options = (i: number) => ({ width: columns[i]!.width, align: columns[i]!.align ?? 'left' });
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, options(i))));
    if (doc.y + height > bottom) {
      doc.addPage();
      header();
      doc.fontSize(8.5);
    }
    const y = doc.y;
    cells.forEach((cell, i) => doc.text(cell, columns[i]!.x, y, options(i)));
    doc.y = y + height;
    doc.moveDown(0.4);
  }
}
