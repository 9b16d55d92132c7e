import { accounts } from './accounts';
import { expect, startSession, test } from './fixtures';
import { asAdmin, createWaitingMember, signIn, toastCovers, toastOf } from './helpers';

/**
 * At 1280 px: a toast stays clear of the top bar (its menu, bell and the person's menu)
 * and of the Aadhaar zoom's buttons; All Users shows its filters without a toggle.
 */

test('a toast shows under the top bar, not over its menu, bell or the person’s menu', async ({ page }) => {
  await signIn(page, accounts.member);
  const toast = toastOf(page, 'Login Successful');
  const header = page.getByRole('banner');
  for (const target of [
    header.getByRole('button', { name: 'Open menu' }),
    header.getByRole('button', { name: /^Notifications/ }),
    header.getByRole('button', { name: accounts.member.name }),
  ]) {
    expect(await toastCovers(toast, target), String(target)).toBe(false);
  }
});

test('the Aadhaar zoom’s buttons stay clear of a toast; All Users lists its filters at once', async ({
  page,
  context,
  browser,
}) => {
  const person = await asAdmin(browser, (admin) => createWaitingMember(admin, 'Tara Bose'));
  await startSession(context, 'admin');
  await page.goto(`/admin/users?search=${person.phone}`);
  const main = page.getByRole('main');
  await expect(main.getByLabel('Approval')).toBeVisible();
  await expect(main.getByRole('button', { name: /^Filters/ })).toHaveCount(0);

  await main.getByRole('button', { name: 'Details' }).click();
  await page.getByRole('dialog', { name: 'User Details' }).getByRole('button', { name: 'Aadhaar front' }).click();
  const viewer = page.getByRole('dialog', { name: 'Aadhaar front' });
  await viewer.getByLabel('Permanent Address').fill('7 Park Street, Kolkata 700016');
  await viewer.getByLabel('Aadhaar Number').fill('2341 2341 2346');
  await viewer.getByRole('button', { name: 'Save' }).click();
  const toast = toastOf(page, 'User details updated successfully');
  for (const name of ['Zoom in', 'Zoom out', 'Reset zoom']) {
    expect(await toastCovers(toast, viewer.getByRole('button', { name })), name).toBe(false);
  }
});
