import { expect, test } from './fixtures';
import {
  asAdmin,
  bankAccount,
  createApprovedMember,
  creditWallet,
  figure,
  hasHorizontalScroll,
  startSessionOf,
  tabTo,
  verifyBankAccount,
} from './helpers';
import { photo } from './images';

test('on a 360 px phone the e-KYC form fits the screen, names the bank and shows the status after sending', async ({
  page,
  context,
  browser,
}) => {
  const person = await asAdmin(browser, (admin) => createApprovedMember(admin, 'Savita Rao'));
  await startSessionOf(context, person);

  await page.goto('/ekyc');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Bank account (e-KYC)', level: 1 })).toBeVisible();
  const form = main.getByRole('form', { name: 'Bank account and PAN' });
  await form.getByLabel('Account holder name').fill(person.name);
  await form.getByLabel('Bank account number', { exact: true }).fill(bankAccount.number);
  await form.getByLabel('Confirm bank account number').fill(bankAccount.number);
  await form.getByLabel('IFSC').fill('SBIN0999999');
  await expect(form.getByText('No bank branch has this IFSC. Check it on your passbook or cheque.')).toBeVisible();
  expect(await hasHorizontalScroll(page), '/ekyc with the IFSC message').toBe(false);
  await form.getByLabel('IFSC').fill(bankAccount.ifsc);
  await expect(form.getByText(`Bank: ${bankAccount.bank}`)).toBeVisible();
  await form.getByLabel('PAN', { exact: true }).fill(bankAccount.pan);
  for (const [label, seed] of [
    ['Bank proof (passbook or cancelled cheque)', 61],
    ['PAN card front', 62],
    ['PAN card back', 63],
  ] as const) {
    await form
      .getByLabel(label)
      .setInputFiles({ name: `${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) });
  }
  // The three photo boxes, one under the other, previews and all.
  for (const box of ['Bank proof', 'Front of PAN card', 'Back of PAN card']) {
    await expect(form.getByRole('img', { name: `${box}: chosen photo` })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/ekyc form filled').toBe(false);

  await form.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('e-KYC submitted. We will verify your bank details soon.')).toBeVisible();
  const status = main.getByRole('region', { name: 'Your e-KYC' });
  await expect(status.getByText('Your bank details are awaiting verification by our team.')).toBeVisible();
  await expect(status.getByText(bankAccount.masked)).toBeVisible();
  expect(await hasHorizontalScroll(page), '/ekyc awaiting verification').toBe(false);
});

test('on a 360 px phone the member withdraws by keyboard and My withdrawals shows cards that fit', async ({
  page,
  context,
  browser,
}) => {
  const reason = 'The account holder name on the passbook does not match the name on your PAN card.';
  await asAdmin(browser, async (admin) => {
    const person = await createApprovedMember(admin, 'Harish Chandra');
    await startSessionOf(context, person);
    await verifyBankAccount(context.request, admin, person);
    await creditWallet(admin, person, 800, 'Opening credit for the phone journey');
    // An earlier withdrawal, rejected with a long reason.
    const asked = await context.request.post('/api/withdrawal/request', { data: { amount: 400 } });
    expect(asked.status(), await asked.text()).toBe(201);
    const { withdrawal } = (await asked.json()) as { withdrawal: { _id: string } };
    const rejected = await admin.post(`/api/withdrawal/${withdrawal._id}/reject`, { data: { reason } });
    expect(rejected.status(), await rejected.text()).toBe(200);
  });

  await page.goto('/wallete');
  const main = page.getByRole('main');
  const withdraw = main.getByRole('region', { name: 'Withdraw' });
  await expect(figure(main.getByLabel('Your balances'), 'Available')).toHaveText('₹800');
  await expect(withdraw.getByText('Available: ₹800 · Minimum: ₹100')).toBeVisible();
  await expect(withdraw.getByText(`Paid to: ${bankAccount.bank} ${bankAccount.masked}`)).toBeVisible();
  const withdrawals = withdraw.getByRole('list', { name: 'My withdrawals' }).getByRole('listitem');
  const rejectedCard = withdrawals.filter({ hasText: '₹400' });
  await expect(rejectedCard.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(rejectedCard).toContainText(`Reason: ${reason}`);
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/wallete with a rejected withdrawal').toBe(false);

  // By keyboard: Tab to the amount, type it, Enter. A wrong amount is refused under the field,
  // with no question; the focus stays on the amount to type it again.
  const amount = withdraw.getByLabel('Amount (₹)');
  const confirm = page.getByRole('dialog', { name: 'Withdraw to your bank account?' });
  await tabTo(page, amount);
  for (const [typed, message] of [
    ['-200', 'Enter an amount more than ₹0.'],
    ['900', 'This is more than your available balance of ₹800.'],
    ['150.005', 'Enter rupees with at most 2 decimal places.'],
  ] as const) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await expect(withdraw.getByText(message), typed).toBeVisible();
    await expect(amount, typed).toBeFocused();
    await expect(confirm, typed).toHaveCount(0);
    expect(await hasHorizontalScroll(page), `the message for ${typed}`).toBe(false);
  }
  // Then 150; Tab to Yes, withdraw, Enter.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('150');
  await page.keyboard.press('Enter');
  await expect(confirm.getByText(`₹150 to ${bankAccount.bank} ${bankAccount.masked}`)).toBeVisible();
  expect(await hasHorizontalScroll(page), 'the withdraw question').toBe(false);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  // Unread already (the credit, the rejection): the count, once loaded, before the request.
  await expect(bell).toHaveAccessibleName(/unread$/);
  const unreadBefore = (await bell.getAttribute('aria-label'))!;
  await tabTo(page, confirm.getByRole('button', { name: 'Yes, withdraw' }), 10);
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  // One toast: the page's own and the live notification (now in the bell) are the same.
  await expect(bell).not.toHaveAccessibleName(unreadBefore);
  const toasts = page.getByRole('alert').filter({ hasText: /withdrawal/i });
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('Withdrawal of ₹150 requested');
  const requestedCard = withdrawals.filter({ hasText: '₹150' });
  await expect(requestedCard.getByText('Requested', { exact: true })).toBeVisible();
  await expect(figure(main.getByLabel('Your balances'), 'Held')).toHaveText('₹150');
  await expect(withdrawals).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/wallete with two withdrawals').toBe(false);

  // Cancel is reachable by keyboard too: Tab to it, Enter, and No keeps the request.
  await tabTo(page, requestedCard.getByRole('button', { name: 'Cancel the withdrawal of ₹150' }));
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('dialog', { name: 'Cancel this withdrawal?' });
  await expect(cancel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cancel).toBeHidden();
  await expect(requestedCard.getByText('Requested', { exact: true })).toBeVisible();
});
