import { inflateSync } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';

/** The decoded streams of a PDF that are page contents (text operators, no binary). */
function contentStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const found: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end === -1) break;
    let decoded: string;
    try {
      decoded = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (/\bBT\b/.test(decoded) && /^[\t\n\r\x20-\x7e]*$/.test(decoded)) found.push(decoded);
  }
  return found;
}

/**
 * Every glyph id a PDF's text shows. pdfkit writes text as glyph ids of the embedded subset, four
 * hex digits each (`[<00050001> 12 <0002>] TJ`); id 0 is .notdef, the empty box of a character
 * the font has no glyph for.
 */
export function shownGlyphIds(pdf: Buffer): number[] {
  const ids: number[] = [];
  for (const content of contentStreams(pdf)) {
    for (const shown of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj/g)) {
      for (const hex of (shown[1] ?? `<${shown[2]}>`).matchAll(/<([0-9a-fA-F]+)>/g)) {
        for (const id of hex[1]!.match(/.{4}/g) ?? []) ids.push(parseInt(id, 16));
      }
    }
  }
  return ids;
}

/** The fonts a PDF embeds, without their subset tags: ['DejaVuSans', 'NotoSansDevanagari-Bold', …]. */
export function embeddedFonts(pdf: Buffer): string[] {
  const names = [...pdf.toString('latin1').matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

/** A PDF's text as one line (a wrapped cell reads on). */
export async function pdfTextOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
