import { test } from './fixtures';
import { bookPayAndRelease } from './booking-journey';

test('on a 360 px phone a seeker books and pays a ₹500 job, the plumber starts and completes it, the seeker confirms and the plumber earns ₹449.50', async ({
  page,
  browser,
}) => {
  await bookPayAndRelease(page, browser, { phone: true });
});
