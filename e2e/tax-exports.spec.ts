import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expect, test } from './fixtures';

test.use({ signedInAs: 'admin' });

/** The CSV a link downloads, as rows (its byte-order mark off). */
async function csvOf(page: Page, link: Locator): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  return parse(text, { relax_column_count: true }) as string[][];
}

test('the admin downloads the month’s TCS and TDS exports, whose totals are the ledger’s', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Tax Exports' }).first().click();
  await expect(page.getByRole('heading', { name: 'Tax Exports', level: 1 })).toBeVisible();
  const totals = page.getByText(/^TCS collected \(CGST s\.52\): ₹[\d,.]+ · TDS deducted/);
  await expect(totals).toBeVisible();
  const [, tcsShown, tdsShown] = /₹([\d,.]+) · .*₹([\d,.]+)$/.exec((await totals.textContent())!)!;
  const rupees = (shown: string) => Number(shown.replaceAll(',', '')).toFixed(2);

  const tcs = await csvOf(page, page.getByRole('link', { name: 'Download TCS for GSTR-8 (CSV)' }));
  expect(tcs[0]!.slice(0, 3)).toEqual(['GSTIN of the supplier', 'Supplier', 'Place of supply (state code)']);
  expect(tcs.at(-1)![0]).toBe('Total');
  expect(tcs.at(-1)![10]).toBe(rupees(tcsShown!));

  const tds = await csvOf(page, page.getByRole('link', { name: 'Download TDS for 26Q (CSV, with PANs)' }));
  expect(tds[0]!.slice(0, 3)).toEqual(['PAN of the deductee', 'Name of the deductee', 'Section']);
  expect(tds.at(-1)![6]).toBe(rupees(tdsShown!));
  expect(page.url()).toContain('/admin/tax-exports');
});
