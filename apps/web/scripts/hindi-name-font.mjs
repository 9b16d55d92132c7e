// Cuts the font the language switch writes 'हिन्दी' in (docs/decisions/028):
// `node apps/web/scripts/hindi-name-font.mjs`. Noto Sans Devanagari (semibold, the switch's weight)
// from @fontsource/noto-sans-devanagari, reduced by HarfBuzz (subset-font) to the glyphs that word
// needs, conjunct and vowel signs included. The file is committed (2.4 KB, inlined into the first
// page's CSS); run this again only when the word changes, and give language-name.module.css's
// unicode-range the word's letters (e2e/hindi-categories.spec.ts checks the switch is drawn in it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const TEXT = 'हिन्दी';
const require = createRequire(import.meta.url);
const source =
  require.resolve('@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2');
const out = path.resolve(import.meta.dirname, '../src/i18n/fonts/hindi-name.woff2');
const font = await subsetFont(readFileSync(source), TEXT, { targetFormat: 'woff2' });
writeFileSync(out, font);
console.log(`${path.relative(process.cwd(), out)}: ${font.length} B`);
