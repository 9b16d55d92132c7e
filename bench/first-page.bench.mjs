// DESIGN §10 web budget: the JavaScript a page really loads in Chromium, gzip-sized:
// the first page a visitor loads ≤ 150 KB, any route ≤ 300 KB. The first page of a phone set to
// Hindi, which loads i18next and the Hindi words (docs/decisions/020), is a route like any other;
// the English one must load neither.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { root, startProcess, tempDir } from './lib.mjs';

const PORT = 3304;
const base = `http://127.0.0.1:${PORT}`;
const assets = path.join(root, 'apps/web/dist');

async function scriptsOf(page, url, before) {
  const seen = new Set();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') seen.add(new URL(res.url()).pathname);
  });
  if (before) await before(page);
  await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500); // the start loader, then anything loaded after it
  const bytes = [...seen].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(assets, file))).length, 0);
  return { bytes, hindi: [...seen].some((file) => /\/(i18next|hindi)-/.test(file)) };
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
    for (const [label, url, budget, before, locale = 'en-IN'] of pages) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale });
      const { bytes, hindi } = await scriptsOf(await context.newPage(), url, before);
      await context.close();
      const kb = bytes / 1024;
      ok &&= kb <= budget;
      if (hindi !== (locale === 'hi-IN')) {
        ok = false;
        console.log(`${label}: i18next and the Hindi words ${hindi ? 'loaded' : 'not loaded'}: wrong for ${locale}`);
      }
      console.log(
        `${label}: ${kb.toFixed(1)} KB gzip JS (${Math.round(kb * 1024).toLocaleString('en-IN')} B) (budget ${budget} KB) ${kb <= budget ? 'OK' : 'OVER BUDGET'}`,
      );
    }
    return { name: 'first-page', ok };
  } finally {
    await browser.close();
    await server.stop();
  }
}
