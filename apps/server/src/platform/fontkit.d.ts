/** The part of fontkit (pdfkit's font engine, which ships no types) that Sevak reads directly. */
declare module 'fontkit' {
  export interface Glyph {
    id: number;
    name: string;
    codePoints: number[];
  }
  export interface GlyphRun {
    glyphs: Glyph[];
  }
  export interface Font {
    postscriptName: string;
    characterSet: number[];
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): GlyphRun;
  }
  export function openSync(path: string): Font;
  export function create(buffer: Buffer | Uint8Array): Font;
}
