import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { accounts } from './accounts';
import { expect, test } from './fixtures';
import { pickOption } from './helpers';
import { photo } from './images';

/** The admin back office: each journey starts signed in as the seeded admin. */
test.use({ signedInAs: 'admin' });

/** The table row that holds `text`. */
const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('the admin creates a member with a webcam capture, then approves them through the details modal', async ({
  page,
}) => {
  const stamp = Date.now().toString().slice(-6);
  const person = { name: `Kavya Menon ${stamp}`, email: `kavya.${stamp}@gmail.com`, phone: `98${stamp}01` };
  await page.goto('/admin/creatUser');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Create User' })).toBeVisible();
  await main.getByLabel('Referrer phone').fill(accounts.member.phone);
  await main.getByLabel('Name', { exact: true }).fill(person.name);
  await main.getByLabel('Email').fill(person.email);
  await main.getByLabel('Phone', { exact: true }).fill(person.phone);
  await main.getByLabel('Password', { exact: true }).fill('Kavya@camp-2026');
  await main.getByLabel('Confirm password').fill('Kavya@camp-2026');
  await main.getByLabel('Pincode').fill('560001');
  await expect(main.getByLabel('City')).toHaveValue('Bangalore');
  await main.getByLabel('Business name').fill('Kavya Electricals');
  await pickOption(page, main.getByRole('combobox', { name: 'Business category' }), 'electri', 'Electrician');
  await main
    .getByLabel('Front Aadhaar photo')
    .setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(11) });
  await main
    .getByLabel('Back Aadhaar photo')
    .setInputFiles({ name: 'back.jpg', mimeType: 'image/jpeg', buffer: await photo(12) });
  // The selfie from Chromium's fake webcam.
  await main.getByRole('button', { name: 'Use camera for Profile selfie' }).click();
  const camera = page.getByRole('dialog', { name: 'Camera: Profile selfie' });
  await camera.getByRole('button', { name: 'Capture' }).click();
  await expect(camera).toBeHidden();
  // Back where the keyboard left off.
  await expect(main.getByRole('button', { name: 'Use camera for Profile selfie' })).toBeFocused();
  await main.getByRole('button', { name: 'Register User' }).click();
  // The admin's words: the member was created and awaits approval, not the member's own.
  await expect(
    page.getByText(`Member ${person.name} created. Their account is awaiting admin approval.`),
  ).toBeVisible();
  await expect(page.getByText('Your account is awaiting admin approval', { exact: false })).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/aprove$/);

  // Pending Approval lists them, referred by the member, fee not paid.
  const row = rowOf(page, person.email);
  await expect(row.getByRole('button', { name: accounts.member.name })).toBeVisible();
  await expect(row.getByText('not verified')).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(person.phone)).toBeVisible();

  // The Aadhaar viewer: zoom, previous/next, and the number (a wrong check digit is refused).
  await details.getByRole('button', { name: 'Aadhaar front' }).click();
  let viewer = page.getByRole('dialog', { name: 'Aadhaar front' });
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await viewer.getByRole('button', { name: 'Next' }).click();
  viewer = page.getByRole('dialog', { name: 'Aadhaar back' });
  await expect(viewer.getByRole('img', { name: /Aadhaar card back/ })).toBeVisible();
  await viewer.getByLabel('Permanent Address').fill('14 MG Road, Bengaluru 560001');
  await viewer.getByLabel('Aadhaar Number').fill('2341 2341 2345');
  await viewer.getByRole('button', { name: 'Save' }).click();
  await expect(viewer.getByText('Please enter a valid 12-digit Aadhaar number.')).toBeVisible();
  await viewer.getByLabel('Aadhaar Number').fill('2341 2341 2346');
  await viewer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User details updated successfully')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(details.getByText('14 MG Road, Bengaluru 560001')).toBeVisible();

  // Created by the admin, the member has not paid: approving asks first. No keeps them pending.
  const fee = details.getByRole('region', { name: 'Registration fee' });
  await expect(fee.getByText('Not paid')).toBeVisible();
  await details.getByRole('button', { name: 'Approve' }).click();
  let confirm = page.getByRole('dialog', { name: 'Approve an unpaid member?' });
  await expect(confirm.getByText('This member has not paid the ₹121 fee. Approve anyway?')).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(details).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/aprove$/);
  const stillPending = await page.request.get(`/api/auth/getAllUser?approved=false&search=${person.phone}`);
  expect((await stillPending.json()).user.map((u: { email: string }) => u.email)).toEqual([person.email]);

  // Yes approves them anyway.
  await details.getByRole('button', { name: 'Approve' }).click();
  confirm = page.getByRole('dialog', { name: 'Approve an unpaid member?' });
  await confirm.getByRole('button', { name: 'Yes, approve' }).click();
  await expect(page.getByText('User approved successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('main').getByLabel('Search', { exact: true }).fill(person.phone);
  await expect(rowOf(page, person.email).getByText('Approved', { exact: true })).toBeVisible();

  // Each look at their identity images is in the access log a breach report needs.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  await page.goto(`/admin/audit-log?from=${today}&to=${today}`);
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('link', { name: 'Download access log (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`sevak-document-access-${today}-to-${today}.csv`);
  const lines = parse(await readFile(await file.path()), { bom: true }) as string[][];
  const about = lines.filter((line) => line[5] === person.name);
  expect(about.map((line) => line[4])).toEqual(expect.arrayContaining(['frontAadhar', 'backAadhar']));
  expect(about.every((line) => line[1] === accounts.admin.name && line[6] === person.email)).toBe(true);

  // The audit log names the members of the creation, never by a bare id, each linked to their record.
  await page.goto(`/admin/audit-log?action=create_user&from=${today}&to=${today}`);
  const created = rowOf(page, person.name);
  await expect(created).toContainText(`referredBy: — → ${accounts.member.name}`);
  await expect(created).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}-/);
  await expect(created.getByRole('link', { name: person.name })).toBeVisible();
  await created.getByRole('link', { name: accounts.member.name }).click();
  await expect(page).toHaveURL(/\/admin\/users\?member=/);
  const referrer = page.getByRole('dialog', { name: 'User Details' });
  await expect(referrer.getByText(accounts.member.phone)).toBeVisible();
  await expect(referrer.getByText(accounts.member.email)).toBeVisible();
});

test('Pending Approval filters by A-Z, Z-A, a day and a category', async ({ page }) => {
  await page.goto('/admin/aprove');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Registered Users' })).toBeVisible();
  const names = () => main.getByRole('row').filter({ hasText: /Zoya Khan|Aarav Mehta/ });

  const choose = async (label: string, option: string) => {
    await main.getByLabel(label, { exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  await choose('Filter', 'Category');
  await choose('Category', 'Plumber');
  await expect(names()).toHaveCount(2);

  await choose('Filter', 'A-Z');
  await expect(names().first()).toContainText('Aarav Mehta');
  await choose('Filter', 'Z-A');
  // Z-A: Zoya comes before Aarav among all pending members (waiting for the re-sorted list).
  await expect(names().first()).toContainText('Zoya Khan');

  await choose('Filter', 'DATE');
  await main.getByLabel('Date', { exact: true }).fill('10/01/2026');
  await expect(names()).toHaveCount(1);
  await expect(names().first()).toContainText('Zoya Khan');
  // The registration time shows in India's time.
  await expect(names().first()).toContainText('10');
});

test('the admin deletes a member after confirming, and they are gone', async ({ page }) => {
  await page.goto('/admin/aprove');
  const main = page.getByRole('main');
  const row = rowOf(page, accounts.doomed.email);
  await row.getByRole('button', { name: `Delete ${accounts.doomed.name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Are you sure you want to delete ?')).toBeVisible();
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Delete ${accounts.doomed.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(main.getByText(accounts.doomed.email)).toBeHidden();
  // Their account no longer signs in.
  const login = await page.request.post('/api/auth/login', {
    data: { emailOrPhone: accounts.doomed.email, password: accounts.doomed.password },
  });
  expect(login.status()).toBe(401);
});

test('the admin assigns a referral; a loop is refused with a clear message', async ({ page }) => {
  await page.goto('/admin/assignRefferal');
  const main = page.getByRole('main');
  await main.getByLabel('Referrer phone').fill(accounts.member.phone);
  await main.getByLabel('Referred phone').fill(accounts.referred.phone);
  await main.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(page.getByText('Referral assigned successfully')).toBeVisible();
  await expect(main.getByLabel('Referrer phone')).toHaveValue('');
  // The other way round would make a loop.
  await main.getByLabel('Referrer phone').fill(accounts.referred.phone);
  await main.getByLabel('Referred phone').fill(accounts.member.phone);
  await main.getByRole('button', { name: 'Submit Referral' }).click();
  await expect(
    page.getByText('This referral would make a loop: the referrer was referred by this member.').first(),
  ).toBeVisible();
});

test('the admin adds, ticks and deletes a remark from All Users', async ({ page }) => {
  await page.goto('/admin/users');
  const text = `Call back about the shop address ${test.info().repeatEachIndex}`;
  const main = page.getByRole('main');
  await main.getByLabel('Search', { exact: true }).fill(accounts.editor.phone);
  await expect(main.getByRole('row')).toHaveCount(2);
  await main.getByRole('button', { name: `Remarks for ${accounts.editor.name}` }).click();
  await expect(main.getByRole('heading', { name: 'Remark Checklist' })).toBeVisible();
  await main.getByLabel('Remark', { exact: true }).fill(text);
  await main.getByRole('button', { name: 'Add Remark' }).click();
  const remark = main.getByRole('checkbox', { name: text });
  await expect(remark).not.toBeChecked();
  const item = main.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: text }) });
  await expect(item.getByText('Pending', { exact: true })).toBeVisible();
  await remark.click();
  await expect(page.getByText('remark status updated!!')).toBeVisible();
  await expect(remark).toBeChecked();
  await expect(item.getByText('Completed', { exact: true })).toBeVisible();
  // Still ticked after a reload: the server kept it.
  await page.reload();
  await expect(main.getByRole('checkbox', { name: text })).toBeChecked();
  await main.getByRole('button', { name: `Delete remark ${text}` }).click();
  await expect(page.getByText('remark deleted successfully !!')).toBeVisible();
  await expect(remark).toHaveCount(0);
  await main.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
});

test('the admin manages categories and admins, and sees it all on the dashboard and in the audit log', async ({
  page,
}) => {
  const main = page.getByRole('main');
  await page.goto('/admin/manageCategory');
  await main.getByLabel('New category').fill('Kite Maker');
  await main.getByRole('button', { name: 'Add category' }).click();
  await expect(page.getByText('Category created successfully')).toBeVisible();
  await main.getByLabel('New category').fill('kite maker');
  await main.getByRole('button', { name: 'Add category' }).click();
  await expect(main.getByText('A category with this name already exists.')).toBeVisible();
  await main.getByLabel('Search categories').fill('kite');
  await rowOf(page, 'Kite Maker')
    .getByRole('button', { name: /Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Category deleted successfully')).toBeVisible();

  await page.goto('/admin/manageAdmin');
  await main.getByLabel('Member email or phone').fill('nobody.at.all@gmail.com');
  await main.getByRole('button', { name: 'Make admin' }).click();
  await expect(main.getByText('No member has this email or phone number.')).toBeVisible();
  await expect(rowOf(page, accounts.admin.email)).toContainText('(you)');
  await expect(rowOf(page, accounts.admin.email).getByRole('button', { name: /Remove admin/ })).toHaveCount(0);

  await page.goto('/admin');
  await expect(main.getByRole('link', { name: /Awaiting approval/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Last 30 days' })).toBeVisible();
  // uPlot draws on a canvas in a real browser.
  await expect(main.locator('canvas').first()).toBeVisible();

  await page.goto('/admin/audit-log');
  await main.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Deleted a category' }).click();
  await expect(rowOf(page, 'Kite Maker').first()).toBeVisible();
});

test('a back-office page opened by its address names all its code at once, and it loads', async ({ page }) => {
  // Its chunks carry no preload list: without the page's own index.html the browser would find
  // them import by import, ten round trips deep.
  const html = await (await page.request.get('/admin/users')).text();
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  expect(preloaded.some((href) => /\/assets\/admin-admin-layout-/.test(href ?? ''))).toBe(true);
  expect(preloaded.some((href) => /\/assets\/admin-all-users-page-/.test(href ?? ''))).toBe(true);
  expect(preloaded.length).toBeGreaterThan(20);
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(new URL(request.url()).pathname));
  await page.goto(`/admin/users?search=${accounts.member.phone}`);
  await expect(
    page.getByRole('region', { name: 'All users', exact: true }).getByText(accounts.member.name).first(),
  ).toBeVisible();
  expect(preloaded.filter((href) => !requested.has(href ?? ''))).toEqual([]);
});
