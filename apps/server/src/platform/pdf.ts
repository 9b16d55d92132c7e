import { createRequire } from 'node:module';
import type * as Fontkit from 'fontkit';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const packageFile = require.resolve;
// Loaded by the first document, not at every start (~0.1 s of it).
const fontkit = () => require('fontkit') as typeof Fontkit;
const pdfkit = () => require('pdfkit') as typeof PDFDocument;

/**
 * Sevak's fonts, each from its npm package. pdfkit's built-in fonts have no ₹: DejaVu Sans has every
 * glyph we print in English, but no Devanagari; Noto Sans Devanagari (SIL Open Font License) has
 * Devanagari, Latin, digits and ₹, and pdfkit's fontkit shapes its conjuncts and vowel signs
 * (members' names and addresses in Hindi, Hindi headings).
 */
export const FONT_FILES = {
  regular: packageFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: packageFile('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  'regular-devanagari': packageFile(
    '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  ),
  'bold-devanagari': packageFile('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
} as const;
export type FontName = keyof typeof FONT_FILES;
/** What the render code asks for; the font of each run follows from the text (`fontRuns`). */
export type Weight = 'regular' | 'bold';

/** A character of the Devanagari script (its blocks, the dandas, Vedic signs). */
const DEVANAGARI = /\p{Script_Extensions=Devanagari}/u;
/** What stays in the run before it: spaces, combining marks and the joiners that shape conjuncts. */
const JOINS_RUN = /^(?:\s|\p{M}|\u200C|\u200D)$/u;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

let notoCharacters: Set<number> | undefined;
/** Whether Noto Sans Devanagari has every character of `text` (both weights have the same set). */
function notoHasAll(text: string): boolean {
  notoCharacters ??= new Set(fontkit().openSync(FONT_FILES['regular-devanagari']).characterSet);
  for (const char of text) if (!notoCharacters.has(char.codePointAt(0)!) && !/\s/.test(char)) return false;
  return true;
}

/**
 * `text` cut into runs, each in the font that has its glyphs. Without Devanagari: one run in DejaVu
 * Sans, as every document printed before Hindi. With Devanagari: one run in Noto Sans Devanagari
 * when it has every character (the usual case: names, addresses, Hindi headings with digits and ₹);
 * else Devanagari in Noto and the rest in DejaVu, spaces and marks staying with the run before them.
 */
export function fontRuns(weight: Weight, text: string): { font: FontName; text: string }[] {
  if (!hasDevanagari(text)) return [{ font: weight, text }];
  const devanagari = `${weight}-devanagari` as const;
  if (notoHasAll(text)) return [{ font: devanagari, text }];
  const runs: { font: FontName; text: string }[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const font = hasDevanagari(char) ? devanagari : weight;
    if (last && (last.font === font || JOINS_RUN.test(char))) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

type WriteOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number };

/**
 * `doc.text` for text of any script, in `weight`: each run in its font (`fontRuns`), continued on
 * one line and wrapped as one text. Leaves the font at `weight`.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  { x, y, ...options }: WriteOptions = {},
): PDFKit.PDFDocument {
  const runs = fontRuns(weight, text);
  runs.forEach((run, i) => {
    doc.font(run.font);
    // One run: exactly the call a document made before Hindi.
    const more = runs.length === 1 ? options : { ...options, continued: i < runs.length - 1 };
    if (i > 0) doc.text(run.text, { continued: more.continued });
    else if (x === undefined && y === undefined) doc.text(run.text, more);
    else doc.text(run.text, x, y, more);
  });
  return doc.font(weight);
}

/** `doc.heightOfString` for `writeText`: the text's height in its font (in the taller of two, when mixed). */
export function heightOfText(
  doc: PDFKit.PDFDocument,
  weight: Weight,
  text: string,
  options: PDFKit.Mixins.TextOptions,
): number {
  const fonts = [...new Set(fontRuns(weight, text).map((run) => run.font))];
  const height = Math.max(...fonts.map((font) => doc.font(font).heightOfString(text, options)));
  doc.font(weight);
  return height;
}

/** An A4 document with Sevak's fonts registered (`FONT_FILES`; a font is embedded only once used). */
export function newDocument(title: string): PDFKit.PDFDocument {
  const PDFKitDocument = pdfkit();
  const doc = new PDFKitDocument({ size: 'A4', margin: 48, info: { Title: title, Author: 'Sevak' } });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
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
 * each new page), each cell in the font its text needs. Leaves the cursor under the last row.
 */
export function drawTable(doc: PDFKit.PDFDocument, columns: Column[], rows: Iterable<string[]>): void {
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const left = columns[0]?.x ?? 48;
  const right = Math.max(...columns.map((c) => c.x + c.width));
  const header = () => {
    doc.font('bold').fontSize(9);
    const y = doc.y;
    for (const c of columns) writeText(doc, 'bold', c.label, { x: c.x, y, width: c.width, align: c.align ?? 'left' });
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
    const height = Math.max(...cells.map((cell, i) => heightOfText(doc, 'regular', cell, options(i))));
    if (doc.y + height > bottom) {
      doc.addPage();
      header();
      doc.fontSize(8.5);
    }
    const y = doc.y;
    cells.forEach((cell, i) => writeText(doc, 'regular', cell, { x: columns[i]!.x, y, ...options(i) }));
    doc.y = y + height;
    doc.moveDown(0.4);
  }
}
