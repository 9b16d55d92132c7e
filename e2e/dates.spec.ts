import type { Page } from '@playwright/test';
import { accounts } from './accounts';
import { expect, test } from './fixtures';
import { asAdmin, createWaitingMember, indianToday, shownDay } from './helpers';

/**
 * Every day shown, named or picked is India's, written dd MMM yyyy or dd/MM/yyyy.
 * (The My data ZIP's name: my-data.spec.ts; the 00:30 IST boundary: the dashboard's API test.)
 */
test.use({ signedInAs: 'admin' });

/** The chart's legend for its last bar (today): the day and the registrations, as shown on hover. */
async function todayInChart(page: Page) {
  const chart = page.getByRole('img', { name: /^Chart of registrations and fee revenue per day/ });
  const plot = chart.locator('.u-over');
  await expect(plot).toBeVisible();
  // Below the tiles on a desktop: in view first, or the mouse would hover nothing.
  await plot.scrollIntoViewIfNeeded();
  const box = (await plot.boundingBox())!;
  // 30 bars, half a day of margin at each end: the last bar's middle is 0.5/30 from the right.
  await page.mouse.move(box.x + box.width * (1 - 0.5 / 30), box.y + box.height / 2);
  const legend = chart.locator('.u-legend');
  return {
    day: legend.locator('.u-series').filter({ hasText: 'Day' }).locator('.u-value'),
    registrations: legend.locator('.u-series').filter({ hasText: 'Registrations' }).locator('.u-value'),
  };
}

test('the dashboard counts today’s sign-ups on today in India, named dd MMM yyyy', async ({ page, browser }) => {
  await page.goto('/admin');
  const today = await shownDay(page, `${indianToday()}T12:00:00+05:30`);
  let legend = await todayInChart(page);
  await expect(legend.day).toHaveText(today);
  const count = async () => Number((await legend.registrations.textContent())!.replaceAll(',', ''));
  const before = await count();

  await asAdmin(browser, (admin) => createWaitingMember(admin, 'Ira Sen'));
  await page.reload();
  legend = await todayInChart(page);
  await expect(legend.day).toHaveText(today);
  // At least hers (other journeys may sign people up meanwhile).
  await expect.poll(count).toBeGreaterThan(before);

  // The same days in the table: the last one is today, dd MMM yyyy.
  await page.getByText('Show as table').click();
  const rows = page.getByRole('table', { name: /Registrations and fee revenue per day/ }).getByRole('row');
  await expect(rows).toHaveCount(31);
  await expect(rows.last().getByRole('cell').first()).toHaveText(today);
});

test('date inputs show and take dd/MM/yyyy, typed or picked from the calendar', async ({ page }) => {
  await page.goto('/admin/users');
  const main = page.getByRole('main');
  const from = main.getByLabel('Registered from');
  const to = main.getByLabel('Registered to');
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  // 10 January 2026, typed the Indian way (Zoya registered that day, Aarav the next).
  await from.fill('10/01/2026');
  await expect(page).toHaveURL(/from=2026-01-10/);
  await to.fill('10/01/2026');
  await to.press('Escape');
  await expect(page).toHaveURL(/from=2026-01-10&to=2026-01-10/);
  await expect(from).toHaveValue('10/01/2026');
  await expect(main.getByText(accounts.zoya.name)).toBeVisible();
  await expect(main.getByText(accounts.aarav.name)).toHaveCount(0);

  // Picked: the calendar opens on the chosen month; the day picked shows as dd/MM/yyyy.
  await to.click();
  await page.getByRole('button', { name: '11 January 2026' }).click();
  await expect(to).toHaveValue('11/01/2026');
  await expect(page).toHaveURL(/to=2026-01-11/);
  await expect(main.getByText(accounts.aarav.name)).toBeVisible();

  // A month-first day (American) is not taken: the field goes back to the day it had.
  await to.fill('01/25/2026');
  await to.press('Tab');
  await expect(to).toHaveValue('11/01/2026');
});
