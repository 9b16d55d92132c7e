import { expect, test } from './fixtures';
import { asAdmin, createApprovedMember, startSessionOf } from './helpers';

/**
 * A plumber lists two services on their rate card, one at a fixed price and one on quote
 * (docs/contract.md §5c "Services and hours"), and a visitor sees both with their prices on the
 * plumber's page. The plumber is made for this journey (createApprovedMember): a seeded provider
 * would carry these services into every other journey's pages.
 */
test('a provider lists a fixed-price and an on-quote service, and a visitor sees both on their page', async ({
  page,
  context,
  browser,
}) => {
  const plumber = await asAdmin(browser, (admin) =>
    createApprovedMember(admin, 'Gopal Mistry', {
      businessCategory: ['Plumber', 'Carpenter'],
      businessName: `Gopal Plumbing ${Date.now().toString().slice(-5)}`,
    }),
  );
  await startSessionOf(context, plumber);

  await page.goto('/services/mine');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'My services', level: 1 })).toBeVisible();
  await expect(main.getByText('You have not listed any services yet.')).toBeVisible();

  // A fixed price: choosing the category fills the title and the hour.
  await main.getByRole('button', { name: 'Add a service' }).click();
  let form = main.getByRole('form', { name: 'Add a service' });
  await form.getByLabel('Category').selectOption('Plumber');
  await expect(form.getByLabel('Title')).toHaveValue('Tap or pipe repair');
  await expect(form.getByLabel('Duration')).toHaveValue('60');
  await form.getByLabel('Price in ₹').fill('499');
  await form.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('Service added.')).toBeVisible();
  const list = main.getByRole('table', { name: 'Your services' });
  await expect(list.getByRole('row').filter({ hasText: 'Tap or pipe repair' })).toContainText('₹499');

  // On quote: no price asked.
  await main.getByRole('button', { name: 'Add a service' }).click();
  form = main.getByRole('form', { name: 'Add a service' });
  await form.getByLabel('Category').selectOption('Carpenter');
  await form.getByLabel('Title').fill('Modular kitchen fitting');
  await form.getByLabel('Description').fill('Cabinets and shutters, measured at your home first.');
  await form.getByLabel('On quote').check();
  await expect(form.getByLabel('Price in ₹')).toHaveCount(0);
  await form.getByLabel('Duration').selectOption({ label: '4 h' });
  await form.getByRole('button', { name: 'Save service' }).click();
  const kitchen = list.getByRole('row').filter({ hasText: 'Modular kitchen fitting' });
  await expect(kitchen).toContainText('On quote');
  await expect(kitchen).toContainText('4 h');

  // A visitor opens the plumber's page.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/serviceDetail?id=${plumber.id}`);
    const services = visitor.getByRole('region', { name: 'Services and prices' });
    const items = services.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Tap or pipe repair' })).toContainText('₹499 · 1 h');
    await expect(items.filter({ hasText: 'Modular kitchen fitting' })).toContainText('On quote · 4 h');
    await expect(items.filter({ hasText: 'Modular kitchen fitting' })).toContainText('measured at your home first');
    await services.getByRole('link', { name: 'Request Tap or pipe repair' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/work/sendrequest\\?id=${plumber.id}$`));
  } finally {
    await visitorContext.close();
  }
});
