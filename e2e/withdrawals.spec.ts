import type { Locator, Page } from '@playwright/test';
import { expect, startSession, test } from './fixtures';
import {
  asAdmin,
  bankAccount,
  createApprovedMember,
  creditWallet,
  figure,
  startSessionOf,
  verifyBankAccount,
  type Person,
} from './helpers';
import { photo } from './images';

/** A bank reference (UTR) no other run uses. */
const newUtr = () => `SBIN${Date.now().toString().slice(-8)}`;

/** The member's card in "My withdrawals" on /wallete for this amount. */
const withdrawalCard = (page: Page, amount: string): Locator =>
  page.getByRole('list', { name: 'My withdrawals' }).getByRole('listitem').filter({ hasText: amount });

/** The toasts on screen that say `text` (Mantine's notifications are alerts). */
const toasts = (page: Page, text: string | RegExp): Locator => page.getByRole('alert').filter({ hasText: text });

/** The admin's row on Withdrawal Requests (or Pending e-KYCs) of this member. */
const rowOf = (page: Page, person: Person): Locator => page.getByRole('row').filter({ hasText: person.phone });

test('a member verifies a bank account, withdraws ₹300 and sees it paid with the UTR', async ({ browser }) => {
  // Two people and seven screens, three photos uploaded: 20–30 s on the shared machine.
  test.setTimeout(90_000);
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const utr = newUtr();
  try {
    const person = await asAdmin(browser, async (admin) => {
      const created = await createApprovedMember(admin, 'Pooja Verma');
      await creditWallet(admin, created, 1000, 'Opening credit for the withdrawal journey');
      return created;
    });
    await startSessionOf(memberContext, person);
    await startSession(adminContext, 'admin');
    const member = await memberContext.newPage();
    const admin = await adminContext.newPage();

    // The Withdraw section sends the member to e-KYC first.
    await member.goto('/wallete');
    const withdraw = member.getByRole('region', { name: 'Withdraw' });
    await expect(withdraw.getByText('Verify your bank account (e-KYC) before withdrawing.')).toBeVisible();
    await withdraw.getByRole('link', { name: 'Verify your bank account' }).click();
    await expect(member).toHaveURL(/\/ekyc$/);

    // The form: a wrong IFSC is named at once, the right one shows its bank.
    const form = member.getByRole('form', { name: 'Bank account and PAN' });
    await form.getByLabel('Account holder name').fill(person.name);
    await form.getByLabel('Bank account number', { exact: true }).fill(bankAccount.number);
    await form.getByLabel('Confirm bank account number').fill(bankAccount.number);
    const ifsc = form.getByLabel('IFSC');
    await ifsc.fill('SBIN0999999');
    await expect(form.getByText('No bank branch has this IFSC. Check it on your passbook or cheque.')).toBeVisible();
    await ifsc.fill(bankAccount.ifsc);
    await expect(form.getByText(`Bank: ${bankAccount.bank}`)).toBeVisible();
    await expect(form.getByText('No bank branch has this IFSC.')).toBeHidden();
    await form.getByLabel('PAN', { exact: true }).fill(bankAccount.pan);
    for (const [label, seed] of [
      ['Bank proof (passbook or cancelled cheque)', 51],
      ['PAN card front', 52],
      ['PAN card back', 53],
    ] as const) {
      await form
        .getByLabel(label)
        .setInputFiles({ name: `${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) });
    }
    // A person sends once they see the three photos (each is read and shrunk first).
    for (const name of ['Bank proof', 'Front of PAN card', 'Back of PAN card']) {
      await expect(form.getByRole('img', { name: `${name}: chosen photo` })).toBeVisible();
    }
    await form.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(member.getByText('e-KYC submitted. We will verify your bank details soon.')).toBeVisible();
    const status = member.getByRole('region', { name: 'Your e-KYC' });
    await expect(status.getByText('Your bank details are awaiting verification by our team.')).toBeVisible();
    await expect(status.getByText('Awaiting verification', { exact: true })).toBeVisible();
    await expect(status.getByText(bankAccount.masked)).toBeVisible();
    await expect(status).not.toContainText(bankAccount.number);

    // The admin checks it against the photos (full numbers) and verifies it, after the question.
    await admin.goto('/admin/pending-kycs');
    const kycRow = rowOf(admin, person);
    await expect(kycRow).toContainText(person.name);
    await expect(kycRow).toContainText(bankAccount.number);
    await expect(kycRow).toContainText(bankAccount.ifsc);
    await expect(kycRow).toContainText(bankAccount.bank);
    await expect(kycRow).toContainText(bankAccount.pan);
    await kycRow.getByRole('button', { name: `Verify KYC of ${person.name}` }).click();
    const question = admin.getByRole('dialog', { name: 'Verify KYC' });
    await expect(question.getByText('Are you sure you want to verify this KYC?')).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(admin.getByText('KYC Verified Successfully!')).toBeVisible();
    await expect(question).toBeHidden();
    await expect(kycRow).toHaveCount(0);

    // The member, on /ekyc all along: told live, and the page follows.
    await expect(member.getByText('Your e-KYC is verified').first()).toBeVisible();
    const verified = member.getByRole('region', { name: 'Verified bank account' });
    await expect(verified.getByText(bankAccount.bank)).toBeVisible();
    await expect(verified.getByText(bankAccount.masked)).toBeVisible();

    // ₹1,000 in the wallet. A wrong amount is refused under the field before anything is asked
    //: a minus, more than is available, a third decimal, below the minimum.
    // ₹300 goes after the question.
    await member.goto('/wallete');
    const balances = member.getByRole('main').getByLabel('Your balances');
    await expect(figure(balances, 'Available')).toHaveText('₹1,000');
    const amount = withdraw.getByLabel('Amount (₹)');
    await expect(withdraw.getByText('Available: ₹1,000 · Minimum: ₹100')).toBeVisible();
    await expect(withdraw.getByText(`Paid to: ${bankAccount.bank} ${bankAccount.masked}`)).toBeVisible();
    await expect(withdraw.getByText('No withdrawal requests found.')).toBeVisible();
    const confirm = member.getByRole('dialog', { name: 'Withdraw to your bank account?' });
    for (const [typed, message] of [
      ['-200', 'Enter an amount more than ₹0.'],
      ['10000', 'This is more than your available balance of ₹1,000.'],
      ['300.345', 'Enter rupees with at most 2 decimal places.'],
      ['50', 'The minimum withdrawal is ₹100.'],
    ] as const) {
      await amount.fill(typed);
      await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(withdraw.getByText(message), typed).toBeVisible();
      await expect(amount, typed).toHaveAttribute('aria-invalid', 'true');
      await expect(confirm, typed).toHaveCount(0);
    }
    await amount.fill('300');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(confirm.getByText(`₹300 to ${bankAccount.bank} ${bankAccount.masked}`)).toBeVisible();
    const bell = member.getByRole('button', { name: /^Notifications/ });
    // Unread already (the e-KYC verified, the credit): the count, once loaded, before the request.
    await expect(bell).toHaveAccessibleName(/unread$/);
    const unreadBefore = (await bell.getAttribute('aria-label'))!;
    await confirm.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(confirm).toBeHidden();
    // One toast of it: the page's own and the live notification (the bell has it now) say the
    // same, and show once.
    await expect(bell).not.toHaveAccessibleName(unreadBefore);
    await expect(toasts(member, /withdrawal/i)).toHaveCount(1);
    await expect(toasts(member, 'Withdrawal of ₹300 requested')).toContainText(
      'The amount is held in your wallet until it is paid to your bank account.',
    );
    const card = withdrawalCard(member, '₹300');
    await expect(card.getByText('Requested', { exact: true })).toBeVisible();
    await expect(figure(balances, 'Balance')).toHaveText('₹1,000');
    await expect(figure(balances, 'Held')).toHaveText('₹300');
    await expect(figure(balances, 'Available')).toHaveText('₹700');

    // The admin pays it by bank transfer and records the UTR.
    await admin.goto('/admin/withdrawals');
    await expect(admin.getByRole('heading', { name: 'Withdrawal Requests', level: 1 })).toBeVisible();
    const request = rowOf(admin, person);
    await expect(request).toContainText(person.name);
    await expect(request).toContainText(bankAccount.number);
    await expect(request).toContainText(bankAccount.ifsc);
    await expect(request).toContainText('₹300');
    await expect(request.getByText('approved', { exact: true })).toBeVisible();
    await request.getByRole('button', { name: `Approve payout to ${person.name}` }).click();
    const approve = admin.getByRole('dialog', { name: 'Approve payout' });
    await expect(approve.getByText(`Pay ₹300 to ${person.name}`)).toBeVisible();
    await approve.getByLabel('UTR (if you paid it yourself)').fill(utr);
    await approve.getByRole('button', { name: 'Record as paid' }).click();
    await expect(admin.getByText('Payout recorded as paid.')).toBeVisible();
    await expect(approve).toBeHidden();
    // Paid: out of the requests waiting.
    await expect(request).toHaveCount(0);

    // The member, without reloading: a toast (5 s, so first), the card with the UTR, and ₹700 left.
    await expect(member.getByText('₹300 paid to your bank').first()).toBeVisible();
    await expect(card.getByText('Paid', { exact: true })).toBeVisible();
    await expect(card).toContainText(`UTR: ${utr}`);
    await expect(figure(balances, 'Balance')).toHaveText('₹700');
    // Among the admin's Paid ones, with its UTR.
    await admin.goto('/admin/withdrawals?status=paid');
    await expect(rowOf(admin, person).getByText(`UTR ${utr}`)).toBeVisible();
    await expect(figure(balances, 'Available')).toHaveText('₹700');
    await expect(figure(balances, 'Held')).toHaveText('₹0');
    const entry = member
      .getByRole('table', { name: 'Transactions' })
      .getByRole('row')
      .filter({ hasText: `Withdrawal to ${bankAccount.bank}` });
    await expect(entry).toContainText('−₹300');
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});

test('a rejected withdrawal shows its reason to the member and the amount is available again', async ({ browser }) => {
  test.setTimeout(60_000);
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const reason = 'The bank returned the name as different from your account. Please check your e-KYC.';
  try {
    const person = await asAdmin(browser, async (admin) => {
      const created = await createApprovedMember(admin, 'Anil Kumar');
      await startSessionOf(memberContext, created);
      await verifyBankAccount(memberContext.request, admin, created);
      await creditWallet(admin, created, 500, 'Opening credit for the rejection journey');
      return created;
    });
    await startSession(adminContext, 'admin');
    const member = await memberContext.newPage();
    const admin = await adminContext.newPage();

    // The member asks for ₹250 of the ₹500.
    await member.goto('/wallete');
    const withdraw = member.getByRole('region', { name: 'Withdraw' });
    const balances = member.getByRole('main').getByLabel('Your balances');
    await expect(figure(balances, 'Available')).toHaveText('₹500');
    await withdraw.getByLabel('Amount (₹)').fill('250');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await member
      .getByRole('dialog', { name: 'Withdraw to your bank account?' })
      .getByRole('button', { name: 'Yes, withdraw' })
      .click();
    await expect(member.getByText('Withdrawal of ₹250 requested')).toHaveCount(1);
    const card = withdrawalCard(member, '₹250');
    await expect(card.getByText('Requested', { exact: true })).toBeVisible();
    await expect(figure(balances, 'Available')).toHaveText('₹250');
    await expect(figure(balances, 'Held')).toHaveText('₹250');

    // The admin rejects it; the reason is required.
    await admin.goto('/admin/withdrawals');
    const request = rowOf(admin, person);
    await expect(request).toContainText('₹250');
    await request.getByRole('button', { name: `Reject withdrawal of ${person.name}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Reject withdrawal' });
    await dialog.getByRole('button', { name: 'Reject withdrawal' }).click();
    await expect(dialog.getByText('Please write why the withdrawal is rejected.')).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Reject withdrawal' }).click();
    await expect(
      admin.getByText('Withdrawal rejected. The amount is back in the member’s available balance.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(request).toHaveCount(0);

    // The member, without reloading: a toast (5 s, so before anything else), the reason, and the
    // ₹250 available again.
    await expect(member.getByText('Withdrawal of ₹250 rejected').first()).toBeVisible();
    await expect(card.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Reason: ${reason}`);
    await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await expect(figure(balances, 'Available')).toHaveText('₹500');
    await expect(figure(balances, 'Held')).toHaveText('₹0');
    await expect(figure(balances, 'Balance')).toHaveText('₹500');
    // Still so after a reload; the admin finds it among the rejected ones, with the reason.
    await member.reload();
    await expect(withdrawalCard(member, '₹250')).toContainText(`Reason: ${reason}`);
    await expect(figure(balances, 'Available')).toHaveText('₹500');
    await admin.goto('/admin/withdrawals?status=rejected');
    await expect(rowOf(admin, person)).toContainText(reason);
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});

test('a payout sent through the test provider shows Processing, then Failed with the amount back', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const memberContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const person = await asAdmin(browser, async (admin) => {
      const created = await createApprovedMember(admin, 'Bhavna Desai');
      await startSessionOf(memberContext, created);
      await verifyBankAccount(memberContext.request, admin, created);
      await creditWallet(admin, created, 600, 'Opening credit for the test payout journey');
      const asked = await memberContext.request.post('/api/withdrawal/request', { data: { amount: 600 } });
      expect(asked.status(), await asked.text()).toBe(201);
      return created;
    });
    await startSession(adminContext, 'admin');
    const member = await memberContext.newPage();
    const admin = await adminContext.newPage();
    await member.goto('/wallete');
    const balances = member.getByRole('main').getByLabel('Your balances');
    const card = withdrawalCard(member, '₹600');
    await expect(card.getByText('Requested', { exact: true })).toBeVisible();
    await expect(figure(balances, 'Available')).toHaveText('₹0');

    // No UTR: the payout goes to the test provider, and waits there as Processing.
    await admin.goto('/admin/withdrawals');
    await expect(admin.getByText('Payouts here use the test payout provider: no real money moves.')).toBeVisible();
    await rowOf(admin, person)
      .getByRole('button', { name: `Approve payout to ${person.name}` })
      .click();
    const approve = admin.getByRole('dialog', { name: 'Approve payout' });
    await expect(approve.getByText('Test payout provider: no real money moves')).toBeVisible();
    await approve.getByRole('button', { name: 'Send test payout' }).click();
    await expect(admin.getByText('Payout sent. It will show as paid when the bank confirms it.')).toBeVisible();
    // The default list keeps it, processing, where the admin completes it next; and
    // so after a reload.
    await expect(admin.getByLabel('Status')).toHaveValue('Requested or processing');
    const processing = rowOf(admin, person);
    await expect(processing.getByText('Processing', { exact: true })).toBeVisible();
    await admin.reload();
    await expect(processing.getByText('Processing', { exact: true })).toBeVisible();
    await expect(processing.getByRole('button', { name: `Mark paid (test) for ${person.name}` })).toBeVisible();
    await expect(admin.getByText('No withdrawal requests found.')).toHaveCount(0);
    // The member sees it in another tab (the first one stays as it was, listening).
    const another = await memberContext.newPage();
    await another.goto('/wallete');
    const sent = withdrawalCard(another, '₹600');
    await expect(sent.getByText('Processing', { exact: true })).toBeVisible();
    await expect(sent.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await another.close();

    // The bank (the test provider) fails it: the member is told live and has the ₹600 again.
    await processing.getByRole('button', { name: `Mark failed (test) for ${person.name}` }).click();
    await expect(
      admin.getByText('Test payout marked failed. The amount is back in the member’s available balance.'),
    ).toBeVisible();
    await expect(processing).toHaveCount(0);
    await expect(member.getByText('Withdrawal of ₹600 failed').first()).toBeVisible();
    await expect(card.getByText('Failed', { exact: true })).toBeVisible();
    await expect(card).toContainText('Reason: ');
    await expect(figure(balances, 'Available')).toHaveText('₹600');
    await expect(figure(balances, 'Held')).toHaveText('₹0');
  } finally {
    await memberContext.close();
    await adminContext.close();
  }
});
