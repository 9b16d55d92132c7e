import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from './fixtures';
import { hasHorizontalScroll, startSessionOf, toastOf } from './helpers';
import { bookablePlumber, seekerWithAccount } from './marketplace-data';

/**
 * A booking from start to pay-out, at 1280 px (booking.spec.ts) and on a 360 px phone
 * (booking.phone.spec.ts, where the seeker's pages must fit the screen): a seeker books a
 * plumber's ₹500 job at a free time tomorrow and pays with the TEST checkout; on the day the
 * plumber enters the seeker's start code, starts and completes; the seeker confirms the job is done,
 * downloads the job's invoice in English and in Hindi (read back as text), and the plumber's
 * wallet shows the ₹449.50 job earning (₹500 less the 10% commission and 0.1% TDS;
 * docs/contract.md §5c "Bookings", "Money and rules"; docs/decisions/041).
 */
export async function bookPayAndRelease(page: Page, browser: Browser, { phone }: { phone: boolean }) {
  const [plumber, seeker] = await Promise.all([
    bookablePlumber(browser, { title: 'Tap repair', price: 500, instantBooking: true }, 'Suresh Gowda'),
    seekerWithAccount(browser, 'Asha Rao'),
  ]);
  const fits = async (where: string) => {
    if (!phone) return;
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(page), where).toBe(false);
  };
  await startSessionOf(page.context(), seeker);
  const main = page.getByRole('main');

  // The seeker books tomorrow at 10:00 am and sees the whole price before paying.
  await page.goto(`/serviceDetail?id=${plumber.id}`);
  await main.getByRole('button', { name: 'Book Tap repair' }).click();
  const picker = main.getByRole('region', { name: 'Choose a time for Tap repair' });
  await picker
    .getByRole('group', { name: 'Choose a day' })
    .getByRole('button', { name: /^Tomorrow / })
    .click();
  await picker
    .getByRole('group', { name: /^Free times on Tomorrow / })
    .getByRole('button', { name: '10:00 am' })
    .click();
  await picker.getByRole('button', { name: 'Continue' }).click();
  const form = main.getByRole('form', { name: 'Book Tap repair, Tomorrow 10:00 am' });
  await expect(form.getByRole('note')).toContainText(
    '₹500 (incl. of all taxes and fees) — that is all you pay; nothing else is charged later.',
  );
  await form.getByLabel('Describe the work').fill('The kitchen tap drips all night.');
  await fits('the booking form');
  await form.getByRole('button', { name: 'Book and pay' }).click();

  // The TEST checkout for ₹500, then back to the booking: confirmed, with the start code.
  await expect(page).toHaveURL(/\/pay\/checkout$/);
  await main.getByRole('button', { name: 'Pay ₹500' }).click();
  await expect(toastOf(page, 'Paid. Your booking is confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/booking\?id=[0-9a-f-]{36}$/);
  const bookingUrl = page.url();
  await expect(main.getByText('Confirmed', { exact: true })).toBeVisible();
  const code = main.getByRole('region', { name: 'Your start code' }).getByLabel(/^Start code/);
  await expect(code).toHaveText(/^\d{4}$/);
  const startCode = (await code.textContent())!;
  await fits('the confirmed booking');

  // The plumber, on the day: the customer's address and phone, the code, start, complete.
  const context = await browser.newContext();
  try {
    await startSessionOf(context, plumber);
    const work = await context.newPage();
    await work.goto(bookingUrl);
    const desk = work.getByRole('main');
    await expect(desk.getByText("₹450 (after Sevak's commission)")).toBeVisible();
    await expect(desk.getByRole('link', { name: seeker.phone })).toBeVisible();
    await desk.getByLabel("Customer's start code").fill(startCode);
    await desk.getByRole('button', { name: 'Start the job' }).click();
    await expect(toastOf(work, 'Job started.')).toBeVisible();
    await desk.getByRole('button', { name: 'Mark completed' }).click();
    await work
      .getByRole('dialog', { name: 'Mark this request completed?' })
      .getByRole('button', { name: 'Yes' })
      .click();
    await expect(desk.getByText(/^Waiting for Asha Rao to confirm the job is done/)).toBeVisible();

    // The seeker confirms; the money is released to the plumber's wallet, less the commission.
    await page.reload();
    await main.getByRole('button', { name: 'Confirm the job is done' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm the job is done?' });
    await expect(confirm).toContainText(`₹500 goes to ${plumber.businessName} now.`);
    await confirm.getByRole('button', { name: 'Confirm the job is done' }).click();
    await expect(toastOf(page, 'Thank you! The provider has been paid.')).toBeVisible();
    await expect(main.getByRole('form', { name: 'Review this work' })).toBeVisible();
    await fits('the released booking');

    // The job's invoice: the plumber's bill of supply (no GSTIN), in English and in Hindi.
    const invoices = main.getByRole('region', { name: 'Invoices' });
    await expect(invoices).toContainText(/Bill of supply for the job, number J\/\d{4}\/000001/);
    const english = await invoiceText(page, invoices.getByRole('link', { name: /download in English$/ }));
    for (const field of [
      'Bill of supply',
      plumber.businessName,
      'Asha Rao',
      'Tap repair',
      '₹500.00',
      'Five Hundred Rupees Only',
    ])
      expect(english).toContain(field);
    const hindi = await invoiceText(page, invoices.getByRole('link', { name: /download in Hindi$/ }));
    for (const field of ['ऑफ़ सप्लाई', 'इनवॉइस नंबर', 'पांच सौ', '₹500.00']) expect(hindi).toContain(field);

    await work.goto('/wallete');
    const wallet = work.getByRole('main');
    await expect(wallet.getByText('Earning: Tap repair')).toBeVisible();
    await expect(wallet.getByText('+₹449.50').first()).toBeVisible();
    await expect(wallet.getByText('Job earning', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Downloads the PDF a link gives and reads it back as one line of text. */
async function invoiceText(page: Page, link: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^Invoice_J-\d{4}-000001\.pdf$/);
  const pdf = await readFile((await download.path())!);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
