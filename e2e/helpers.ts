import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Signs in through the login page, as a person does, and waits to leave it: for the journeys
 * about signing in. The others start signed in (fixtures.ts).
 */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** True when the page is wider than the screen (sideways scrolling on a phone). */
export function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * Types into a searchable select and picks an option, as a person does. A dropdown that closed
 * under the pointer (it repositions while the list filters and the page scrolls) is opened again
 * with the keyboard before the next try, instead of waiting for an option that will never show.
 */
export async function pickOption(page: Page, combobox: Locator, typed: string, name: string) {
  await combobox.click();
  await combobox.fill(typed);
  const option = page.getByRole('option', { name, exact: true });
  await expect(async () => {
    if (!(await option.isVisible())) await combobox.press('ArrowDown');
    await option.click({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
}
