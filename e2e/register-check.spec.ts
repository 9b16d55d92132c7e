import { expect, test, type Page } from '@playwright/test';
import { accounts } from './accounts';
import { asAdmin, fillRegistration, newRegistrant, registrationMultipart } from './helpers';
import { photo } from './images';

// The details check allows 10 calls an hour per address: these journeys come from their own
// (TRUST_PROXY is on in e2e/serve.ts), so other journeys' registrations do not count against them.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `192.0.2.${1 + Math.floor(Math.random() * 250)}` } });

const BOXES = [
  ['Front Aadhaar photo', 'Front of Aadhaar'],
  ['Back Aadhaar photo', 'Back of Aadhaar'],
  ['Profile selfie photo', 'Profile selfie'],
] as const;

async function chooseThreePhotos(page: Page) {
  for (const [index, [label, box]] of BOXES.entries()) {
    await page
      .getByLabel(label)
      .setInputFiles({ name: `${box}.jpg`, mimeType: 'image/jpeg', buffer: await photo(60 + index) });
    await expect(page.getByRole('img', { name: `${box}: chosen photo` })).toBeVisible();
  }
}

async function expectThreePhotos(page: Page) {
  for (const [, box] of BOXES) await expect(page.getByRole('img', { name: `${box}: chosen photo` })).toBeVisible();
}

test('a taken email and a common password are both said before the documents step; the photos stay through Back and Continue', async ({
  page,
}) => {
  const person = newRegistrant();
  await page.goto('/register');
  await fillRegistration(page, { ...person, email: accounts.member.email, password: 'Password123' });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Both problems at once, each under its field, and still on the details.
  const main = page.getByRole('main');
  await expect(main.getByText('This email is already registered. Please use a different email.')).toBeVisible();
  await expect(main.getByText('This password is too common. Please choose another one.')).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(main.getByLabel('Email')).toBeFocused();
  await expect(page).toHaveURL(/\/register$/);

  await main.getByLabel('Email').fill(person.email);
  await expect(main.getByText('This email is already registered. Please use a different email.')).toBeHidden();
  await main.getByLabel('Password', { exact: true }).fill(person.password);
  await main.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  await chooseThreePhotos(page);

  // Back to the details (to check them) and on again: the three photos are still chosen.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveValue(person.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  await expectThreePhotos(page);

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText(
      'Registration successful! Next, pay the ₹121 registration fee; then an admin approves your account.',
    ),
  ).toBeVisible();
  // Signed in: the checkout, and behind it the account status.
  await expect(page.getByRole('heading', { name: 'Sevak test checkout' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Waiting for admin approval')).toBeVisible();
});

test('an email taken while the photos were chosen brings the person back to it at Sign Up, the photos kept', async ({
  page,
  browser,
}) => {
  const person = newRegistrant();
  await page.goto('/register');
  await fillRegistration(page, person);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  await chooseThreePhotos(page);

  // Meanwhile an admin enters someone else with that email (the check cannot foresee it).
  await asAdmin(browser, async (admin) => {
    const res = await admin.post('/api/auth/registerUserweb', {
      multipart: await registrationMultipart(
        {
          name: 'Someone Else',
          email: person.email,
          phone: `7${person.phone.slice(1)}`,
          password: 'Another-Person-2026',
        },
        71,
      ),
    });
    expect(res.status(), await res.text()).toBe(201);
  });

  await page.getByRole('button', { name: 'Sign Up' }).click();
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(main.getByText('This email is already registered. Please use a different email.')).toBeVisible();
  await expect(main.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const email = `other.${person.email}`;
  await main.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  await expectThreePhotos(page);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText(
      'Registration successful! Next, pay the ₹121 registration fee; then an admin approves your account.',
    ),
  ).toBeVisible();
});
