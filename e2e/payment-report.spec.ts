import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { accounts } from './accounts';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

test('the admin sees who paid and downloads the PDF payment report', async ({ page }) => {
  await page.goto('/admin/payment-invoices');
  await expect(page.getByRole('heading', { name: 'Payment Reports' })).toBeVisible();
  // The seeded member paid this year (e2e/serve.ts).
  const table = page.getByRole('table');
  await expect(table.getByText(accounts.member.name)).toBeVisible();
  await expect(table.getByText('pay_E2eSeededPay01')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: 'pay_E2eSeededPay01' }).getByText('₹121')).toBeVisible();

  const year = String(new Date().getFullYear());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Payment_Report_${year}_All.pdf`);
  const pdf = await readFile((await file.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  expect(text).toContain(accounts.member.name);
  expect(text).toContain('pay_E2eSeededPay01');

  // A month with no payments shows the spec's empty text.
  const otherMonth = new Date().getMonth() === 0 ? 'February' : 'January';
  await page.getByLabel('Month').click();
  await page.getByRole('option', { name: otherMonth }).click();
  await expect(page.getByText('No users with captured payments found!')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Filters' }).click();
  await expect(table.getByText(accounts.member.name)).toBeVisible();
});
