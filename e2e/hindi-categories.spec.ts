import { expect, test, type Page } from '@playwright/test';
import { describeFindings, findBlockingIssues } from './axe';
import { asAdmin, createApprovedMember, drawnIn, sendWorkRequest, startSessionOf } from './helpers';

/**
 * In Hindi the categories have their Hindi names — on the home page's tiles, in the
 * services page's filter, on a provider's tags and on a work request — and search finds a provider
 * by one ('प्लंबर'). The machine's Chromium has no Devanagari font of its own (as many phones
 * lack one): the Hindi pages are drawn in the one Sevak ships, which an English first page never
 * fetches, yet its हिन्दी switch is drawn too.
 */

/** The Devanagari font files the page fetched, with their answers' status. */
function devanagariFonts(page: Page): { url: string; status: number }[] {
  const fetched: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (/noto-sans-devanagari.*\.woff2$/.test(new URL(response.url()).pathname)) {
      fetched.push({ url: response.url(), status: response.status() });
    }
  });
  return fetched;
}

/** No serious or critical axe finding on the page as it is (e2e/axe.ts; the context bypasses the CSP to inject axe). */
async function expectAxeToPass(page: Page) {
  const findings = await findBlockingIssues(page);
  expect(findings, describeFindings(new URL(page.url()).pathname, findings)).toEqual([]);
}

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN', bypassCSP: true });

  test('a seeker finds a plumber by प्लंबर and sees the categories in Hindi, in the font Sevak ships', async ({
    browser,
    context,
    page,
  }) => {
    const shop = `Ganesh Pipe Fitters ${String(Date.now()).slice(-5)}`;
    const [provider, seeker] = await asAdmin(browser, async (admin) => [
      await createApprovedMember(admin, 'Ganesh Kale', {
        businessCategory: ['Plumber', 'Carpenter'],
        businessName: shop,
      }),
      await createApprovedMember(admin, 'Kavita Joshi'),
    ]);
    await startSessionOf(context, seeker);
    const fonts = devanagariFonts(page);

    await page.goto('/');
    const main = page.getByRole('main');
    const popular = main.getByRole('region', { name: 'लोकप्रिय सेवाएँ' });
    await expect(popular.getByRole('link', { name: 'प्लंबर' })).toHaveAttribute('href', '/servises?category=Plumber');
    await expect(popular.getByRole('link', { name: 'इलेक्ट्रीशियन' })).toBeVisible();
    await expect(popular.getByRole('link', { name: 'दर्ज़ी' })).toBeVisible();
    await expect(popular.getByRole('link', { name: 'Plumber' })).toHaveCount(0);
    await expectAxeToPass(page);
    // The words are drawn in Noto Sans Devanagari, fetched from Sevak (no box for a missing letter).
    await expect.poll(() => fonts.map((font) => font.status)).toContain(200);
    await expect
      .poll(() => drawnIn(popular.getByText('प्लंबर')))
      .toEqual([{ family: 'Noto Sans Devanagari', webFont: true }]);

    // Search by the Hindi name.
    await main.getByLabel('आपको कौन-सी सेवा चाहिए?').fill('प्लंबर');
    await main.getByRole('button', { name: 'खोजें' }).click();
    await expect(page).toHaveURL(/\/servises\?q=%E0%A4%AA/);
    const card = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: shop }) });
    await expect(card.getByText('प्लंबर', { exact: true })).toBeVisible();
    await expect(card.getByText('बढ़ई', { exact: true })).toBeVisible();
    await expect(card.getByText('Plumber', { exact: true })).toHaveCount(0);

    // The filter names every category in Hindi; choosing one searches by its English name.
    const filter = main.getByLabel('कैटेगरी');
    await expect(filter.locator('option', { hasText: /^इलेक्ट्रीशियन$/ })).toHaveAttribute('value', 'Electrician');
    await filter.selectOption({ label: 'प्लंबर' });
    await expect(page).toHaveURL(/category=Plumber/);
    await expect(filter.locator('option:checked')).toHaveText('प्लंबर');
    await expect(card).toBeVisible();
    await expectAxeToPass(page);

    // The provider's page: their services as tags, each a search of its category.
    await card.getByRole('link', { name: shop }).click();
    await expect(main.getByRole('heading', { name: shop, level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: 'बढ़ई' })).toHaveAttribute('href', '/servises?category=Carpenter');
    await expectAxeToPass(page);
    await main.getByRole('link', { name: 'अनुरोध भेजें' }).click();
    await expect(main.getByLabel('सेवा', { exact: true }).locator('option')).toHaveText(['सेवा चुनें', 'बढ़ई', 'प्लंबर']);

    // Her request, as her work page shows it.
    await sendWorkRequest(context.request, { providerId: provider.id, category: 'Plumber', phone: seeker.phone });
    await page.goto('/work?tab=sent');
    const request = main.getByRole('article').filter({ hasText: 'The kitchen tap leaks' });
    await expect(request.getByRole('heading', { name: 'प्लंबर', level: 2 })).toBeVisible();
    await expectAxeToPass(page);
  });
});

test('an English first page fetches no Devanagari font, yet its हिन्दी switch is drawn; Hindi then fetches it', async ({
  page,
}) => {
  const fonts = devanagariFonts(page);
  await page.goto('/');
  await expect(page.locator('.sevak-start')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const toHindi = page.getByRole('button', { name: 'Switch to हिन्दी' });
  // A font of the word's glyphs alone, inside the page's stylesheet (no request).
  await expect
    .poll(() => drawnIn(toHindi.getByText('हिन्दी')))
    .toEqual([{ family: 'Noto Sans Devanagari SemiBold', webFont: true }]);
  expect(fonts).toEqual([]);

  await toHindi.click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect.poll(() => fonts.map((font) => font.status)).toContain(200);
  const tile = page.getByRole('region', { name: 'लोकप्रिय सेवाएँ' }).getByText('प्लंबर');
  await expect.poll(() => drawnIn(tile)).toEqual([{ family: 'Noto Sans Devanagari', webFont: true }]);
});
