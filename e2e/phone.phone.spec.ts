import { accounts } from './accounts';
import { expect, startSession, test } from './fixtures';
import { hasHorizontalScroll } from './helpers';

test('on a 360 px phone: no sideways scrolling, the bottom bar, and sign-in by keyboard', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);
  // A visitor's bottom bar holds what a visitor can use; a member's, their own pages.
  const bottomBar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bottomBar.getByRole('link')).toHaveText(['Home', 'Search', 'Help', 'Login', 'Sign Up']);

  await page.goto('/login');
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.getByLabel('Email or phone').focus();
  await page.keyboard.type(accounts.member.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(accounts.member.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expect(bottomBar.getByRole('link')).toHaveText(['Home', 'Search', 'Wallet', 'Work', 'Profile']);
});

test('on a 360 px phone the registration, recovery and public pages fit the screen', async ({ page }) => {
  for (const [url, heading] of [
    ['/register', 'Create an account'],
    ['/forgotPassword', 'Forgot password'],
    ['/aboutus', 'About Sevak'],
    ['/privacyPolicy', 'Privacy Policy and Terms'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    expect(await hasHorizontalScroll(page), url).toBe(false);
  }
});

test('on a 360 px phone every admin screen fits the screen (wide tables scroll inside their box)', async ({
  page,
  context,
}) => {
  await startSession(context, 'admin');
  for (const [url, heading] of [
    ['/admin', 'Dashboard'],
    ['/admin/aprove', 'Registered Users'],
    ['/admin/users', 'All Users'],
    ['/admin/creatUser', 'Create User'],
    ['/admin/assignRefferal', 'Assign Referrals'],
    ['/admin/manageAdmin', 'Manage Admin'],
    ['/admin/manageCategory', 'Manage Category'],
    ['/admin/audit-log', 'Audit Log'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(page), url).toBe(false);
  }
});

test('on a 360 px phone the marketplace fits the screen: home with all categories, search, provider, request form, work', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Browse all categories' }).click();
  await expect(page.getByRole('list', { name: 'All categories' }).getByRole('link')).toHaveCount(146);
  expect(await hasHorizontalScroll(page), '/ with all categories').toBe(false);

  await startSession(context, 'member');
  const found = await (await page.request.get('/api/services/search?q=Kiran%20Electricals')).json();
  const id = found.providers[0]._id as string;
  for (const [url, heading] of [
    ['/servises?category=Electrician', 'Find a service'],
    [`/serviceDetail?id=${id}`, 'Kiran Electricals'],
    [`/work/sendrequest?id=${id}`, 'Send a request'],
    ['/work?tab=sent', 'Work'],
    ['/work?tab=received', 'Work'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(page), url).toBe(false);
  }
});

test('on a 360 px phone the data-rights pages fit the screen: the notice, My data, a data request, delete my account', async ({
  page,
  context,
}) => {
  await startSession(context, 'member');
  for (const [url, heading] of [
    ['/privacyNotice', 'Privacy notice'],
    ['/myData', 'My data'],
    ['/support', 'Customer Care'],
    ['/deleteAccount', 'Delete my account'],
    ['/editprofile', 'Edit profile'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('main').getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await hasHorizontalScroll(page), url).toBe(false);
  }
});
