import type { Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { hasHorizontalScroll, indianToday, shoot, tabTo } from './helpers';
import { bookablePlumber, seekerWithAccount } from './marketplace-data';

/**
 * The same at 1280 px (near-me.spec.ts) and 360 px (near-me.phone.spec.ts; there the pages must
 * fit the screen and the time is chosen by keyboard): a visitor searches "plumber" near 560034,
 * sees the distance, the price and the next free time on a plumber's card, opens their page,
 * picks a day and a time, is asked to sign in, signs in and lands back on that time, then goes on
 * to the booking form with it (docs/contract.md §5c "Search", "Services and hours", "Bookings").
 */

/** The day after today in India, yyyy-MM-dd: a whole day of free times (today's may have passed). */
const tomorrow = () => new Date(Date.parse(indianToday()) + 86_400_000).toISOString().slice(0, 10);

export async function bookNearMe(page: Page, browser: Browser, { phone }: { phone: boolean }) {
  const [plumber, seeker] = await Promise.all([
    bookablePlumber(browser, { title: 'Tap or pipe repair', price: 499, instantBooking: false }),
    seekerWithAccount(browser),
  ]);
  /** On the phone, the page fits the screen (and with TABLES_SHOTS, a picture of it on either). */
  const fits = async (where: string) => {
    await shoot(page, `near-me-${phone ? 'phone' : 'wide'}-${where.replace(/\W+/g, '-')}`);
    if (!phone) return;
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(page), where).toBe(false);
  };

  // The visitor searches from the home page: a 6-digit pincode searches by distance from it.
  await page.goto('/');
  const form = page.getByRole('search', { name: 'Find a service' });
  await form.getByLabel('What service do you need?').fill('plumber');
  await form.getByLabel('Where?').fill('560034');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/servises\?q=plumber&near=560034$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Near 560034, Bangalore')).toBeVisible();
  await expect(main.getByLabel('Where?')).toHaveValue('560034');

  const card = main
    .getByRole('list', { name: 'Providers' })
    .getByRole('listitem')
    .filter({ hasText: plumber.businessName });
  await expect(card.getByText(/^(\d+(\.\d)? km|Under 1 km) · from ₹499$/)).toBeVisible();
  await expect(card.getByText(/^Next free: (Today|Tomorrow) \d{1,2}:\d{2} (am|pm)$/)).toBeVisible();
  await fits('/servises near 560034');

  // The plumber's page: Book opens the days; tomorrow, then 10:00 am.
  await card.getByRole('link', { name: plumber.businessName }).click();
  await expect(main.getByRole('heading', { name: plumber.businessName, level: 1 })).toBeVisible();
  const book = main.getByRole('button', { name: 'Book Tap or pipe repair' });
  const picker = main.getByRole('region', { name: 'Choose a time for Tap or pipe repair' });
  const day = picker.getByRole('group', { name: 'Choose a day' }).getByRole('button', { name: /^Tomorrow / });
  const ten = picker.getByRole('group', { name: /^Free times on Tomorrow / }).getByRole('button', { name: '10:00 am' });
  if (phone) {
    // By keyboard, as a person without a pointer does.
    await tabTo(page, book);
    await page.keyboard.press('Enter');
    await expect(day).toBeEnabled();
    await tabTo(page, day);
    await page.keyboard.press('Enter');
    await expect(ten).toBeVisible();
    await tabTo(page, ten, 80);
    await page.keyboard.press('Enter');
  } else {
    await book.click();
    await day.click();
    await ten.click();
  }
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  const chosen = picker.getByRole('status').filter({ hasText: 'You chose Tap or pipe repair, Tomorrow 10:00 am.' });
  await expect(chosen).toContainText('Sign in to book this time.');
  await expect(page).toHaveURL(new RegExp(`[?&]service=[0-9a-f-]{36}&date=${tomorrow()}&slot=`));
  await fits('/serviceDetail with the time chosen');

  // Asked to sign in; signed in, back on the same page with the same time.
  await chosen.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or phone').fill(seeker.email);
  await page.getByLabel('Password').fill(seeker.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`/serviceDetail\\?id=${plumber.id}&service=.+&date=${tomorrow()}&slot=`));
  await expect(chosen).toBeVisible();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(ten).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toContainText('Next, describe the work and where it is.');
  await fits('/serviceDetail signed in');

  // On to booking it: the work, where, and the whole price before anything is paid.
  await chosen.getByRole('button', { name: 'Continue' }).click();
  const booking = main.getByRole('form', { name: 'Book Tap or pipe repair, Tomorrow 10:00 am' });
  await expect(booking.getByLabel('Area')).toHaveValue('MG Road');
  await expect(booking.getByLabel('Phone for this job')).toHaveValue(seeker.phone);
  await expect(booking.getByRole('note')).toContainText(
    '₹499 (incl. of all taxes and fees) — that is all you pay; nothing else is charged later.',
  );
  await expect(booking.getByRole('button', { name: 'Book and pay' })).toBeVisible();
  await fits('/serviceDetail booking form');
}
