import { test } from './fixtures';
import { errorSaidOnce, readFixedWords } from './words-journey';

test('the fixed words: View All Tickets, Email, Profile picture, Registered Users', async ({ page, browser }) => {
  await readFixedWords(page, browser);
});

test('a wrong password is said once, under the form, with no toast', async ({ page }) => {
  await errorSaidOnce(page);
});
