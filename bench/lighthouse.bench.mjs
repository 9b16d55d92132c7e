// docs/contract.md §10 web budget: Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU), median
// of 5 runs per page, against the built app in Debian's Chromium: LCP ≤ 2.5 s, TBT ≤ 200 ms,
// CLS ≤ 0.1. A visitor's first visit: Lighthouse clears the origin's storage and cache
// before each run, so the start loader keeps its 2 s (a returning visit's shorter loader does not
// show here). The rounds interleave the pages (/ /login /servises, / /login /servises, …).
// LIGHTHOUSE_BASELINE=<another checkout, built> runs that version too, side by side;
// LIGHTHOUSE_SAVE=<folder> keeps each run's report (JSON) there; LIGHTHOUSE_PAGES=/a,/b and
// LIGHTHOUSE_RUNS=n measure other pages, or another number of runs, while looking into one.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, root, startProcess, tempDir } from './lib.mjs';

const PORT = 3320;
const BASELINE_PORT = 3321;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PROVIDERS = 40;
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(',') ?? ['/', '/login', '/servises?q=plumber'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/**
 * A fresh embedded database (PGlite, as the app runs by default: the build's template, with the
 * pincode directory) and 40 approved plumbers, so the search page has a full page of cards.
 * Written through the app's own repo code before the server opens the directory, as
 * e2e/serve.ts does: PGlite allows one process at a time.
 */
async function seedDataDir(dataDir) {
  const { databaseTemplateFile, migrate, openDatabase } = await import('../apps/server/src/platform/db.ts');
  const { createDatabaseFromTemplate } = await import('../apps/server/src/platform/database-template.ts');
  if (!(await createDatabaseFromTemplate(path.join(dataDir, 'db'), databaseTemplateFile()))) {
    throw new Error('Build first: npm run build');
  }
  const { insertUser } = await import('../apps/server/src/features/members/members.repo.ts');
  const { generateReferralCode } = await import('../apps/server/src/features/members/referral-code.ts');
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    await migrate(database);
    const cities = [
      { area: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560038' },
      { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
      { area: 'Salt Lake', city: 'Kolkata', state: 'West Bengal', country: 'India', pincode: '700091' },
      { area: 'Anna Nagar', city: 'Chennai', state: 'Tamil Nadu', country: 'India', pincode: '600040' },
    ];
    for (let i = 1; i <= PROVIDERS; i++) {
      await insertUser(database.db, {
        name: `Plumber ${i}`,
        email: `plumber${i}@gmail.com`,
        phone: String(7100000000 + i),
        // Nobody signs in as these providers.
        passwordHash: 'x',
        referralCode: await generateReferralCode(database.db),
        isAdminApproved: true,
        approvedAt: new Date(),
        paymentVerified: true,
        businessCategory: i % 3 ? ['Plumber'] : ['Plumber', 'Electrician'],
        businessName: `Shop ${i} Plumbing Works`,
        businessDetails: 'Leaks, taps, pipes and bathroom fittings. Same-day visits, fair prices.',
        address: cities[i % cities.length],
        reviewCount: i % 9,
        ratingSum: (i % 9) * (1 + (i % 5)),
      });
    }
  } finally {
    await database.close();
  }
}

/**
 * One Lighthouse run of `url` in a Chromium of its own: the four figures. A run whose trace came
 * out broken (NO_NAVSTART and the like: Lighthouse says to run again) is run again, twice at most.
 */
async function measure(url, attempt = 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    }));
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError) {
    const error = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt === 3) throw new Error(error);
    console.log(`  (run again) ${error}`);
    return measure(url, attempt + 1);
  }
  if (process.env.LIGHTHOUSE_SAVE) {
    const file = path.join(
      process.env.LIGHTHOUSE_SAVE,
      `${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`,
    );
    writeFileSync(file, JSON.stringify(lhr));
  }
  return {
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    score: lhr.categories.performance.score * 100,
  };
}

function lighthouseVersion() {
  const manifest = createRequire(import.meta.url).resolve('lighthouse/package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

const METRICS = [
  { key: 'lcp', label: 'LCP', show: (v) => `${(v / 1000).toFixed(2)} s`, budget: 2500, shown: '≤ 2.5 s' },
  { key: 'tbt', label: 'TBT', show: (v) => `${Math.round(v)} ms`, budget: 200, shown: '≤ 200 ms' },
  { key: 'cls', label: 'CLS', show: (v) => v.toFixed(3), budget: 0.1, shown: '≤ 0.1' },
  { key: 'score', label: 'score', show: (v) => String(Math.round(v)), shown: '' },
];

/** The built app of `checkout` on a fresh seeded data dir, at `port`. */
async function startApp(checkout, port) {
  const dataDir = tempDir('sevak-lighthouse-');
  await seedDataDir(dataDir);
  const app = await startProcess(
    [path.join(checkout, 'apps/server/dist/server.js')],
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PAYMENT_PROVIDER: 'local',
      MAIL_PROVIDER: 'local',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    `http://127.0.0.1:${port}/api/health`,
  );
  const base = `http://127.0.0.1:${port}`;
  const search = await (await fetch(`${base}/api/services/search?q=plumber`)).json();
  if (!search.providers?.length) {
    await app.stop();
    throw new Error('the search for plumber finds no providers');
  }
  // The server's first answers (JIT, PGlite's caches) stay out of the measured runs.
  for (let i = 0; i < 5; i++) {
    for (const page of PAGES) await (await fetch(`${base}${page}`)).text();
    await (await fetch(`${base}/api/services/search?q=plumber`)).text();
  }
  return { ...app, base };
}

/**
 * With LIGHTHOUSE_BASELINE=<another checkout, built>, that version runs too, on its own port and
 * database, its runs interleaved with this one's (same page, this then baseline): the machine's
 * load changes between minutes, so before/after figures are measured side by side.
 */
export default async function run({ runs = RUNS } = {}) {
  const apps = { this: await startApp(root, PORT) };
  try {
    if (process.env.LIGHTHOUSE_BASELINE) apps.baseline = await startApp(process.env.LIGHTHOUSE_BASELINE, BASELINE_PORT);
    const samples = Object.fromEntries(
      Object.keys(apps).map((name) => [name, Object.fromEntries(PAGES.map((page) => [page, []]))]),
    );
    for (let round = 0; round < runs; round++) {
      for (const page of PAGES) {
        for (const [name, app] of Object.entries(apps)) samples[name][page].push(await measure(`${app.base}${page}`));
      }
    }

    console.log(`Lighthouse ${lighthouseVersion()}, mobile preset, median of ${runs} runs a page`);
    const rows = [];
    for (const page of PAGES) {
      for (const metric of METRICS) {
        const values = samples.this[page].map((r) => r[metric.key]);
        const now = median(values);
        const ok = metric.budget === undefined || now <= metric.budget;
        rows.push({
          measure: `Lighthouse mobile ${metric.label} ${page}`,
          now: metric.show(now),
          budget: metric.shown,
          ok,
        });
        console.log(
          `  ${page.padEnd(20)} ${metric.label.padEnd(5)} ${metric.show(now).padStart(8)}  ${metric.shown.padEnd(9)} ${metric.budget === undefined ? '  ' : ok ? 'OK' : 'OVER BUDGET'}  runs ${values.map(metric.show).join(' ')}`,
        );
        if (samples.baseline) {
          const before = samples.baseline[page].map((r) => r[metric.key]);
          console.log(
            `  ${''.padEnd(20)} ${''.padEnd(5)} ${metric.show(median(before)).padStart(8)}  baseline     runs ${before.map(metric.show).join(' ')}`,
          );
        }
      }
    }
    return { name: 'lighthouse', ok: rows.every((row) => row.ok), rows };
  } finally {
    for (const app of Object.values(apps)) await app.stop();
  }
}
