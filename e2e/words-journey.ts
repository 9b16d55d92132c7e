import type { Browser, Page } from '@playwright/test';
import { accounts } from './accounts';
import { expect, startSession } from './fixtures';
import { asAdmin, createApprovedMember, startSessionOf, toastOf } from './helpers';

/**
 * The same at 1280 px (words.spec.ts) and 360 px (words.phone.spec.ts): the text slips
 * fixed in what a person reads, and an error said once. (The offline page's words: pwa.spec.ts; the
 * non-image message naming WebP: register.spec.ts.)
 */

/** A member's support page links to all their tickets; the admin reads the ticket's email, the record's profile picture and 'Registered Users'. */
export async function readFixedWords(page: Page, browser: Browser) {
  const person = await asAdmin(browser, (admin) => createApprovedMember(admin, 'Vidya Rao'));
  const memberContext = await browser.newContext();
  try {
    await startSessionOf(memberContext, person);
    const ticket = await memberContext.request.post('/api/support/addIssue', {
      data: { issue: 'Fee receipt missing', description: 'I paid the fee but see no receipt.' },
    });
    expect(ticket.status(), await ticket.text()).toBe(201);
    const member = await memberContext.newPage();
    await member.goto('/support');
    await expect(member.getByRole('link', { name: 'View All Tickets', exact: true })).toBeVisible();
  } finally {
    await memberContext.close();
  }

  await startSession(page.context(), 'admin');
  await page.goto(`/admin/support?search=${person.phone}`);
  const row = page.getByRole('row').filter({ hasText: 'Fee receipt missing' });
  await expect(row.getByText(`Email: ${person.email}`)).toBeVisible();
  await expect(page.getByText(/(^|\s)mail:/)).toHaveCount(0);

  await page.goto(`/admin/users?search=${person.phone}`);
  await page.getByRole('main').getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('table', { name: `Details of ${person.name}` });
  await expect(details.getByRole('row').filter({ hasText: 'Profile picture' })).toBeVisible();
  await expect(details.getByText('ProfilePic')).toHaveCount(0);

  await page.goto('/admin/aprove');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Registered Users', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Registered Users/);
}

/** A wrong password is said once, under the form: no toast repeats it (still none as the next sign-in's toast shows). */
export async function errorSaidOnce(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email or phone').fill(accounts.member.email);
  await page.getByLabel('Password').fill('not-my-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page.getByText('Invalid credentials')).toHaveCount(1);

  await page.getByLabel('Password').fill(accounts.member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(toastOf(page, 'Login Successful')).toBeVisible();
  await expect(toastOf(page, 'Invalid credentials')).toHaveCount(0);
}
