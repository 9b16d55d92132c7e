import { test } from './fixtures';
import { bookNearMe } from './near-me-journey';

test('on a 360 px phone a visitor finds a plumber near 560034, picks a time by keyboard, signs in and lands back on it', async ({
  page,
  browser,
}) => {
  await bookNearMe(page, browser, { phone: true });
});
