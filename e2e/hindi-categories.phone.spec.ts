import { expect, test } from '@playwright/test';
import {
  asAdmin,
  createApprovedMember,
  drawnIn,
  fitProblems,
  hasHorizontalScroll,
  sendWorkRequest,
  startSessionOf,
} from './helpers';

/**
 * On a 360 px Hindi phone: a tailor reads her categories in Hindi — the home tiles, the
 * category filter and her card in the search, and the request a customer sent her — and the
 * longer Hindi names still fit the screen.
 */
test.use({ locale: 'hi-IN' });

test('on a Hindi phone a tailor sees her categories in Hindi, on the tiles, the search and her work, all on screen', async ({
  browser,
  context,
  page,
}) => {
  const shop = `Ramya Blouse House ${String(Date.now()).slice(-5)}`;
  const [tailor, customer] = await asAdmin(browser, async (admin) => [
    await createApprovedMember(admin, 'Ramya Menon', {
      businessCategory: ['Tailor', 'Blouse Stitching', 'Saree Fall and Pico'],
      businessName: shop,
    }),
    await createApprovedMember(admin, 'Nandini Rao'),
  ]);
  const customerContext = await browser.newContext();
  try {
    await startSessionOf(customerContext, customer);
    await sendWorkRequest(customerContext.request, {
      providerId: tailor.id,
      category: 'Blouse Stitching',
      phone: customer.phone,
    });
  } finally {
    await customerContext.close();
  }
  await startSessionOf(context, tailor);

  await page.goto('/');
  const main = page.getByRole('main');
  const popular = main.getByRole('region', { name: 'लोकप्रिय सेवाएँ' });
  await expect(popular.getByRole('link', { name: 'दर्ज़ी' })).toHaveAttribute('href', '/servises?category=Tailor');
  await expect(popular.getByRole('link', { name: 'एसी रिपेयर और सर्विस' })).toBeVisible();
  await expect
    .poll(() => drawnIn(popular.getByText('दर्ज़ी')))
    .toEqual([{ family: 'Noto Sans Devanagari', webFont: true }]);
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/').toBe(false);
  expect(await fitProblems(popular)).toEqual([]);

  await popular.getByRole('link', { name: 'दर्ज़ी' }).click();
  await expect(main.getByLabel('कैटेगरी').locator('option:checked')).toHaveText('दर्ज़ी');
  const card = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: shop }) });
  await expect(card.getByText('ब्लाउज़ सिलाई', { exact: true })).toBeVisible();
  await expect(card.getByText('साड़ी फ़ॉल और पीको', { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/servises').toBe(false);
  expect(await fitProblems(card)).toEqual([]);

  await page.goto('/work?tab=received');
  const request = main.getByRole('article').filter({ hasText: 'Nandini' });
  await expect(request.getByRole('heading', { name: 'ब्लाउज़ सिलाई', level: 2 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/work').toBe(false);
  expect(await fitProblems(request)).toEqual([]);
});
