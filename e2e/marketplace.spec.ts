import type { Page } from '@playwright/test';
import { accounts } from './accounts';
import { expect, startSession, test } from './fixtures';
import { typedDay } from './helpers';

/** The first half-hour slot of the day after tomorrow, as the form offers it (yyyy-MM-dd in India). */
function dayAfterTomorrow(): string {
  return new Date(Date.now() + 2 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

async function fillRequest(page: Page, description: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Describe the work').fill(description);
  await main.getByLabel('Preferred date').fill(typedDay(dayAfterTomorrow()));
  await main.getByLabel('Preferred time').selectOption({ label: '10:30 am' });
}

test('a seeker finds an electrician by category and city, requests work, the provider accepts and completes it, the seeker rates it', async ({
  browser,
}) => {
  const seekerContext = await browser.newContext();
  const providerContext = await browser.newContext();
  try {
    await startSession(seekerContext, 'meera');
    const seeker = await seekerContext.newPage();
    await seeker.goto('/');
    const home = seeker.getByRole('main');
    await home.getByRole('link', { name: 'Electrician', exact: true }).click();
    await expect(seeker).toHaveURL(/\/servises\?category=Electrician/);
    const results = seeker.getByRole('main');
    // Both electricians, the seeker's own city first, until the place narrows it to Bangalore.
    await expect(results.getByText('Providers in Bangalore first')).toBeVisible();
    const cards = results.getByRole('listitem');
    await expect(cards.filter({ hasText: 'Deepak Electric Works' })).toContainText('Outside Bangalore');
    await expect(cards.filter({ hasText: 'Kiran Electricals' })).not.toContainText('Outside');
    // Other journeys add electricians too: every one in Bangalore comes before the first outside it.
    const texts = await cards.allTextContents();
    const firstOutside = texts.findIndex((text) => text.includes('Outside Bangalore'));
    expect(texts.findIndex((text) => text.includes('Kiran Electricals'))).toBeLessThan(firstOutside);
    expect(texts.slice(firstOutside).every((text) => text.includes('Outside Bangalore'))).toBe(true);
    await results.getByLabel('Where?').fill('Bangalore');
    await results.getByLabel('Where?').press('Enter');
    await expect(seeker).toHaveURL(/place=Bangalore/);
    await expect(results.getByRole('link', { name: 'Deepak Electric Works' })).toHaveCount(0);
    await expect(
      results.getByRole('listitem').filter({ hasText: 'Kiran Electricals' }).getByText('No reviews yet'),
    ).toBeVisible();
    await results.getByRole('link', { name: 'Kiran Electricals' }).click();

    const profile = seeker.getByRole('main');
    await expect(profile.getByRole('heading', { name: 'Kiran Electricals' })).toBeVisible();
    await expect(profile.getByText('Fifteen years in Bangalore.', { exact: false })).toBeVisible();
    await expect(profile.getByText(accounts.kiran.phone)).toHaveCount(0);
    await profile.getByRole('link', { name: 'Send request' }).click();

    const form = seeker.getByRole('main');
    await form.getByLabel('Service').selectOption('Electrician');
    await fillRequest(seeker, 'Three ceiling fans to install in the new flat.');
    // The seeker's own address and phone are filled in already.
    await expect(form.getByLabel('City')).toHaveValue('Bangalore');
    await expect(form.getByLabel('Contact phone')).toHaveValue(accounts.meera.phone);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect(seeker.getByText('Your request has been sent to the provider.')).toBeVisible();
    await expect(seeker).toHaveURL(/\/work\?tab=sent/);
    const sentCard = seeker.getByRole('main').getByRole('article').filter({ hasText: 'Three ceiling fans' });
    await expect(sentCard.getByRole('list', { name: 'History' })).toContainText('Waiting for the provider');

    // The provider, in another browser: a live notification, then Accept and Mark completed.
    await startSession(providerContext, 'kiran');
    const provider = await providerContext.newPage();
    await provider.goto('/work?tab=received');
    const inbox = provider.getByRole('main');
    const card = inbox.getByRole('article').filter({ hasText: 'Three ceiling fans' });
    await expect(card.getByText('Meera Joshi')).toBeVisible();
    // Before accepting, only the place: no phone.
    await expect(card.getByText(accounts.meera.phone)).toHaveCount(0);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(provider.getByText('Request accepted. The seeker has been told.')).toBeVisible();
    await expect(card.getByText(accounts.meera.phone)).toBeVisible();
    // The seeker, on /work all along: a toast, and the card follows without a reload.
    await expect(seeker.getByText('Your request was accepted')).toBeVisible();
    await expect(sentCard.getByRole('list', { name: 'History' })).toContainText('Accepted');

    await card.getByRole('button', { name: 'Mark completed' }).click();
    // Always asked to confirm (wait for the dialog: it opens with a transition).
    const confirm = provider.getByRole('dialog', { name: 'Mark this request completed?' });
    await confirm.getByRole('button', { name: 'Mark completed' }).click();
    await expect(provider.getByText('Marked as completed. The seeker can now review your work.')).toBeVisible();

    // The seeker rates the work.
    await seeker.goto('/work?tab=sent');
    const done = seeker.getByRole('main').getByRole('article').filter({ hasText: 'Three ceiling fans' });
    await expect(done.getByRole('list', { name: 'History' })).toContainText('Completed');
    // As a keyboard user picks a star: focus the radio, press Space.
    await done.getByRole('radio', { name: '4 stars' }).focus();
    await seeker.keyboard.press('Space');
    await done.getByLabel('Comment').fill('Neat work, on time.');
    await done.getByRole('button', { name: 'Submit review' }).click();
    await expect(seeker.getByText('Thank you for your review!')).toBeVisible();
    await expect(done.getByText('Neat work, on time.')).toBeVisible();

    // The rating shows in search.
    await seeker.goto('/servises?category=Electrician&place=Bangalore');
    const kiranCard = seeker.getByRole('main').getByRole('listitem').filter({ hasText: 'Kiran Electricals' });
    await expect(kiranCard.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' })).toBeVisible();
  } finally {
    await seekerContext.close();
    await providerContext.close();
  }
});

test('a search page fetches its search, the categories and the session once each, alongside its code', async ({
  page,
}) => {
  // The server names the search and the categories with the page (a Link preload), index.html the
  // session: the page's own requests take those answers instead of asking again.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  await page.goto('/servises?q=sunita');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sunita Tailors' })).toBeVisible();
  await expect(page.getByLabel('Category')).toContainText('Electrician');
  expect(asked.sort()).toEqual([
    '/api/auth/getuser',
    '/api/category/getAllCategory',
    '/api/services/search?q=sunita&sort=relevance',
  ]);
});

test('a visitor starts a request, signs in, and finds the form as they left it', async ({ page }) => {
  await page.goto('/servises?q=sunita');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sunita Tailors' })).toBeVisible();
  // The provider's page and the request form are open to everyone.
  await main.getByRole('link', { name: 'Sunita Tailors' }).click();
  await expect(main.getByRole('heading', { name: 'Sunita Tailors', level: 1 })).toBeVisible();
  await main.getByRole('link', { name: 'Send request' }).click();
  const id = new URL(page.url()).searchParams.get('id');
  await expect(page).toHaveURL(new RegExp(`/work/sendrequest\\?id=${id}`));
  await expect(main.getByText('Sunita Tailors').first()).toBeVisible();
  await fillRequest(page, 'Alter two blouses before Diwali.');
  await main.getByLabel('Pincode').fill('560001');
  await expect(main.getByLabel('City')).toHaveValue('Bangalore');
  await main.getByLabel('Area').fill('Indiranagar');
  await main.getByLabel('Contact phone').fill('9876501234');
  await main.getByRole('button', { name: 'Send request' }).click();

  // Asked to sign in or join; what they typed is kept either way.
  const asked = main.getByRole('status').filter({ hasText: 'Your Sevak account' });
  await expect(asked).toContainText('Sign in, or join Sevak, to send your request. What you typed is kept.');
  await expect(asked.getByRole('link', { name: 'Join Sevak' })).toHaveAttribute('href', '/register');
  await asked.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(main.getByText(/Sign in to send your request to this provider/)).toBeVisible();
  await page.getByLabel('Email or phone').fill(accounts.imran.email);
  await page.getByLabel('Password').fill(accounts.imran.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/work/sendrequest\\?id=${id}`));
  await expect(main.getByLabel('Describe the work')).toHaveValue('Alter two blouses before Diwali.');
  await expect(main.getByLabel('Area')).toHaveValue('Indiranagar');
  await expect(main.getByLabel('Contact phone')).toHaveValue('9876501234');
  await main.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent to the provider.')).toBeVisible();
  await expect(page.getByRole('main').getByText('Alter two blouses before Diwali.')).toBeVisible();
});

test("a visitor's typo is corrected, the provider's page is open to them without contacts, and a member awaiting approval is told when they can send", async ({
  page,
}) => {
  await page.goto('/servises?q=Electrcian&place=Bengaluru');
  const main = page.getByRole('main');
  await expect(main.getByText('Showing results for “electrician in Bengaluru”')).toBeVisible();
  await expect(main.getByText('No providers matched “Electrcian in Bengaluru”.')).toBeVisible();
  // What was typed stays in the box; Kiran's city is written 'Bangalore'.
  await expect(main.getByLabel('What service do you need?')).toHaveValue('Electrcian');
  await main.getByRole('link', { name: 'Kiran Electricals' }).click();

  // The provider's page, as a visitor: business, checks, services, reviews; no phone or email.
  await expect(page).toHaveURL(/\/serviceDetail\?id=/);
  await expect(main.getByRole('heading', { name: 'Kiran Electricals', level: 1 })).toBeVisible();
  await expect(main.getByText('Fifteen years in Bangalore.', { exact: false })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Electrician', exact: true })).toBeVisible();
  await expect(main).not.toContainText(accounts.kiran.email);
  await expect(main).not.toContainText(accounts.kiran.phone);
  await expect(main.getByRole('link', { name: 'Send request' })).toBeVisible();

  // Signed in as a member awaiting approval, the same page says when they can send.
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Email or phone').fill(accounts.pending.email);
  await page.getByLabel('Password').fill(accounts.pending.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/serviceDetail\?id=/);
  await expect(main.getByRole('heading', { name: 'Kiran Electricals', level: 1 })).toBeVisible();
  await expect(main.getByText('Fifteen years in Bangalore.', { exact: false })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Send request' })).toHaveCount(0);
  await expect(main.getByText('You can send requests once an admin approves your account.')).toBeVisible();
  // What is left, in order: their fee is unpaid, so that comes first.
  await expect(main.getByRole('list', { name: 'What is left to do' }).getByRole('listitem')).toHaveText([
    'Pay the one-time ₹121 registration fee: to do now.',
    /^Then an admin checks your details and documents and approves your account\./,
  ]);
});
