import { test } from './fixtures';
import { bookNearMe } from './near-me-journey';

test('a visitor finds a plumber near 560034 with distance, price and next free time, picks a time, signs in and lands back on it', async ({
  page,
  browser,
}) => {
  await bookNearMe(page, browser, { phone: false });
});
