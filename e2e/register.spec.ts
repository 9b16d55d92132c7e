import { expect, test, type Page } from '@playwright/test';
import { fillRegistration, newRegistrant, type Registrant } from './helpers';
import { photo } from './images';

test('a visitor registers with a file and two webcam captures, then sees the account status', async ({ page }) => {
  const person = newRegistrant();
  // The camera is allowed only in the pages that capture (Permissions-Policy): not in /register's document…
  const cameraAllowed = () =>
    page.evaluate(() =>
      (document as Document & { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature(
        'camera',
      ),
    );
  await page.goto('/register');
  expect(await cameraAllowed()).toBe(false);
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  await expect(page.getByRole('heading', { name: 'Aadhaar KYC' })).toBeVisible();
  // …so the documents step came as a document of its own, keeping the first step's details.
  expect(await cameraAllowed()).toBe(true);
  await page
    .getByLabel('Front Aadhaar photo')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(1) });
  await expect(page.getByRole('img', { name: 'Front of Aadhaar: chosen photo' })).toBeVisible();
  // Chromium's fake camera stands in for the phone's.
  for (const box of ['Back of Aadhaar', 'Profile selfie']) {
    await page.getByRole('button', { name: `Use camera for ${box}` }).click();
    const camera = page.getByRole('dialog', { name: `Camera: ${box}` });
    await camera.getByRole('button', { name: 'Capture' }).click();
    await expect(camera).toBeHidden();
    await expect(page.getByRole('img', { name: `${box}: chosen photo` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // Signed in by the registration, straight to the fee's checkout; approval comes after it.
  await expect(
    page.getByText(
      'Registration successful! Next, pay the ₹121 registration fee; then an admin approves your account.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Sevak test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₹121' }).click();
  await expect(page.getByText('Payment successful! Your registration fee of ₹121 is paid.').first()).toBeVisible();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Account status' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'What is left to do' }).getByRole('listitem');
  await expect(steps).toHaveText([
    'The ₹121 registration fee: paid.',
    /^An admin checks your details and documents and approves your account: we are on it\./,
  ]);
  await expect(page.getByText('Waiting for admin approval')).toBeVisible();
  // The three documents are there, served to their owner.
  for (const name of ['Front of Aadhaar', 'Back of Aadhaar', 'Profile selfie']) {
    const img = page.getByRole('img', { name, exact: true });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});

test('every rule of the form says what is wrong (docs/product-spec.md §5)', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Continue' }).click();
  const main = page.getByRole('main');
  for (const message of [
    'Name is required.',
    'Email is required.',
    'Phone number must be exactly 10 digits.',
    'Password must be at least 8 characters long.',
    'Area is required.',
    'City is required.',
    'State is required.',
    'Country is required.',
    'Pincode is required.',
  ]) {
    await expect(main.getByText(message)).toBeVisible();
  }
  await main.getByLabel('Email').fill('asha');
  await main.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await main.getByLabel('Confirm password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(main.getByText('Passwords do not match.')).toBeVisible();
  await main.getByLabel('Email').fill('asha@yahoo.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText('Please use your @gmail.com email.')).toBeVisible();

  await main.getByLabel('Pincode').fill('999999');
  await expect(main.getByText('Invalid Pincode! Please enter a valid one.')).toBeVisible();
  await expect(main.getByLabel('City')).toHaveValue('');
  await expect(page).toHaveURL(/\/register$/);
});

async function toKycStep(page: Page, person: Registrant) {
  await page.goto('/register');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page
    .getByLabel('Front Aadhaar photo')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(2) });
  await page
    .getByLabel('Back Aadhaar photo')
    .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(3) });
}

test('a missing selfie, then a text file posing as a photo, get the spec messages', async ({ page }) => {
  await toKycStep(page, newRegistrant());
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please upload your profile selfie').first()).toBeVisible();

  await page
    .getByLabel('Profile selfie photo')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please upload valid image files only (JPG, PNG or WebP)').first()).toBeVisible();
  await expect(page).toHaveURL(/\/RegisterAadhar$/);
});
