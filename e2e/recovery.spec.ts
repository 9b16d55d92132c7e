import { expect, test, type APIRequestContext } from '@playwright/test';
import { accounts } from './accounts';
import { signIn } from './helpers';

/**
 * The code from the development mailbox, read through the admin API (mail goes there without
 * SMTP). A queued job writes it just after the answer: ask until it is there.
 */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { emailOrPhone: accounts.admin.email, password: accounts.admin.password },
  });
  expect(login.status()).toBe(200);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(email)}&limit=1`);
        const { mails } = await res.json();
        code = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
        return code;
      },
      { message: 'a code was mailed' },
    )
    .toBeTruthy();
  return code!;
}

test('password recovery end to end: forgot → code by email → verify → reset → sign in', async ({
  page,
  playwright,
  baseURL,
}) => {
  const who = accounts.forgetful;
  await page.goto('/forgotPassword');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please fill in all fields').first()).toBeVisible();

  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Phone').fill(who.phone);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/verifyOtp$/);

  const admin = await playwright.request.newContext({ baseURL });
  const code = await mailedCode(admin, who.email);
  await admin.dispose();

  await expect(page.getByLabel('Email')).toHaveValue(who.email);
  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('The code is wrong or has expired. Please check it or ask for a new one.').first(),
  ).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/resetPassword$/);

  await page.getByLabel('New Password').fill('Naya-Password-2026');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset. Please sign in.')).toBeVisible();

  await signIn(page, { email: who.email, password: 'Naya-Password-2026' });
  await expect(page).toHaveURL(/\/$/);
});
