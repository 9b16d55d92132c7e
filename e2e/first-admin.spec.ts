import { accounts } from './accounts';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'builtInAdmin' });

test('the built-in first admin must choose its own password before the back office opens', async ({ page }) => {
  const admin = accounts.builtInAdmin;
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Choose your own password', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  // The server refuses the back office too, not only the screen.
  expect((await page.request.get('/api/admin/stats')).status()).toBe(403);

  await page.getByLabel('Current password').fill(admin.password);
  await page.getByLabel('New password', { exact: true }).fill(admin.password);
  await page.getByLabel('Confirm new password').fill(admin.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Please choose a password different from your current one.').first()).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill('Apna-Naya-Admin-2026');
  await page.getByLabel('Confirm new password').fill('Apna-Naya-Admin-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  expect((await page.request.get('/api/admin/stats')).status()).toBe(200);
});
