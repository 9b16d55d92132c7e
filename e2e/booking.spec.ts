import { test } from './fixtures';
import { bookPayAndRelease } from './booking-journey';

test('a seeker books a plumber’s ₹500 job and pays with the TEST checkout; the plumber starts with the code and completes; the seeker confirms and ₹449.50 reaches the plumber’s wallet, and the seeker downloads the invoice', async ({
  page,
  browser,
}) => {
  await bookPayAndRelease(page, browser, { phone: false });
});
