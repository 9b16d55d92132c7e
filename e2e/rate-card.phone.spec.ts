import { expect, test } from './fixtures';
import { asAdmin, createApprovedMember, hasHorizontalScroll, startSessionOf, tabTo } from './helpers';

/**
 * On a 360 px phone a provider's rate card is a card per service, the page and its form fit the
 * screen, and the form opens by keyboard; their public page's services fit too.
 */
test('on a 360 px phone My services shows cards, fits the screen and opens its form by keyboard', async ({
  page,
  context,
  browser,
}) => {
  const tailor = await asAdmin(browser, (admin) =>
    createApprovedMember(admin, 'Parveen Bano', {
      businessCategory: ['Tailor'],
      businessName: `Parveen Tailoring ${Date.now().toString().slice(-5)}`,
    }),
  );
  await startSessionOf(context, tailor);
  const added = await context.request.post('/api/services/mine', {
    data: {
      category: 'Tailor',
      title: 'Blouse stitching with lining and a long descriptive name',
      description: 'Measurements at your home.',
      priceType: 'hourly',
      price: 350,
      durationMinutes: 90,
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.goto('/services/mine');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'My services', level: 1 })).toBeVisible();
  const card = main.getByRole('list', { name: 'Your services' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('₹350 an hour');
  await expect(card).toContainText('1 h 30 min');
  await expect(main.getByRole('table')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/services/mine').toBe(false);

  // By keyboard: Tab to Add a service, Enter; the form fits too.
  await tabTo(page, main.getByRole('button', { name: 'Add a service' }));
  await page.keyboard.press('Enter');
  const form = main.getByRole('form', { name: 'Add a service' });
  await expect(form.getByLabel('Category')).toHaveValue('Tailor');
  await expect(form.getByLabel('Title')).toHaveValue('Blouse stitching');
  expect(await hasHorizontalScroll(page), '/services/mine with the form').toBe(false);

  await page.goto(`/serviceDetail?id=${tailor.id}`);
  await expect(page.getByRole('region', { name: 'Services and prices' })).toContainText('₹350 an hour · 1 h 30 min');
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/serviceDetail').toBe(false);
});
