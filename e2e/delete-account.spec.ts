import { accounts } from './accounts';
import { expect, startSession, test } from './fixtures';

test.use({ signedInAs: 'leaver' });

test('a member deletes their own account: sign-in then fails, and the admin sees a deleted member whose payment is kept', async ({
  page,
  browser,
}) => {
  const leaver = accounts.leaver;
  await page.goto('/editprofile');
  await page.getByRole('link', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/deleteAccount$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'What we erase' })).toContainText('Aadhaar number');
  await expect(main.getByRole('region', { name: 'What the law makes us keep' })).toContainText('8 years');

  const submit = main.getByRole('button', { name: 'Delete my account for good' });
  await expect(submit).toBeEnabled();
  await main.getByLabel('Your password').fill('not-my-password');
  await submit.click();
  await expect(main.getByText('Your current password is not correct.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/deleteAccount$/);

  await main.getByLabel('Your password').fill(leaver.password);
  await submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account has been deleted. We are sorry to see you go.')).toBeVisible();

  // The old details no longer sign in.
  await page.getByLabel('Email or phone').fill(leaver.email);
  await page.getByLabel('Password').fill(leaver.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();

  // The admin: the member is gone from All Users, their fee payment stays in the report, nameless.
  const admin = await browser.newContext();
  try {
    await startSession(admin, 'admin');
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/users');
    const users = adminPage.getByRole('main');
    await users.getByLabel('Search', { exact: true }).fill(leaver.phone);
    await expect(users.getByText('No users match these filters.')).toBeVisible();

    await adminPage.goto('/admin/payment-invoices');
    const payment = adminPage
      .getByRole('region', { name: 'Captured payments' })
      .getByRole('row')
      .filter({ hasText: 'pay_E2eLeaverPay01' });
    await expect(payment).toContainText('Deleted member');
    await expect(payment).toContainText('₹121');
    await expect(payment).not.toContainText(leaver.name);
  } finally {
    await admin.close();
  }
});
