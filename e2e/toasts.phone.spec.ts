import { accounts } from './accounts';
import { expect, startSession, test } from './fixtures';
import { asAdmin, createWaitingMember, signIn, toastCovers, toastOf } from './helpers';

/**
 * On a 360 px phone: toasts show at the bottom, above the bottom bar, clear of the top
 * bar's menu and bell and of the Aadhaar zoom's buttons; All Users folds its filters behind 'Filters'.
 */

test('on a 360 px phone a toast covers neither the menu and bell nor the bottom bar', async ({ page }) => {
  await signIn(page, accounts.member);
  const toast = toastOf(page, 'Login Successful');
  const header = page.getByRole('banner');
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  for (const target of [
    header.getByRole('button', { name: 'Open menu' }),
    header.getByRole('button', { name: /^Notifications/ }),
    bottomBar,
  ]) {
    expect(await toastCovers(toast, target), String(target)).toBe(false);
  }
});

test('on a 360 px phone All Users starts near the top, its filters behind a Filters toggle', async ({
  page,
  context,
}) => {
  await startSession(context, 'admin');
  await page.goto('/admin/users');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Search', { exact: true })).toBeVisible();
  await expect(main.getByLabel('Approval')).toBeHidden();
  // The first member's card is on the first screen, without scrolling.
  await expect(main.getByRole('list', { name: 'All users' }).getByRole('listitem').first()).toBeInViewport();

  const toggle = main.getByRole('button', { name: 'Filters', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByLabel('Approval')).toBeVisible();
  await expect(main.getByLabel('Sort')).toBeVisible();
});

test('on a 360 px phone the Aadhaar zoom’s buttons stay clear of a toast', async ({ page, context, browser }) => {
  const person = await asAdmin(browser, (admin) => createWaitingMember(admin, 'Uma Das'));
  await startSession(context, 'admin');
  await page.goto(`/admin/users?search=${person.phone}`);
  await page.getByRole('main').getByRole('button', { name: 'Details' }).click();
  await page.getByRole('dialog', { name: 'User Details' }).getByRole('button', { name: 'Aadhaar front' }).click();
  const viewer = page.getByRole('dialog', { name: 'Aadhaar front' });
  await viewer.getByLabel('Permanent Address').fill('7 Park Street, Kolkata 700016');
  await viewer.getByLabel('Aadhaar Number').fill('2341 2341 2346');
  await viewer.getByRole('button', { name: 'Save' }).click();
  const toast = toastOf(page, 'User details updated successfully');
  await expect(toast).toBeVisible();
  // Back up to the zoom buttons, as the admin would to look closer, while the toast still shows.
  const zoomIn = viewer.getByRole('button', { name: 'Zoom in' });
  await zoomIn.scrollIntoViewIfNeeded();
  for (const name of ['Zoom in', 'Zoom out', 'Reset zoom']) {
    expect(await toastCovers(toast, viewer.getByRole('button', { name })), name).toBe(false);
  }
});
