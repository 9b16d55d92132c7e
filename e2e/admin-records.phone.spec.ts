import { accounts } from './accounts';
import { expect, test } from './fixtures';
import {
  asAdmin,
  createApprovedMember,
  creditWallet,
  hasHorizontalScroll,
  indianToday,
  startSessionOf,
  verifyBankAccount,
} from './helpers';
import { photo } from './images';

/** On a 360 px phone: the admin's words, records and money inputs. */
test.use({ signedInAs: 'admin' });

test('on a 360 px phone Create User says the member was created; the audit log names and links the referrer, whose wallet refuses ₹12.345', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString().slice(-6);
  const person = { name: `Farida Shaikh ${stamp}`, email: `farida.${stamp}@gmail.com`, phone: `97${stamp}02` };
  await page.goto('/admin/creatUser');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Create User' })).toBeVisible();
  await main.getByLabel('Referrer phone').fill(accounts.member.phone);
  await main.getByLabel('Name', { exact: true }).fill(person.name);
  await main.getByLabel('Email').fill(person.email);
  await main.getByLabel('Phone', { exact: true }).fill(person.phone);
  await main.getByLabel('Password', { exact: true }).fill('Farida@camp-2026');
  await main.getByLabel('Confirm password').fill('Farida@camp-2026');
  await main.getByLabel('Pincode').fill('560001');
  await expect(main.getByLabel('City')).toHaveValue('Bangalore');
  for (const [label, seed] of [
    ['Front Aadhaar photo', 71],
    ['Back Aadhaar photo', 72],
    ['Profile selfie photo', 73],
  ] as const) {
    await main
      .getByLabel(label)
      .setInputFiles({ name: `${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) });
  }
  await main.getByRole('button', { name: 'Register User' }).click();
  await expect(
    page.getByText(`Member ${person.name} created. Their account is awaiting admin approval.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/aprove$/);

  // The audit log: who referred them by name, not by id; the names are links to the records.
  const today = indianToday();
  await page.goto(`/admin/audit-log?action=create_user&from=${today}&to=${today}`);
  const created = page.getByRole('row').filter({ hasText: person.name });
  await expect(created).toContainText(`referredBy: — → ${accounts.member.name}`);
  await expect(created).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(created.getByRole('link', { name: person.name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await hasHorizontalScroll(page), '/admin/audit-log').toBe(false);
  await created.getByRole('link', { name: accounts.member.name }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(accounts.member.phone)).toBeVisible();

  // Their wallet: a third decimal is refused with a message, nothing is asked or moved.
  const wallet = details.getByRole('region', { name: 'Wallet' });
  await wallet.getByRole('button', { name: 'Adjust wallet' }).click();
  const form = details.getByRole('form', { name: `Adjust the wallet of ${accounts.member.name}` });
  await form.getByLabel('Amount (₹)').fill('12.345');
  await form.getByLabel('Reason').fill('Checking the paise rule');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Enter rupees with at most 2 decimal places.')).toBeVisible();
  await expect(form.getByLabel('Amount (₹)')).toHaveValue('12.345');
  await expect(page.getByRole('dialog', { name: 'Adjust the wallet?' })).toHaveCount(0);
  expect(await hasHorizontalScroll(page), 'the adjustment refused').toBe(false);
});

test('on a 360 px phone an approved test payout stays on the default Withdrawal Requests, processing', async ({
  page,
  browser,
}) => {
  const memberContext = await browser.newContext();
  try {
    const person = await asAdmin(browser, async (admin) => {
      const created = await createApprovedMember(admin, 'Rohit Bansal');
      await startSessionOf(memberContext, created);
      await verifyBankAccount(memberContext.request, admin, created);
      await creditWallet(admin, created, 700, 'Opening credit for the phone payout journey');
      const asked = await memberContext.request.post('/api/withdrawal/request', { data: { amount: 700 } });
      expect(asked.status(), await asked.text()).toBe(201);
      return created;
    });

    await page.goto('/admin/withdrawals');
    await expect(page.getByLabel('Status')).toHaveValue('Requested or processing');
    const card = page
      .getByRole('list', { name: 'Withdrawal requests' })
      .getByRole('listitem')
      .filter({ hasText: person.phone });
    await card.getByRole('button', { name: `Approve payout to ${person.name}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve payout' });
    await approve.getByRole('button', { name: 'Send test payout' }).click();
    await expect(page.getByText('Payout sent. It will show as paid when the bank confirms it.')).toBeVisible();
    await expect(approve).toBeHidden();

    // Still listed, where the admin completes it next; never "No withdrawal requests found".
    await expect(card.getByText('Processing', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `Mark paid (test) for ${person.name}` })).toBeVisible();
    await expect(page.getByText('No withdrawal requests found.')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(page), '/admin/withdrawals with a processing payout').toBe(false);
  } finally {
    await memberContext.close();
  }
});
