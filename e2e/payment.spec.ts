import { expect, test } from './fixtures';

test.use({ signedInAs: 'payer' });

test('a member awaiting approval pays the fee on the local checkout: a failure first, then success', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Account status' })).toBeVisible();
  await expect(page.getByText('Not paid')).toBeVisible();

  await page.getByRole('button', { name: 'Pay ₹121 registration fee' }).click();
  await expect(page.getByRole('heading', { name: 'Sevak test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Fail this payment' }).click();
  await expect(page.getByText('Payment failed. No money was taken; please try again.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Not paid')).toBeVisible();

  await page.getByRole('button', { name: 'Pay ₹121 registration fee' }).click();
  await page.getByRole('button', { name: 'Pay ₹121' }).click();
  await expect(page.getByText('Payment successful! Your registration fee of ₹121 is paid.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  // The receipt, as a PDF, from the payment history.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /^Download receipt SVK-R-/ }).click();
  // The fee's document is Sevak's receipt of its SVF series (docs/decisions/041).
  expect((await download).suggestedFilename()).toMatch(/^Receipt_SVF-\d{4}-\d{6}\.pdf$/);

  const me = await (await page.request.get('/api/auth/getuser')).json();
  expect(me.user.paymentVerified).toBe(true);
  const history = await (await page.request.get('/api/payment/history')).json();
  expect(history.payments.map((p: { status: string }) => p.status)).toEqual(['captured', 'failed']);
});
