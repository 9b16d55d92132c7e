import { expect, test } from './fixtures';
import { hasHorizontalScroll } from './helpers';

test('on a 360 px phone a visitor opens a provider from the search, reads them, and is asked to sign in or join to send a request', async ({
  page,
}) => {
  await page.goto('/servises?q=Kiran');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Kiran Electricals' }).click();
  await expect(main.getByRole('heading', { name: 'Kiran Electricals', level: 1 })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Reviews' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  await main.getByRole('link', { name: 'Send request' }).click();
  await main.getByLabel('Describe the work').fill('Two ceiling fans to fit.');
  await main.getByRole('button', { name: 'Send request' }).click();
  // The form checks first: a visitor is asked for an account only once it could be sent.
  await expect(main.getByRole('status').filter({ hasText: 'Your Sevak account' })).toHaveCount(0);
  await expect(main.getByLabel('Preferred date')).toHaveAttribute('aria-invalid', 'true');
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('on a 360 px phone a visitor’s bottom bar leads to help, where the desk’s contacts are', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar.getByRole('link', { name: 'Wallet' })).toHaveCount(0);
  await bar.getByRole('link', { name: 'Help' }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Customer Care', level: 1 })).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Contact us' }).getByRole('link', { name: 'help@sevak.local' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await bar.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});
