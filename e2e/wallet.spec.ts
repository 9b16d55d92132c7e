import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { accounts } from './accounts';
import { expect, startSession, test } from './fixtures';
import { figure } from './helpers';
import { photo } from './images';

/** Each run registers a new friend: numbers no other run or journey uses. */
function newFriend() {
  const n = String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 10));
  return {
    name: 'Ravi Sharma',
    shortName: 'Ravi S.',
    email: `ravi.${n}@gmail.com`,
    phone: `7${n.padStart(9, '2')}`.slice(0, 10),
    password: 'Nal-Fitting-2026',
  };
}

/** The text of a downloaded file. */
async function downloadedText(download: Download, kind: 'csv' | 'pdf'): Promise<string> {
  const bytes = await readFile(await download.path());
  if (kind === 'csv') return bytes.toString('utf8');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  // A long description wraps onto the next line of the PDF's table.
  return text.replace(/\s+/g, ' ');
}

/** Downloads the statement of the financial year so far from /wallete, as a person does. */
async function downloadStatement(page: Page, kind: 'csv' | 'pdf'): Promise<string> {
  const statement = page.getByRole('region', { name: 'Download statement' });
  const download = page.waitForEvent('download');
  await statement.getByRole('button', { name: kind === 'csv' ? 'Download CSV' : 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${kind}$`));
  return downloadedText(file, kind);
}

/** A row of the wallet history's table (desktop) holding `text`. */
const historyRow = (page: Page, text: string): Locator =>
  page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({ hasText: text });

test('a friend joins with the referral link, pays and is approved; the referrer earns ₹25 live', async ({
  browser,
}) => {
  // Three people and some twenty screens (registration with photos, checkout, approval, two
  // downloads): 30–45 s on the shared 2-core machine; each step still fails within 7 s.
  test.setTimeout(90_000);
  const referrerContext = await browser.newContext();
  const friendContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const friend = newFriend();
  try {
    // The referrer's code and link, ready to share.
    await startSession(referrerContext, 'deepak');
    const referrer = await referrerContext.newPage();
    await referrer.goto('/team');
    await expect(referrer.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    const linkInput = referrer.getByLabel('Your referral link');
    await expect(linkInput).toHaveAttribute('readonly');
    await expect(linkInput).toHaveValue(/\/register\?ref=[A-Z0-9]+$/);
    const link = await linkInput.inputValue();
    const code = new URL(link).searchParams.get('ref')!;
    await expect(referrer.getByRole('main').getByText(code, { exact: true })).toBeVisible();
    const whatsApp = referrer.getByRole('link', { name: 'Share on WhatsApp' });
    const share = new URL((await whatsApp.getAttribute('href'))!);
    expect(share.origin + share.pathname).toBe('https://wa.me/');
    expect(share.searchParams.get('text')).toContain(link);
    expect(share.search).toContain(encodeURIComponent(link));
    await expect(referrer.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();

    // The friend opens the link: the code is already in the form.
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    const form = friendPage.getByRole('main');
    await expect(form.getByLabel('Referral code')).toHaveValue(code);
    await form.getByLabel('Name', { exact: true }).fill(friend.name);
    await form.getByLabel('Email').fill(friend.email);
    await form.getByLabel('Phone').fill(friend.phone);
    await form.getByLabel('Password', { exact: true }).fill(friend.password);
    await form.getByLabel('Confirm password').fill(friend.password);
    await form.getByLabel('Pincode').fill('411038');
    await expect(form.getByLabel('City')).toHaveValue('Pune');
    await form.getByRole('checkbox', { name: 'I have read the privacy notice and agree' }).check();
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(friendPage.getByRole('heading', { name: 'Aadhaar KYC' })).toBeVisible();
    for (const [label, seed] of [
      ['Front Aadhaar photo', 31],
      ['Back Aadhaar photo', 32],
      ['Profile selfie photo', 33],
    ] as const) {
      await friendPage
        .getByLabel(label)
        .setInputFiles({ name: `${seed}.jpg`, mimeType: 'image/jpeg', buffer: await photo(seed) });
    }
    await friendPage.getByRole('button', { name: 'Sign Up' }).click();
    await expect(
      friendPage.getByText(
        'Registration successful! Next, pay the ₹121 registration fee; then an admin approves your account.',
      ),
    ).toBeVisible();

    // Signed in by the registration, the friend is on the local test checkout of the fee.
    await expect(friendPage.getByRole('heading', { name: 'Sevak test checkout' })).toBeVisible();
    await friendPage.getByRole('button', { name: 'Pay ₹121' }).click();
    await expect(
      friendPage.getByText('Payment successful! Your registration fee of ₹121 is paid.').first(),
    ).toBeVisible();

    // The referrer's team shows the friend as paid, no reward yet; the referrer watches the wallet.
    await referrer.reload();
    const member = referrer.getByRole('list', { name: 'Your members' }).getByRole('listitem').filter({
      hasText: friend.shortName,
    });
    await expect(member.getByText('Paid', { exact: true })).toBeVisible();
    await expect(member).not.toContainText(friend.name);
    await referrer.goto('/wallete');
    await expect(referrer.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    const balances = referrer.getByRole('main').getByLabel('Your balances');
    await expect(figure(balances, 'Balance')).toHaveText('₹0');
    const bell = referrer.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    // The admin approves the friend, who is paid: no question asked.
    await startSession(adminContext, 'admin');
    const admin = await adminContext.newPage();
    await admin.goto('/admin/aprove');
    const row = admin.getByRole('row').filter({ hasText: friend.email });
    await expect(row.getByRole('button', { name: 'Deepak Patil' })).toBeVisible();
    await expect(row.getByText('verified', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Approve' }).click();
    const details = admin.getByRole('dialog', { name: 'User Details' });
    await expect(details.getByText(friend.phone)).toBeVisible();
    await details.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('User approved successfully')).toBeVisible();

    // The referrer, without reloading: a toast, the bell, the balance and the entry.
    await expect(referrer.getByText('You earned ₹25')).toBeVisible();
    await expect(
      referrer.getByText(
        `${friend.shortName} joined Sevak with your referral and is approved. The reward is in your wallet.`,
      ),
    ).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await expect(referrer.getByRole('dialog', { name: 'Notifications' })).toContainText('You earned ₹25');
    await referrer.keyboard.press('Escape');
    await expect(figure(balances, 'Balance')).toHaveText('₹25');
    await expect(figure(balances, 'Available')).toHaveText('₹25');
    await expect(figure(balances, 'Held')).toHaveText('₹0');
    const entry = historyRow(referrer, `${friend.shortName} joined with your referral`);
    await expect(entry.getByText('Referral reward')).toBeVisible();
    await expect(entry.getByText('+₹25')).toBeVisible();

    // The statement of the year so far holds the reward, as CSV and as PDF.
    const csv = await downloadStatement(referrer, 'csv');
    expect(csv).toContain(`Referral reward,${friend.shortName} joined with your referral,25.00`);
    expect(csv).toContain('Closing balance (INR),25.00');
    const pdf = await downloadStatement(referrer, 'pdf');
    expect(pdf).toContain(`Referral reward: ${friend.shortName} joined with your referral`);
    expect(pdf).toContain('Closing balance: ₹25');

    // The team: the friend approved, with the reward, and the totals.
    await referrer.goto('/team');
    await expect(member.getByText('Approved', { exact: true })).toBeVisible();
    await expect(member).toContainText('Reward ₹25');
    const totals = referrer.getByLabel('Team totals');
    await expect(figure(totals, 'Approved')).toHaveText('1');
    await expect(figure(totals, 'Earned')).toHaveText('₹25');
  } finally {
    await referrerContext.close();
    await friendContext.close();
    await adminContext.close();
  }
});

test.describe('the admin', () => {
  test.use({ signedInAs: 'admin' });

  test('credits a member’s wallet from User Details; the member sees it with the reason', async ({ page, browser }) => {
    const memberContext = await browser.newContext();
    const reason = `Festival bonus ${Date.now().toString().slice(-5)}`;
    try {
      await startSession(memberContext, 'sunita');
      const member = await memberContext.newPage();
      await member.goto('/wallete');
      const balances = member.getByRole('main').getByLabel('Your balances');
      await expect(figure(balances, 'Balance')).toHaveText('₹0');

      await page.goto(`/admin/users?search=${encodeURIComponent(accounts.sunita.email)}`);
      await page
        .getByRole('row')
        .filter({ hasText: accounts.sunita.email })
        .getByRole('button', { name: 'Details' })
        .click();
      const details = page.getByRole('dialog', { name: 'User Details' });
      const wallet = details.getByRole('region', { name: 'Wallet' });
      await expect(wallet.getByText('No transactions yet.')).toBeVisible();
      await wallet.getByRole('button', { name: 'Adjust wallet' }).click();
      const form = details.getByRole('form', { name: `Adjust the wallet of ${accounts.sunita.name}` });
      await expect(form.getByRole('radio', { name: 'Credit' })).toBeChecked();
      // Nothing typed: the form says what is missing before asking anything.
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(form.getByText('Enter an amount more than ₹0.')).toBeVisible();
      // A third decimal stays as typed and is refused, never rounded to ₹12.34.
      await form.getByLabel('Amount (₹)').fill('12.345');
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(form.getByText('Enter rupees with at most 2 decimal places.')).toBeVisible();
      await expect(form.getByLabel('Amount (₹)')).toHaveValue('12.345');
      await expect(page.getByRole('dialog', { name: 'Adjust the wallet?' })).toHaveCount(0);
      await form.getByLabel('Amount (₹)').fill('1500');
      await form.getByLabel('Reason').fill(reason);
      await form.getByRole('button', { name: 'Continue' }).click();
      const confirm = page.getByRole('dialog', { name: 'Adjust the wallet?' });
      await expect(confirm.getByText(`Credit ₹1,500 to ${accounts.sunita.name}'s wallet`)).toBeVisible();
      await expect(confirm.getByText(`Reason: ${reason}`)).toBeVisible();
      await confirm.getByRole('button', { name: 'Yes, credit' }).click();
      await expect(page.getByText('Wallet adjusted successfully.')).toBeVisible();
      await expect(confirm).toBeHidden();
      await expect(figure(wallet, 'Balance')).toHaveText('₹1,500');
      await expect(wallet.getByRole('list', { name: 'Latest transactions' })).toContainText(reason);

      // The member, on /wallete all along: told live, and the wallet follows.
      await expect(member.getByText('₹1,500 added to your wallet')).toBeVisible();
      await expect(figure(balances, 'Balance')).toHaveText('₹1,500');
      await expect(figure(balances, 'Available')).toHaveText('₹1,500');
      const entry = historyRow(member, reason);
      await expect(entry.getByText('Adjustment by Sevak')).toBeVisible();
      await expect(entry.getByText('+₹1,500')).toBeVisible();
      // Still there after a reload, and the Kind filter finds it.
      await member.reload();
      await member.getByRole('main').getByLabel('Kind').click();
      await member.getByRole('option', { name: 'Adjustment by Sevak' }).click();
      await expect(member).toHaveURL(/kind=adjustment/);
      await expect(historyRow(member, reason)).toBeVisible();
    } finally {
      await memberContext.close();
    }
  });
});
