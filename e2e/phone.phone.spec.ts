import { expect, test } from '@playwright/test';
import { accounts } from './accounts';
import { hasHorizontalScroll } from './helpers';

test('on a 360 px phone: no sideways scrolling, the bottom bar, and sign-in by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  for (const item of ['Home', 'Search', 'Wallet', 'Work', 'Profile']) {
    await expect(bottomBar.getByRole('link', { name: item })).toBeVisible();
  }

  await page.goto('/login');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByLabel('Email or phone').focus();
  await page.keyboard.type(accounts.member.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(accounts.member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('on a 360 px phone the registration, KYC and recovery pages fit the screen', async ({ page }) => {
  for (const [url, heading] of [
    ['/register', 'Create an account'],
    ['/forgotPassword', 'Forgot password'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await hasHorizontalScroll(page), url).toBe(false);
  }
});
