import { expect, test } from './fixtures';

test.use({ signedInAs: 'member' });

test('logout says so, returns to /login, and /profile is guarded again', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Logout Successful...')).toBeVisible();

  // The session is gone on the server, not just in the browser.
  expect((await page.request.get('/api/auth/getuser')).status()).toBe(403);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});
