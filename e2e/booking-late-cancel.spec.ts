import { expect, test } from './fixtures';
import { startSessionOf, toastOf } from './helpers';
import { bookablePlumber, freeTime, paidBooking, seekerWithAccount } from './marketplace-data';

/**
 * A late cancellation (docs/contract.md §5c "Money and rules"): a ₹500 booking paid for the
 * plumber's first free time, inside three hours. Before cancelling, the seeker reads what goes to
 * whom — ₹100 (20%) to the plumber for the late notice, ₹400 back — and after it, the same amounts.
 */
test('a seeker cancelling a paid booking inside three hours reads first that ₹100 goes to the plumber and ₹400 comes back, and sees those amounts after', async ({
  page,
  browser,
}) => {
  const [plumber, seeker] = await Promise.all([
    bookablePlumber(browser, { title: 'Tap repair', price: 500, instantBooking: true }, 'Meena Iyer'),
    seekerWithAccount(browser, 'Vikram Shah'),
  ]);
  await startSessionOf(page.context(), seeker);
  const slot = await freeTime(page.request, plumber.id, 'soonest');
  const id = await paidBooking(page.request, plumber.id, slot, seeker.phone);

  await page.goto(`/booking?id=${id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Your start code' })).toBeVisible();
  await main.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog.getByRole('note')).toHaveText(
    `Cancel now and ₹100 goes to ${plumber.businessName} for the late notice; ₹400 comes back to you.`,
  );
  await dialog.getByLabel('Reason for cancelling').fill('Something came up at home');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();

  await expect(toastOf(page, 'The booking has been cancelled.')).toBeVisible();
  const after = main.getByRole('region', { name: 'Cancelled by you' });
  await expect(after).toContainText('Reason: Something came up at home');
  await expect(after).toContainText(`₹100 went to ${plumber.businessName} for the late notice.`);
  await expect(
    main.getByText(/^(A refund of ₹400 is on its way to you\.|₹400 has been refunded to you\.)$/),
  ).toBeVisible();
  await expect(main.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(main.getByRole('region', { name: 'Your start code' })).toHaveCount(0);
});
