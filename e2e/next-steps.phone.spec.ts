import { expect, test } from './fixtures';
import { hasHorizontalScroll } from './helpers';

test.use({ signedInAs: 'pending' });

test('on a 360 px phone a member with the fee unpaid reads what is left in order, and pays from the home page', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('alert').filter({ hasText: 'One step before approval: the registration fee' });
  await expect(banner.getByRole('listitem')).toHaveText([
    'Pay the one-time ₹121 registration fee: to do now.',
    /^Then an admin checks your details and documents and approves your account\./,
  ]);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await banner.getByRole('link', { name: 'Pay ₹121 now' }).click();
  await expect(page.getByRole('heading', { name: 'Sevak test checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₹121' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
});
