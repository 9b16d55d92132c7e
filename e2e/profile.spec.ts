import { accounts } from './accounts';
import { expect, test } from './fixtures';
import { photo } from './images';

test.use({ signedInAs: 'editor' });

test('a member edits the profile (pincode fills the place) and replaces the Aadhaar photos', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: accounts.editor.name })).toBeVisible();
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/editprofile$/);

  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill('Rekha P. Nair');
  await main.getByLabel('Pincode').fill('400001');
  await expect(main.getByLabel('City')).toHaveValue('Mumbai');
  await expect(main.getByLabel('State')).toHaveValue('Maharashtra');
  await main.getByLabel('Business name').fill('Rekha Beauty Parlour');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Rekha P. Nair' })).toBeVisible();
  await expect(page.getByText('Rekha Beauty Parlour')).toBeVisible();
  await expect(page.getByText('Mumbai').first()).toBeVisible();

  await page.goto('/upload-adhaar');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please upload both Aadhaar images!').first()).toBeVisible();
  await page
    .getByLabel('Front Aadhaar photo')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(7) });
  await page
    .getByLabel('Back Aadhaar photo')
    .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(8) });
  await page.getByRole('button', { name: 'Submit' }).click();
  // An approved member's new photos wait for an admin's review (aadhaar-review.spec.ts).
  await expect(
    page.getByText('Aadhaar photos received. They will replace your current ones once our team has checked them.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The new photos are the member's documents, readable by the member only.
  const me = await (await page.request.get('/api/auth/getuser')).json();
  expect(me.user.pendingAadhaar.frontAadhar).toMatch(/^\/api\/files\//);
  expect((await page.request.get(me.user.pendingAadhaar.frontAadhar)).status()).toBe(200);
  const stranger = await page.context().browser()!.newContext();
  expect(
    (await stranger.request.get(`${new URL(page.url()).origin}${me.user.pendingAadhaar.frontAadhar}`)).status(),
  ).toBe(401);
  await stranger.close();
});
