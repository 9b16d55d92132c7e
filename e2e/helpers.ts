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

/**
 * The figure a `<dl>` shows for a term ('Balance' → '₹25'): the `<dd>` beside the `<dt>` holding
 * exactly that text, each pair in its own box.
 */
export function figure(list: Locator, term: string): Locator {
  // Inside `has`, a locator is looked up from each candidate box: it starts from the page.
  const dt = list
    .page()
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) });
  return list.locator('div').filter({ has: dt }).last().getByRole('definition').first();
}

/** Presses Tab until `target` has the focus, as a keyboard user does; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${max} presses`).toBeFocused({ timeout: 1 });
}
