// docs/contract.md §10 web budget: the JavaScript a page really loads in Chromium, gzip-sized:
// the first page a visitor loads ≤ 150 KB, any route ≤ 300 KB. The first page of a phone set to
// Hindi, which loads i18next, the Hindi words (docs/decisions/020) and the Devanagari font
// (docs/decisions/028), is a route like any other; the English one must load none of them. CSS
// and fonts are reported beside, without a budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startProcess, tempDir } from './lib.mjs';

const PORT = 3304;
const base = `http://127.0.0.1:${PORT}`;
const assets = path.join(root, 'apps/web/dist');

/** The page's scripts and stylesheets (gzip-sized) and fonts (as sent: woff2 is compressed already). */
async function filesOf(page, url, before) {
  const seen = { script: new Set(), stylesheet: new Set(), font: new Set() };
  page.on('response', (res) => {
    const kind = res.request().resourceType();
    if (kind in seen && res.url().startsWith(base)) seen[kind].add(new URL(res.url()).pathname);
  });
  if (before) await before(page);
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500); // the start loader, then anything loaded after it
  const size = (files, gzip) =>
    [...files].reduce((sum, file) => {
      const bytes = readFileSync(path.join(assets, file));
      return sum + (gzip ? gzipSync(bytes).length : bytes.length);
    }, 0);
  return {
    bytes: size(seen.script, true),
    css: size(seen.stylesheet, true),
    fonts: size(seen.font, false),
    hindi: [...seen.script].some((file) => /\/(i18next|hindi)-/.test(file)),
    devanagariFont: [...seen.font].some((file) => /noto-sans-devanagari/.test(file)),
  };
}

export default async function run() {
  const server = await startProcess(
    [path.join(root, 'apps/server/dist/server.js')],
    { PORT: String(PORT), DATA_DIR: tempDir('sevak-web-bench-'), DATABASE_URL: '', LOG_LEVEL: 'warn' },
    `${base}/api/health`,
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const pages = [
      ['visitor /', '/', 150],
      ['visitor / in Hindi', '/', 300, undefined, 'hi-IN'],
      ['visitor /login', '/login', 300],
      [
        'admin /admin',
        '/admin',
        300,
        async (page) => {
          await page.request.post(`${base}/api/auth/login`, {
            data: { emailOrPhone: 'admin@sevak.local', password: 'Sevak@Admin121' },
          });
        },
      ],
    ];
    let ok = true;
    const rows = [];
    for (const [label, url, budget, before, locale = 'en-IN'] of pages) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale });
      const { bytes, css, fonts, hindi, devanagariFont } = await filesOf(await context.newPage(), url, before);
      await context.close();
      const kb = bytes / 1024;
      ok &&= kb <= budget;
      rows.push({
        measure: `JavaScript of ${label}`,
        now: `${kb.toFixed(1)} KB gzip`,
        budget: `≤ ${budget} KB`,
        ok: kb <= budget,
      });
      if (hindi !== (locale === 'hi-IN')) {
        ok = false;
        console.log(`${label}: i18next and the Hindi words ${hindi ? 'loaded' : 'not loaded'}: wrong for ${locale}`);
      }
      // The Devanagari web font comes with Hindi only (docs/decisions/028): this machine has no
      // Devanagari font of its own, so a Hindi page fetches it.
      if (devanagariFont !== (locale === 'hi-IN')) {
        ok = false;
        console.log(`${label}: the Devanagari font ${devanagariFont ? 'fetched' : 'not fetched'}: wrong for ${locale}`);
      }
      console.log(
        `${label}: ${kb.toFixed(1)} KB gzip JS (${Math.round(kb * 1024).toLocaleString('en-IN')} B) (budget ${budget} KB) ${kb <= budget ? 'OK' : 'OVER BUDGET'}; ` +
          `CSS ${(css / 1024).toFixed(1)} KB gzip, fonts ${(fonts / 1024).toFixed(1)} KB`,
      );
    }
    return { name: 'first-page', ok, rows };
  } finally {
    await browser.close();
    await server.stop();
  }
}
