import { expect, test } from '@playwright/test';
import { accounts } from './accounts';

test('a wrong password shows the message and keeps the visitor on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(accounts.pending.email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('empty fields get a message under each and nothing is sent', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/auth/login')) loginCalls += 1;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email or phone is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  expect(loginCalls).toBe(0);
});

test.describe('rate limit', () => {
  // This journey's requests come from an address of their own (the server trusts
  // X-Forwarded-For in the test setup), so its lock-out touches no other journey, nor a retry.
  const octet = 1 + Math.floor(Math.random() * 250);
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${octet}` } });

  test('11 rapid failed sign-ins: the 11th is refused with 429 and a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill(`no.such.person.${octet}@gmail.com`);
    const password = page.getByLabel('Password');
    const statuses: number[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('/api/auth/login')) statuses.push(res.status());
    });
    for (let attempt = 1; attempt <= 11; attempt++) {
      await password.fill(`wrong-password-${attempt}`);
      const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/login'));
      await page.getByRole('button', { name: 'Login' }).click();
      await answer;
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // Both the address and the account are now locked; the account's lock lasts longest.
    await expect(
      page
        .getByRole('main')
        .getByRole('alert')
        .filter({ hasText: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }),
    ).toBeVisible();
  });
});
