import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accounts } from './accounts';
import { startSession } from './fixtures';

/**
 * The installable app. Chromium finds nothing missing to install it, its service
 * worker takes over the page, a page asked for offline gets the offline page, and no answer of the
 * API (personal data) is ever kept in its caches.
 */
test.use({ serviceWorkers: 'allow' });

type Manifest = {
  name: string;
  short_name: string;
  name_localized?: Record<string, string>;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test('the app is installable: a manifest with its icons, and Chromium finds nothing missing', async ({
  baseURL,
  launchOptions,
}) => {
  // A browser profile on disk: Chromium offers no install in an incognito window (a test's context).
  const profile = mkdtempSync(path.join(tmpdir(), 'sevak-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await checkInstallable(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function checkInstallable(page: Page) {
  await page.goto('/');
  await expect(page.locator('.sevak-start')).toHaveCount(0);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as Manifest;
  expect(manifest).toMatchObject({
    short_name: 'Sevak',
    start_url: '/',
    display: 'standalone',
    theme_color: '#4263eb',
  });
  expect(manifest.name_localized?.hi).toContain('सेवक');
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()['content-type'], icon.src).toBe('image/png');
  }

  // Chromium's own verdict (what makes it offer "Install app"), once the worker controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
}

test('offline, a page opens the offline page; the API is never cached', async ({ context, page }) => {
  await startSession(context, 'member');
  await page.goto('/wallete');
  await expect(page.getByRole('heading', { name: 'Wallet' }).first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Wallet' }).first()).toBeVisible();

  await context.setOffline(true);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  const retry = page.getByRole('link', { name: /Try again/ });
  await expect(retry).toHaveAttribute('href', '');
  // The two languages keep a space between them ('Try again · दोबारा…', not 'Try again ·दोबारा…').
  const [dot, hindi] = await Promise.all([
    retry.getByText('·').boundingBox(),
    retry.getByText('दोबारा कोशिश करें').boundingBox(),
  ]);
  expect(hindi!.y > dot!.y + dot!.height / 2 || hindi!.x - (dot!.x + dot!.width) >= 4).toBe(true);
  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page).toHaveTitle('Profile · Sevak');
  await expect(page.getByRole('heading', { name: accounts.member.name })).toBeVisible();

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(5);
  expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);
  // Pages hold who is signed in: none is kept but the offline page.
  expect(cached.filter((url) => url.endsWith('.html') || !url.includes('.'))).toEqual(['/offline.html']);
});
