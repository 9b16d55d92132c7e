import { expect, test, type Page } from '@playwright/test';
import { accounts } from './accounts';
import { pickOption, signIn } from './helpers';
import { photo } from './images';

/** Each run registers new people: numbers no other run or journey uses. */
function newPerson() {
  const n = String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 10));
  return {
    name: 'Meena Kumari',
    email: `meena.${n}@gmail.com`,
    phone: `8${n.padStart(9, '1')}`.slice(0, 10),
    password: 'Silai-Kadhai-2026',
  };
}

async function fillRegistration(page: Page, person: { name: string; email: string; phone: string; password: string }) {
  const main = page.getByRole('main');
  await main.getByLabel('Name', { exact: true }).fill(person.name);
  await main.getByLabel('Email').fill(person.email);
  await main.getByLabel('Phone').fill(person.phone);
  await main.getByLabel('Password', { exact: true }).fill(person.password);
  await main.getByLabel('Confirm password').fill(person.password);
  await main.getByLabel('Pincode').fill('560001');
  // Six digits fill the place from the offline India Post data.
  await expect(main.getByLabel('City')).toHaveValue('Bangalore');
  await expect(main.getByLabel('State')).toHaveValue('Karnataka');
  await expect(main.getByLabel('Country')).toHaveValue('India');
  await expect(main.getByLabel('Area')).not.toHaveValue('');
  await main.getByLabel('Business name').fill('Meena Tailors');
  await pickOption(page, main.getByRole('combobox', { name: 'Business category' }), 'tail', 'Tailor');
  await main.getByLabel('Business address').fill('12 Commercial Street');
  await main.getByLabel('Business details').fill('Blouses and alterations, same-day.');
}

test('a visitor registers with a file and two webcam captures, then sees the account status', async ({ page }) => {
  const person = newPerson();
  await page.goto('/register');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  await expect(page.getByRole('heading', { name: 'Aadhaar KYC' })).toBeVisible();
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
  await expect(page.getByText('Registration successful! Your account is awaiting admin approval.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, { email: person.email, password: person.password });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account status' })).toBeVisible();
  await expect(page.getByText('Waiting for admin approval')).toBeVisible();
  await expect(page.getByText('Not paid')).toBeVisible();
  // The three documents are there, served to their owner.
  for (const name of ['Front of Aadhaar', 'Back of Aadhaar', 'Profile selfie']) {
    const img = page.getByRole('img', { name, exact: true });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
});

test('every rule of the form says what is wrong (spec §5)', async ({ page }) => {
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

async function toKycStep(page: Page, person: { name: string; email: string; phone: string; password: string }) {
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
  await toKycStep(page, newPerson());
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please upload your profile selfie').first()).toBeVisible();

  await page
    .getByLabel('Profile selfie photo')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please upload valid image files only (JPG, PNG)').first()).toBeVisible();
  await expect(page).toHaveURL(/\/RegisterAadhar$/);
});

test('an email that is already registered gets the spec message', async ({ page }) => {
  await toKycStep(page, { ...newPerson(), email: accounts.member.email });
  await page
    .getByLabel('Profile selfie photo')
    .setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photo(4) });
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('This email is already registered. Please use a different email.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/RegisterAadhar$/);
});
