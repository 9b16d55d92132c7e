import { PRIVACY_NOTICE_VERSION } from '@sevak/shared';
import { expect, test } from '@playwright/test';
import { accounts } from './accounts';
import { fillRegistration, newRegistrant, signIn } from './helpers';
import { photo } from './images';

/** Notice and consent (DPDP Act 2023 §5–6): at registration, and a changed notice. */

type Consents = {
  noticeVersion: string | null;
  noticeAcceptedAt: string | null;
  marketingConsent: boolean;
  marketingConsentAt: string | null;
};

test('a visitor reads the notice, must tick the consent box, and registers: the version is on the record', async ({
  page,
}) => {
  const person = newRegistrant();
  await page.goto('/register');
  const main = page.getByRole('main');
  // The itemised notice, before the documents step.
  const notice = main.getByRole('region', { name: 'Privacy notice' });
  for (const heading of [
    'What we collect',
    'Why we collect it',
    'How long we keep it',
    'Who sees it',
    'Your rights',
    'How to complain',
  ])
    await expect(notice.getByRole('heading', { name: heading })).toBeVisible();
  await expect(
    notice.getByText('Aadhaar card photos are deleted 90 days after an admin has verified them.'),
  ).toBeVisible();

  await fillRegistration(page, person);
  // Unticked again: Continue stays and says why.
  const consent = main.getByRole('checkbox', { name: 'I have read the privacy notice and agree' });
  await consent.uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByText('Please read the privacy notice and tick the box to agree.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  await consent.check();
  await main.getByRole('checkbox', { name: 'Send me offers and news from Sevak (optional).' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/RegisterAadhar$/);
  for (const [index, label] of ['Front Aadhaar photo', 'Back Aadhaar photo', 'Profile selfie photo'].entries()) {
    await page
      .getByLabel(label)
      .setInputFiles({ name: `photo-${index}.jpg`, mimeType: 'image/jpeg', buffer: await photo(80 + index) });
  }
  const registered = page.waitForResponse((r) => r.url().endsWith('/api/auth/registerUserweb'));
  await page.getByRole('button', { name: 'Sign Up' }).click();
  expect((await registered).status()).toBe(201);
  // Signed in by the registration: on to the fee's checkout.
  await expect(page).toHaveURL(/\/pay\/checkout$/);

  // The account holds the notice's version and the time of consent, and the marketing consent.
  const record = await page.request.get('/api/auth/getuser');
  const { user } = (await record.json()) as { user: Consents };
  expect(user.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  expect(Date.now() - new Date(user.noticeAcceptedAt!).getTime()).toBeLessThan(10 * 60_000);
  expect(user.marketingConsent).toBe(true);
  expect(user.marketingConsentAt).toBe(user.noticeAcceptedAt);
  // Nothing more to accept: member pages open as they are (an account awaiting approval sees its status).
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Admin approval' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('a member who accepted an older notice is asked to accept the new one, then goes where they were going', async ({
  page,
}) => {
  await signIn(page, accounts.ritu);
  await page.goto('/wallete');
  await expect(page).toHaveURL(/\/privacyNotice$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Our privacy notice has changed', level: 1 })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Privacy notice' })).toBeVisible();
  await main.getByRole('button', { name: 'I have read and accept' }).click();
  await expect(page).toHaveURL(/\/wallete$/);
  await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();

  const { user } = (await (await page.request.get('/api/auth/getuser')).json()) as { user: Consents };
  expect(user.noticeVersion).toBe(PRIVACY_NOTICE_VERSION);
  // Not asked again.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/profile$/);

  // Marketing messages: a switch on the edit-profile page, given and withdrawn.
  await page.goto('/editprofile');
  const marketing = page.getByRole('switch', { name: 'Marketing messages' });
  await expect(marketing).not.toBeChecked();
  await marketing.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('You will receive offers and news from Sevak.')).toBeVisible();
  await expect(marketing).toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/getuser')).json()) as { user: Consents }).user.marketingConsent,
    )
    .toBe(true);
  await marketing.click();
  await expect(marketing).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/auth/getuser')).json()) as { user: Consents }).user.marketingConsent,
    )
    .toBe(false);
});
