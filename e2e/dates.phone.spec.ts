import { accounts } from './accounts';
import { expect, test } from './fixtures';
import { hasHorizontalScroll, indianToday, shownDay } from './helpers';

/** On a 360 px phone: days shown dd MMM yyyy in India's calendar, typed and picked dd/MM/yyyy. */
test.use({ signedInAs: 'admin' });

test('on a 360 px phone the dashboard’s last day is today in India, dd MMM yyyy', async ({ page }) => {
  await page.goto('/admin');
  await page.getByText('Show as table').click();
  const rows = page.getByRole('table', { name: /Registrations and fee revenue per day/ }).getByRole('row');
  await expect(rows.last().getByRole('cell').first()).toHaveText(
    await shownDay(page, `${indianToday()}T12:00:00+05:30`),
  );
});

test('on a 360 px phone a day is typed dd/MM/yyyy or picked from a calendar that fits the screen', async ({ page }) => {
  await page.goto('/admin/users');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Filters', exact: true }).click();
  const from = main.getByLabel('Registered from');
  const to = main.getByLabel('Registered to');
  await expect(from).toHaveAttribute('placeholder', 'dd/mm/yyyy');

  await from.fill('10/01/2026');
  await from.press('Tab');
  await expect(from).toHaveValue('10/01/2026');
  await expect(page).toHaveURL(/from=2026-01-10/);

  await to.fill('11/01/2026');
  await to.press('Tab');
  await expect(page).toHaveURL(/to=2026-01-11/);
  // Its calendar opens on January 2026, within the screen; a tap on a day writes it dd/MM/yyyy.
  await to.click();
  const day = page.getByRole('button', { name: '10 January 2026' });
  await expect(day).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  await day.tap();
  await expect(to).toHaveValue('10/01/2026');
  await expect(page).toHaveURL(/from=2026-01-10&to=2026-01-10/);
  await expect(main.getByRole('button', { name: 'Filters (2 on)' })).toBeVisible();
  await expect(main.getByText(accounts.zoya.name)).toBeVisible();
  await expect(main.getByText(accounts.aarav.name)).toHaveCount(0);
});
