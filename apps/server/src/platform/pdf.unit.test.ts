import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { embeddedFonts, shownGlyphIds } from '../../test/pdf.js';
import { FONT_FILES, fontRuns, newDocument, toBuffer, writeText } from './pdf.js';

const NAME = 'आशा वर्मा';

describe('fonts of a text (Devanagari)', () => {
  it('text without Devanagari stays one run in DejaVu Sans, as before Hindi', () => {
    expect(fontRuns('regular', 'Asha Verma, ₹121 — Pune')).toEqual([
      { font: 'regular', text: 'Asha Verma, ₹121 — Pune' },
    ]);
    expect(fontRuns('bold', 'Receipt number')).toEqual([{ font: 'bold', text: 'Receipt number' }]);
  });

  it('Devanagari, with the Latin, digits and ₹ around it, is one run in Noto Sans Devanagari', () => {
    expect(fontRuns('regular', `${NAME}, 12 MG Road, पुणे ₹121`)).toEqual([
      { font: 'regular-devanagari', text: `${NAME}, 12 MG Road, पुणे ₹121` },
    ]);
    expect(fontRuns('bold', 'शुरुआती बैलेंस: ₹50')).toEqual([{ font: 'bold-devanagari', text: 'शुरुआती बैलेंस: ₹50' }]);
  });

  it('with letters Noto lacks, each run goes to the font that has it; spaces and marks stay with their run', () => {
    expect(fontRuns('regular', 'आशा Привет क्षत्रिय')).toEqual([
      { font: 'regular-devanagari', text: 'आशा ' },
      { font: 'regular', text: 'Привет ' },
      { font: 'regular-devanagari', text: 'क्षत्रिय' },
    ]);
  });

  it('every glyph of a Devanagari name is in the font chosen for it: no .notdef (glyph 0) after shaping', () => {
    for (const weight of ['regular', 'bold'] as const) {
      const [run] = fontRuns(weight, NAME);
      const glyphs = fontkit.openSync(FONT_FILES[run!.font]).layout(NAME).glyphs;
      expect(glyphs.length).toBeGreaterThan(0);
      expect(glyphs.filter((g) => g.id === 0)).toEqual([]);
    }
    // Before Hindi every text was DejaVu Sans: it has none of them.
    expect(
      fontkit
        .openSync(FONT_FILES.regular)
        .layout(NAME)
        .glyphs.some((g) => g.id === 0),
    ).toBe(true);
  });

  it('a document shows Devanagari in Noto, without a single .notdef (and the check sees one in DejaVu)', async () => {
    const doc = newDocument('test');
    writeText(doc, 'regular', NAME);
    writeText(doc, 'bold', `${NAME} Привет क्षत्रिय`, { x: 48, y: 200, width: 120 });
    const pdf = await toBuffer(doc);
    expect(embeddedFonts(pdf)).toEqual(['DejaVuSans-Bold', 'NotoSansDevanagari-Bold', 'NotoSansDevanagari-Regular']);
    expect(shownGlyphIds(pdf).length).toBeGreaterThan(10);
    expect(shownGlyphIds(pdf)).not.toContain(0);

    const before = newDocument('test');
    before.font('regular').text(NAME);
    expect(shownGlyphIds(await toBuffer(before))).toContain(0);
  });
});
