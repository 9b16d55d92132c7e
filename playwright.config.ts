import { defineConfig, devices } from '@playwright/test';
import { E2E_PORT } from './e2e/accounts';
import { browserPath } from './e2e/browser';

/**
 * Browser journeys against the built app (`npm run build` first; `npm test` does it), served by
 * e2e/serve.ts on a fresh embedded database, in Debian's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './e2e',
  // Journeys only: e2e/*.unit.test.ts are vitest's (the browser lookup).
  testMatch: /.*\.spec\.ts/,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A journey spans many screens (some with two people) on a 2-core machine shared with the server.
  // A step waits up to 15 s: the machine's speed varies (CI's journeys once ran 3.6× slower than
  // usual), and at half the CPU (a cgroup quota) a fresh browser's first back-office page took
  // 8–14 s, before the Hindi work as after; 7 s failed 4–5 of 26 journeys there, 15 s none
  // (docs/decisions/011). How fast pages are is measured in bench/, not here.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
    // The app's service worker would serve pages and code past page.route(); pwa.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: /.*\.phone\.spec\.ts/,
    },
    {
      name: 'phone',
      // A cheap Android phone: 360 px wide, touch.
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, channel: undefined },
      testMatch: /.*\.phone\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'npx tsx e2e/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
