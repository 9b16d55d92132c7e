import { accounts } from './accounts';
import { expect, test } from './fixtures';
import { asAdmin, figure, hasHorizontalScroll, tabTo } from './helpers';

/** Ramesh watches his wallet and team on a phone. */
test.use({ signedInAs: 'ramesh' });

test('on a 360 px phone the wallet shows cards, fits the screen and downloads a statement by keyboard', async ({
  page,
  browser,
}) => {
  const reason = `Phone top-up ${Date.now().toString().slice(-5)}`;
  await asAdmin(browser, async (request) => {
    const found = await (await request.get(`/api/auth/getAllUser?search=${accounts.ramesh.phone}`)).json();
    const userId = (found.user as { _id: string; phone: string }[]).find((u) => u.phone === accounts.ramesh.phone)!._id;
    const adjusted = await request.post('/api/wallet/adjust', { data: { userId, amount: 40, reason } });
    expect(adjusted.status(), await adjusted.text()).toBe(200);
  });

  await page.goto('/wallete');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
  await expect(figure(main.getByLabel('Your balances'), 'Available')).not.toHaveText('₹0');
  // The history as cards, not a table.
  const card = main.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: reason });
  await expect(card.getByText('Adjustment by Sevak')).toBeVisible();
  await expect(card.getByText('+₹40')).toBeVisible();
  await expect(main.getByRole('table')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/wallete').toBe(false);

  // By keyboard: Tab to Download CSV, Enter.
  const csvButton = main.getByRole('button', { name: 'Download CSV' });
  await tabTo(page, csvButton);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});

test('on a 360 px phone the team shows cards, fits the screen and copies the link by keyboard', async ({
  page,
  context,
  browser,
}) => {
  // Lakshmi (registered, awaiting approval) joined with Ramesh's code.
  await asAdmin(browser, async (request) => {
    const assigned = await request.post('/api/auth/setReferral', {
      data: { referrerPhone: accounts.ramesh.phone, referredPhone: accounts.pending.phone },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto('/team');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  const member = main
    .getByRole('list', { name: 'Your members' })
    .getByRole('listitem')
    .filter({ hasText: 'Lakshmi N.' });
  await expect(member.getByText('Registered', { exact: true })).toBeVisible();
  await expect(member).toContainText('Reward —');
  await expect(figure(main.getByLabel('Team totals'), 'Members')).not.toHaveText('0');
  await expect(main.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/team').toBe(false);

  // By keyboard: Tab to Copy link, Enter; the link is on the clipboard.
  const link = await main.getByLabel('Your referral link').inputValue();
  await tabTo(page, main.getByRole('button', { name: 'Copy link' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Referral link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
});
