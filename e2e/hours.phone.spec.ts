import { expect, test } from './fixtures';
import { hasHorizontalScroll, tabTo, toastOf } from './helpers';

/** Sunita, a tailor, sets her hours on a phone. */
test.use({ signedInAs: 'sunita' });

test('on a 360 px phone the hours screen fits without sideways scroll and works by keyboard', async ({ page }) => {
  await page.goto('/services/hours');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Working hours', level: 1 })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save hours' })).toBeVisible();

  // By keyboard: Tab to "Add hours" on Monday, Enter, then type the times into the new range.
  const remove = main.getByRole('button', { name: /^Remove Monday hours \d+$/ });
  while ((await remove.count()) > 0) await remove.first().click();
  await tabTo(page, main.getByRole('button', { name: 'Add hours on Monday' }));
  await page.keyboard.press('Enter');
  const from = main.getByLabel('Monday from');
  const to = main.getByLabel('Monday to');
  await tabTo(page, from);
  await from.pressSequentially('0900AM');
  await page.keyboard.press('Tab');
  await expect(to).toBeFocused();
  await to.pressSequentially('0600PM');
  await expect(from).toHaveValue('09:00');
  await expect(to).toHaveValue('18:00');

  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/services/hours').toBe(false);

  await tabTo(page, main.getByRole('button', { name: 'Save hours' }), 120);
  await page.keyboard.press('Enter');
  await expect(toastOf(page, 'Your working hours are saved.')).toBeVisible();
  expect(await hasHorizontalScroll(page), '/services/hours after saving').toBe(false);
});
